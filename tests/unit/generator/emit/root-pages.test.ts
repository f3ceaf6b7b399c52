import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { createManifest } from '../../../../generator/emit/manifest.ts';
import { rootDocument, rootHead } from '../../../../generator/emit/root-pages.ts';
import { createSitemap } from '../../../../generator/emit/sitemap.ts';
import type { LocaleInfo } from '../../../../site/shared/locales.ts';
import type { HeadData } from '../../../../site/shared/page-data.ts';
import { realConfig } from '../../../support/fixtures.ts';

const config = { ...realConfig(), siteUrl: 'https://example.org' };
const homeHead: HeadData = {
  lang: 'en',
  title: 'Technology consultancy — Factor',
  description: 'Factor builds AI, automation and data systems.',
  canonical: 'https://example.org/en/',
  alternates: [
    { hreflang: 'en', href: 'https://example.org/en/' },
    { hreflang: 'fr', href: 'https://example.org/fr/' },
    { hreflang: 'x-default', href: 'https://example.org/' },
  ],
  manifest: '/manifest-en.webmanifest',
  noindex: false,
};

describe('the root page', () => {
  it("is the default home page's head at the root address: indexable, self canonical, the same alternates", () => {
    expect(rootHead(config, homeHead)).toEqual({ ...homeHead, canonical: 'https://example.org/' });
    expect(rootHead(config, { ...homeHead, noindex: true }).noindex).toBe(false);
  });

  it('writes that head, the share tags given and the redirect script, and lists the languages without JavaScript', () => {
    const head = rootHead(config, homeHead);
    const share = ['<meta property="og:url" content="https://example.org/">'];
    const html = parse(rootDocument({ config, head, rootScript: 'location.replace("/en/")', chooseLanguage: 'Choose', socialTags: share }));
    expect(html.querySelector('title')!.textContent).toBe(homeHead.title);
    expect(html.querySelector('meta[name=description]')!.getAttribute('content')).toBe(homeHead.description);
    expect(html.querySelector('meta[name=robots]')).toBeNull();
    expect(html.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe('https://example.org/');
    expect(html.querySelectorAll('link[rel=alternate]').map((link) => link.getAttribute('hreflang'))).toEqual(['en', 'fr', 'x-default']);
    expect(html.querySelector('meta[property="og:url"]')!.getAttribute('content')).toBe('https://example.org/');
    expect(html.querySelector('head script')!.textContent).toBe('location.replace("/en/")');
    const languages = parse(html.querySelector('noscript')!.innerHTML)
      .querySelectorAll('a')
      .map((link) => link.getAttribute('href'));
    expect(languages).toEqual(config.locales.map((locale) => `/${locale.code}/`));
  });

  it('is in the sitemap exactly when it is indexable', () => {
    const indexable = createSitemap([rootHead(config, homeHead)]);
    expect(indexable).toContain('<loc>https://example.org/</loc>');
    expect(indexable).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.org/"/>');
    const hidden = { ...rootHead(config, homeHead), noindex: true };
    expect(createSitemap([hidden])).not.toContain('<loc>');
    expect(rootDocument({ config, head: hidden, rootScript: '', chooseLanguage: 'Choose', socialTags: [] })).toContain(
      '<meta name="robots" content="noindex">',
    );
  });
});

describe('web manifests', () => {
  const locale = config.locales.find((candidate) => candidate.code === 'fr-ca') as LocaleInfo;
  const t = (key: string) => (key === 'site.description' ? 'Factor aide les équipes à mettre l’IA au travail.' : key);

  it('name the site, not its tagline: launchers show 12 characters and install dialogs 45', () => {
    const manifest = JSON.parse(createManifest(config, locale, t)) as Record<string, string>;
    expect(manifest).toMatchObject({
      name: 'Factor',
      short_name: 'Factor',
      lang: 'fr-ca',
      start_url: '/fr-ca/',
      description: 'Factor aide les équipes à mettre l’IA au travail.',
    });
    const longer = JSON.parse(createManifest({ ...config, siteName: 'Factor Conseil', shortName: 'Factor' }, locale, t)) as Record<
      string,
      string
    >;
    expect([longer.name, longer.short_name]).toEqual(['Factor Conseil', 'Factor']);
  });
});
