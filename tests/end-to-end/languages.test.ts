import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { flattenKeys, type Catalogue } from '../../generator/load/translations.ts';
import { bootJsonOf, listBuiltFiles, readHtml } from '../support/built-site.ts';
import { projectRoot } from '../support/temp-project.ts';

const catalogue = (code: string) => JSON.parse(readFileSync(join(projectRoot, 'locales', code, 'translation.json'), 'utf8')) as Catalogue;
const valueAt = (root: Catalogue, key: string) =>
  key
    .split('.')
    .reduce<Catalogue | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), root) as string;

/** The fixed fragments of every string of `language` that the other language words differently. */
function chromeStrings(language: 'en' | 'fr'): string[] {
  const own = catalogue(language);
  const other = catalogue(language === 'en' ? 'fr' : 'en');
  return flattenKeys(own)
    .filter((key) => valueAt(own, key) !== valueAt(other, key))
    .flatMap((key) => valueAt(own, key).split(/\{\{[^}]+\}\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= 8);
}

/** The page's visible text, leaving out elements marked as another language (the language list). */
function textInPageLanguage(dir: string, file: string): string {
  const html = readHtml(dir, file);
  const lang = html.querySelector('html')!.getAttribute('lang')!;
  for (const element of html.querySelectorAll('[lang]'))
    if (element.getAttribute('lang') !== lang && element.tagName !== 'HTML') element.remove();
  for (const element of html.querySelectorAll('script, style')) element.remove();
  return `${html.querySelector('body')!.textContent} ${html.querySelector('title')!.textContent}`.replace(/\s+/g, ' ');
}

describe('every page speaks one language', () => {
  const dir = inject('builtSite');
  const pages = listBuiltFiles(dir).filter((file) => /^[a-z]{2}(-[a-z]{2})?\/.*\.html$/.test(file));

  it('finds chrome strings to look for (the check itself works)', () => {
    expect(chromeStrings('en')).toContain('Skip to content');
    expect(chromeStrings('fr')).toContain('Aller au contenu');
  });

  for (const [language, other] of [
    ['fr', 'en'],
    ['en', 'fr'],
  ] as const) {
    it(`no ${language} page contains a ${other === 'en' ? 'English' : 'French'} chrome string`, () => {
      const foreign = chromeStrings(other);
      const offenders: string[] = [];
      for (const file of pages.filter((name) => name.split('/')[0]!.split('-')[0] === language)) {
        const text = textInPageLanguage(dir, file);
        for (const fragment of foreign) if (text.includes(fragment)) offenders.push(`${file}: "${fragment}"`);
      }
      expect(offenders).toEqual([]);
    });
  }

  it('sets French the French way: typographic apostrophes, no straight ones, in every French page', () => {
    const offenders: string[] = [];
    for (const file of pages.filter((name) => name.startsWith('fr'))) {
      const text = textInPageLanguage(dir, file);
      const straight = /\p{L}'\p{L}/u.exec(text);
      if (straight) offenders.push(`${file}: …${text.slice(Math.max(0, straight.index - 20), straight.index + 20)}…`);
    }
    expect(offenders).toEqual([]);
  });

  it('no heading of the sitemap or the footer repeats one of its links', () => {
    const repeats: string[] = [];
    for (const locale of ['en', 'fr', 'fr-ca', 'en-gb']) {
      const html = readHtml(dir, `${locale}/sitemap/index.html`);
      const groups = [
        ...html
          .querySelectorAll('[data-sitemap] > li')
          .map((item) => ({ heading: item.querySelector('strong')!.text, links: item.querySelectorAll('a') })),
        ...html.querySelectorAll('footer nav').map((nav) => ({ heading: nav.querySelector('h2')!.text, links: nav.querySelectorAll('a') })),
      ];
      for (const { heading, links } of groups) {
        for (const link of links) if (link.text.trim() === heading.trim()) repeats.push(`${locale}: ${heading}`);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('titles never repeat the brand the title pattern adds', () => {
    const repeated = pages.filter((file) => {
      const title = readHtml(dir, file).querySelector('title')!.textContent;
      return title.split('Factor').length > 2;
    });
    expect(repeated).toEqual([]);
  });
});

describe('regional wording', () => {
  const dir = inject('builtSite');

  it('uses a regional locale’s own translations before its language’s (fr-ca says “courriel”)', () => {
    const label = (file: string) =>
      readHtml(dir, file).querySelector('label[for$="email"], label:has(+ input[type="email"])')?.textContent ??
      readHtml(dir, file).textContent;
    expect(label('fr-ca/contact/business/index.html')).toContain('Courriel professionnel');
    expect(label('fr/contact/business/index.html')).toContain('Adresse e-mail professionnelle');
    expect(label('fr-fr/contact/business/index.html')).not.toContain('Courriel');
  });

  it('gives British-spelling locales their own catalogue before the English one (“Customise”)', () => {
    // The banner is drawn in the browser from the catalogues the page names, in fallback order.
    const catalogues = (code: string) =>
      bootJsonOf(readHtml(dir, `${code}/index.html`)).translations.map(
        // The address carries the catalogue's version (?v=): the file is at its path.
        (entry) => JSON.parse(readFileSync(join(dir, new URL(entry.href, 'http://localhost').pathname), 'utf8')) as Catalogue,
      );
    const customise = (code: string) =>
      catalogues(code)
        .map((entry) => valueAt(entry, 'consent.customize'))
        .find(Boolean);
    for (const code of ['en-gb', 'en-au', 'en-ie', 'en-nz', 'en-sg']) expect(customise(code), code).toBe('Customise');
    for (const code of ['en', 'en-us', 'en-ca']) expect(customise(code), code).toBe('Customize');
  });

  it('shows each locale the contact details of the office that serves it', () => {
    const office = (code: string) =>
      readHtml(dir, `${code}/contact/business/index.html`).querySelector('[data-component="office-card"]')!.textContent;
    expect(office('en-gb')).toContain('+44 20 7946 0321');
    expect(office('en-au')).toContain('london@factor.consulting');
    expect(office('fr-be')).toContain('75009 Paris');
    expect(office('fr-ca')).toContain('Courriel');
    expect(office('en-us')).toMatch(/9:00\sAM to 5:30\sPM \(Montréal time\)/);
    expect(office('fr-fr')).toContain('de 09:00 à 18:00 (heure de Paris)');
  });

  it('names an office’s city as the page’s language does, in its card’s title and hours, and keeps its postal address', () => {
    const london = (code: string) =>
      [...readHtml(dir, `${code}/contact/index.html`).querySelectorAll('[data-component="office-card"]')].find((card) =>
        card.textContent.includes('london@factor.consulting'),
      )!;
    for (const code of ['fr', 'fr-fr', 'fr-ca', 'fr-be']) {
      expect(london(code).querySelector('h3')!.textContent, code).toBe('Londres');
      expect(london(code).textContent, code).toMatch(/\(heure de Londres\)/);
      expect(london(code).textContent, code).toContain('30 Moorgate, London EC2R 6AR, Royaume-Uni');
    }
    expect(london('en-gb').querySelector('h3')!.textContent).toBe('London');
    expect(london('en-gb').textContent).toContain('(London time)');
  });
});
