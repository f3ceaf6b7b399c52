import { describe, expect, it } from 'vitest';
import { contentOf } from '../../../support/page-results.ts';
import { createRouteTable, type PlannedPage } from '../../../../generator/plan/create-route-table.ts';
import { buildPageResult, type PageResultContext } from '../../../../generator/render/build-page-result.ts';
import type { ImageSource } from '../../../../site/shared/page-data.ts';
import { bilingual, document, smallConfig } from '../../../support/fixtures.ts';

const author = '{ firstName: Ada, lastName: Lovelace, role: Partner, isMember: true, picture: media/people/ada.svg }';
const article = (file: string, published: string, body = 'Some text.') => document(file, { template: 'insight', author, published }, body);

const portrait: ImageSource = {
  src: '/assets/images/ada-640.webp',
  srcset: '',
  width: 640,
  height: 640,
  placeholder: 'data:,',
} as ImageSource;

function site() {
  const articles = (language: string) => [
    article(`content/${language}/insights/older.md`, '2026-01-15'),
    article(`content/${language}/insights/newer.md`, '2026-03-02', 'word '.repeat(950)),
    article(`content/${language}/insights/newest.md`, '2026-05-20'),
    article(`content/${language}/insights/middle.md`, '2026-02-10'),
  ];
  const documents = [
    ...bilingual(['index.md', 'contact/index.md', '404.md']),
    ...['en', 'fr'].flatMap((language) => [
      document(`content/${language}/insights/index.md`, { template: 'insight-list' }),
      ...articles(language),
    ]),
  ];
  const config = smallConfig();
  return { config, table: createRouteTable(config, documents, new Set(['media/people/ada.svg'])) };
}

function resultOf(path: string) {
  const { config, table } = site();
  const planned = table.pages.find((page) => page.path === path)!;
  const pagesByRoute = new Map<string, PlannedPage>(
    table.pages.filter((page) => page.locale.code === planned.locale.code && page.route).map((page) => [page.route!, page]),
  );
  const context: PageResultContext = {
    config,
    pagesByRoute,
    sitemap: [],
    images: new Map([['media/people/ada.svg', portrait]]),
    brochurePdfs: new Map(),
    outcomes: new Map(),
  };
  return buildPageResult(planned, context);
}

describe('buildPageResult (what a template gets for one page)', () => {
  it("gives an article its date in the locale's words, its reading time and its author with portrait", () => {
    const en = contentOf(resultOf('/en/insights/newer/'), 'insight');
    expect(en.published).toEqual({ iso: '2026-03-02', label: 'March 2, 2026' });
    expect(en.readingMinutes).toBe(4); // 950 words at 220 a minute
    expect(contentOf(resultOf('/en/insights/older/'), 'insight').readingMinutes).toBe(1);
    expect(en.author).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', role: 'Partner', picture: portrait });
    expect(contentOf(resultOf('/fr/insights/newer/'), 'insight').published.label).toBe('2 mars 2026');
  });

  it('lists every article newest first on the insights page, and three others beside an article', () => {
    const list = contentOf(resultOf('/en/insights/'), 'insight-list').cards.map((card) => card.href);
    expect(list).toEqual(['/insights/newest/', '/insights/newer/', '/insights/middle/', '/insights/older/']);
    const related = contentOf(resultOf('/en/insights/newer/'), 'insight').cards.map((card) => card.href);
    expect(related).toEqual(['/insights/newest/', '/insights/middle/', '/insights/older/']);
  });

  it("gives a page only its own template's content: a landing page has no date, author, reading time or cards", () => {
    const contact = resultOf('/en/contact/');
    expect(contact.template).toBe('landing');
    expect(Object.keys(contact.page).sort()).toEqual(['body', 'bodyImages', 'lead', 'sections', 'title', 'toc']);
  });

  it('heads a page with the title pattern, its canonical URL and every locale as an alternate', () => {
    const { head } = resultOf('/en-gb/contact/');
    expect(head.title).toBe('Title of content/en/contact/index.md — Factor');
    expect(head.canonical).toBe('https://www.factor.consulting/en-gb/contact/');
    expect(head.alternates.map((alternate) => alternate.hreflang)).toEqual(['en', 'fr', 'en-gb', 'fr-ca', 'x-default']);
    expect(head.alternates.at(-1)!.href).toBe('https://www.factor.consulting/en/contact/');
    expect(head.noindex).toBe(false);
  });

  it('keeps the not-found page out of search engines, with no canonical URL or alternates', () => {
    const { head, route } = resultOf('/fr/404/');
    expect(route).toBe('/404/');
    expect([head.canonical, head.alternates, head.noindex]).toEqual([null, [], true]);
  });
});
