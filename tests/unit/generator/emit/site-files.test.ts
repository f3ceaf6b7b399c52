import { describe, expect, it } from 'vitest';
import type { BundleResult } from '../../../../generator/bundle/bundle-site.ts';
import { siteWideFiles, type SiteWideInput } from '../../../../generator/emit/site-files.ts';
import { catalogueFile } from '../../../../generator/shared/catalogue-file.ts';
import { createRouteTable } from '../../../../generator/plan/create-route-table.ts';
import type { OutputFile } from '../../../../generator/shared/output-file.ts';
import { planFeeds } from '../../../../generator/feeds/feeds.ts';
import { bilingual, document, smallConfig } from '../../../support/fixtures.ts';

const author = '{ firstName: Ada, lastName: Lovelace, isMember: true }';

function input(): SiteWideInput {
  const config = smallConfig();
  const documents = [
    ...bilingual(['index.md', 'contact/index.md', '404.md', 'insights/index.md']),
    document('content/en/insights/first.md', { template: 'insight', author, published: '2026-02-01' }),
    document('content/fr/insights/first.md', { template: 'insight', author, published: '2026-02-01' }),
  ];
  const table = createRouteTable(config, documents, new Set());
  const bundle = {
    hash: 'abc123',
    clientFiles: ['assets/app-X1.js', 'assets/app-X1.css', 'assets/images/lead-640.webp'],
    rootScript: 'go()',
  } as BundleResult;
  return {
    config,
    bundle,
    translations: {
      en: { translation: { site: { description: 'Consultancy' }, root: { chooseLanguage: 'Choose' } } },
      fr: { translation: {} },
    },
    icons: [{ path: 'icon-192.png', contents: Buffer.from('png') }],
    serviceWorkerSource: 'precacheAndRoute(self.__WB_MANIFEST);',
    table,
    feeds: planFeeds(config.locales, table.pages),
    root: null,
    shareImages: new Map(),
  };
}

const byPath = (files: OutputFile[]) => new Map(files.map((file) => [file.path, 'contents' in file ? String(file.contents) : '']));

describe('siteWideFiles (the files that depend on the whole site)', () => {
  it('writes the app data, every translation catalogue, a manifest per locale, the root page, sitemap and robots', () => {
    const files = byPath(siteWideFiles(input()));
    expect(JSON.parse(files.get('page-data/app-data.json')!)).toEqual({ webpackCompilationHash: 'abc123' });
    expect(files.has('locales/en/translation.json') && files.has('locales/fr/translation.json')).toBe(true);
    expect(['en', 'fr', 'en-gb', 'fr-ca'].every((code) => files.has(`manifest-${code}.webmanifest`))).toBe(true);
    expect(files.get('index.html')).toContain('go()');
    expect(files.get('robots.txt')).toContain('Sitemap: https://www.factor.consulting/sitemap.xml');
  });

  it('lists every indexable page in the sitemap; the root page only when it stands for a home page (else it is noindex)', () => {
    const sitemap = byPath(siteWideFiles(input())).get('sitemap.xml')!;
    expect(sitemap).toContain('<loc>https://www.factor.consulting/fr-ca/insights/first/</loc>');
    expect(sitemap.match(/<url>/g)).toHaveLength(4 * 4);
    expect(sitemap).not.toContain('<loc>https://www.factor.consulting/</loc>');
    expect(byPath(siteWideFiles(input())).get('index.html')).toContain('noindex');
  });

  it('publishes one feed per group of locales that read the same articles', () => {
    const feeds = [...byPath(siteWideFiles(input())).keys()].filter((path) => path.endsWith('feed.xml'));
    expect(feeds).toEqual(['en/feed.xml', 'fr/feed.xml']);
  });

  it('precaches scripts, styles, translations, manifests and icons in the service worker — not pages or images', () => {
    const worker = byPath(siteWideFiles(input())).get('sw.js')!;
    const urls = (JSON.parse(/precacheAndRoute\((.*)\);/.exec(worker)![1]!) as { url: string }[]).map((entry) => entry.url);
    expect(urls).toContain('/assets/app-X1.js');
    const catalogue = catalogueFile('fr', 'translation', JSON.parse(byPath(siteWideFiles(input())).get('locales/fr/translation.json')!));
    expect(urls).toContain(catalogue.href);
    expect(urls).not.toContain('/locales/fr/translation.json');
    expect(urls).toContain('/manifest-fr-ca.webmanifest');
    expect(urls).toContain('/icon-192.png');
    expect(urls.some((url) => url.endsWith('.html') || url.endsWith('.webp'))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });
});
