import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { HTMLElement } from 'node-html-parser';
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { contentOf } from '../support/page-results.ts';
import type { PageData } from '../../site/shared/page-data.ts';
import { fileForUrlPath, listBuiltFiles, readHtml, readJson } from '../support/built-site.ts';
import { realConfig } from '../support/fixtures.ts';
import { ART_TILE, SHARE_IMAGE } from '../../generator/social/share-card-layout.ts';

const config = realConfig();
const codes = config.locales.map((locale) => locale.code);
type JsonLdNode = Record<string, unknown> & { '@type': string };
/** Open Graph wants language_TERRITORY: `en` and `fr` (world-wide) are written as their most likely territory. */
const OG_LOCALES: Record<string, string> = {
  en: 'en_US',
  fr: 'fr_FR',
  'en-au': 'en_AU',
  'en-ca': 'en_CA',
  'en-gb': 'en_GB',
  'en-ie': 'en_IE',
  'en-mx': 'en_MX',
  'en-nz': 'en_NZ',
  'en-sg': 'en_SG',
  'en-us': 'en_US',
  'fr-be': 'fr_BE',
  'fr-ca': 'fr_CA',
  'fr-ch': 'fr_CH',
  'fr-fr': 'fr_FR',
  'fr-lu': 'fr_LU',
};

let dir: string;
let pages: { file: string; html: HTMLElement; data: PageData }[];

/** The built file an absolute URL on the site is served from, or a failure naming the URL. */
function builtFileOf(url: string): string {
  expect(url.startsWith(`${config.siteUrl}/`), `${url} is absolute on ${config.siteUrl}`).toBe(true);
  return fileForUrlPath(url.slice(config.siteUrl.length));
}

function resolves(url: string): boolean {
  return existsSync(join(dir, builtFileOf(url)));
}

const meta = (html: HTMLElement, attribute: 'property' | 'name', key: string) =>
  html.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content');

function jsonLd(html: HTMLElement): JsonLdNode[] {
  const scripts = html.querySelectorAll('script[type="application/ld+json"]');
  return scripts.flatMap((script) => (JSON.parse(script.textContent) as { '@graph': JsonLdNode[] })['@graph']);
}

beforeAll(() => {
  dir = inject('builtSite');
  const files = listBuiltFiles(dir).filter((file) => /^[a-z]{2}(-[a-z]{2})?\/(.*\/)?(index|404)\.html$/.test(file));
  pages = files.map((file) => {
    const dataFile = file.endsWith('404.html')
      ? file.replace(/404\.html$/, '404/page-data.json')
      : file.replace(/index\.html$/, 'page-data.json');
    return { file, html: readHtml(dir, file), data: readJson<PageData>(dir, `page-data/${dataFile}`) };
  });
});

describe('social cards', () => {
  it('gives every page Open Graph and Twitter tags whose URLs are absolute and resolve in the build', () => {
    expect(pages).toHaveLength(codes.length * 30);
    for (const { file, html, data } of pages) {
      const head = data.result.head;
      expect(meta(html, 'property', 'og:title'), file).toBe(data.result.page.title);
      expect(meta(html, 'property', 'og:description'), file).toBe(head.description);
      expect(meta(html, 'property', 'og:site_name'), file).toBe(config.siteName);
      expect(meta(html, 'property', 'og:type'), file).toBe(data.result.template === 'insight' ? 'article' : 'website');
      expect(meta(html, 'property', 'og:url'), file).toBe(head.canonical ?? undefined);
      if (head.canonical) expect(resolves(head.canonical), file).toBe(true);
      // Open Graph's language_TERRITORY only; the world-wide locales take their language's likely territory.
      const locale = meta(html, 'property', 'og:locale')!;
      expect(locale, file).toBe(OG_LOCALES[data.result.locale]);
      const alternates = html.querySelectorAll('meta[property="og:locale:alternate"]').map((element) => element.getAttribute('content')!);
      expect(new Set(alternates).size, file).toBe(alternates.length);
      expect([locale, ...alternates].sort(), file).toEqual([...new Set(Object.values(OG_LOCALES))].sort());
      const image = meta(html, 'property', 'og:image')!;
      expect(resolves(image), `${file}: ${image}`).toBe(true);
      expect(meta(html, 'property', 'og:image:width'), file).toBe('1200');
      expect(meta(html, 'property', 'og:image:height'), file).toBe('630');
      expect(meta(html, 'property', 'og:image:alt'), file).toContain(data.result.page.title);
      expect(meta(html, 'name', 'twitter:card'), file).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:image'), file).toBe(image);
      expect(meta(html, 'name', 'twitter:image:alt'), file).toBe(meta(html, 'property', 'og:image:alt'));
    }
  });

  it('marks insights as articles with their dates and author', () => {
    const insights = pages.filter((page) => page.data.result.template === 'insight');
    expect(insights).toHaveLength(codes.length * 3);
    for (const { file, html, data } of insights) {
      const article = contentOf(data.result, 'insight');
      expect(meta(html, 'property', 'article:published_time'), file).toBe(article.published.iso);
      expect(meta(html, 'property', 'article:modified_time'), file).toBe((article.updated ?? article.published).iso);
      expect(meta(html, 'property', 'article:author'), file).toBeTruthy();
      expect(meta(html, 'property', 'article:section'), file).toBe(data.result.page.lead?.kicker);
    }
  });

  it('draws every share image at the declared 1200×630, one per distinct title and category', async () => {
    const images = new Set(pages.map(({ html }) => meta(html, 'property', 'og:image')!));
    // The same card serves every locale that reads the same title: far fewer images than pages.
    expect(images.size).toBeLessThan(pages.length / 4);
    for (const image of images) {
      const { width, height, format } = await sharp(join(dir, builtFileOf(image))).metadata();
      expect({ image, width, height, format }).toEqual({ image, width: 1200, height: 630, format: 'png' });
    }
    const titleImage = (file: string) => meta(pages.find((page) => page.file === file)!.html, 'property', 'og:image');
    expect(titleImage('en/audit/index.html')).toBe(titleImage('en-us/audit/index.html'));
    expect(titleImage('en/audit/index.html')).not.toBe(titleImage('fr/audit/index.html'));
  });

  it("shows the page's lead artwork in its share image, and the house pattern where a page has none", async () => {
    const { width, height, inset } = ART_TILE;
    const tile = { left: SHARE_IMAGE.width - inset - width, top: inset, width, height };
    // The mean colour of an image, per channel; stats() reads the input, not the pipeline, so the crop is made first.
    const meanOf = async (image: Sharp) => {
      const { channels } = await sharp(await image.removeAlpha().png().toBuffer()).stats();
      return channels.map((channel) => channel.mean);
    };
    const cardTile = (file: string) => {
      const image = meta(pages.find((page) => page.file === file)!.html, 'property', 'og:image')!;
      return meanOf(sharp(join(dir, builtFileOf(image))).extract(tile));
    };
    // The artwork cut the way the share image cuts it: its central square, at the tile's size.
    const artTile = (src: string) => {
      const file = join(import.meta.dirname, '../../content', src);
      return meanOf(sharp(file, { density: (72 * width) / 1200 }).resize(width, height, { fit: 'cover' }));
    };
    const distance = (a: number[], b: number[]) => Math.max(...a.map((value, index) => Math.abs(value - b[index]!)));
    const leads = [
      ['en/index.html', 'media/leads/home.svg'],
      ['fr/industries/freight-logistics/index.html', 'media/leads/freight-logistics.svg'],
    ] as const;
    for (const [file, src] of leads) {
      expect(pages.find((page) => page.file === file)!.data.result.page.lead?.image, file).toBeTruthy();
      expect(distance(await cardTile(file), await artTile(src)), file).toBeLessThan(4);
    }
    // A page without a lead image (legal pages, the sitemap…) gets the pattern tile, not some other page's artwork.
    const plain = pages.find((page) => page.file.startsWith('en/') && page.data.result.page.lead?.image == null)!;
    expect(plain, 'an English page without a lead image').toBeDefined();
    expect(distance(await cardTile(plain.file), await artTile('media/leads/home.svg')), plain.file).toBeGreaterThan(4);
  });
});

describe('structured data', () => {
  it('describes the organisation with its logo and a contact point per office on every home page', () => {
    for (const code of codes) {
      const nodes = jsonLd(pages.find((page) => page.file === `${code}/index.html`)!.html);
      const organization = nodes.find((node) => node['@type'] === 'Organization')!;
      expect(organization.name).toBe('Factor');
      expect(organization.url).toBe(`${config.siteUrl}/`);
      expect(resolves((organization.logo as { url: string }).url)).toBe(true);
      const points = organization.contactPoint as { telephone: string; email: string; areaServed: string[]; contactType: string }[];
      expect(
        points
          .map((point) => point.areaServed)
          .flat()
          .sort(),
      ).toEqual(['AU', 'BE', 'CA', 'CH', 'FR', 'GB', 'IE', 'LU', 'MX', 'NZ', 'SG', 'US']);
      for (const point of points) {
        expect(point.telephone).toMatch(/^\+\d[\d-]+$/);
        expect(point.email).toMatch(/@factor\.consulting$/);
        expect(point.contactType).toBeTruthy();
      }
      const website = nodes.find((node) => node['@type'] === 'WebSite')!;
      expect(website.url).toBe(`${config.siteUrl}/${code}/`);
      expect(String(website.inLanguage).toLowerCase()).toBe(code);
      expect(nodes.some((node) => node['@type'] === 'BreadcrumbList')).toBe(false);
    }
  });

  it('gives every page below home a breadcrumb trail from the home page to itself, every link resolving', () => {
    for (const { file, html, data } of pages) {
      if (data.result.template === 'home' || data.result.template === 'not-found') continue;
      const trail = jsonLd(html).find((node) => node['@type'] === 'BreadcrumbList');
      expect(trail, file).toBeDefined();
      const items = trail!.itemListElement as { '@type': string; position: number; name: string; item: string }[];
      expect(items.length, file).toBeGreaterThanOrEqual(2);
      expect(items[0]!.item).toBe(`${config.siteUrl}/${data.result.locale}/`);
      expect(items.at(-1)!.item).toBe(data.result.head.canonical);
      items.forEach((item, index) => {
        expect(item['@type']).toBe('ListItem');
        expect(item.position).toBe(index + 1);
        expect(item.name.length).toBeGreaterThan(0);
        expect(resolves(item.item), item.item).toBe(true);
      });
    }
  });

  it('describes insights as Articles and service pages as Services, in the page language', () => {
    let articles = 0;
    let services = 0;
    for (const { file, html, data } of pages) {
      const nodes = jsonLd(html);
      const lang = html.querySelector('html')!.getAttribute('lang')!;
      if (data.result.template === 'insight') {
        articles += 1;
        const article = nodes.find((node) => node['@type'] === 'Article')!;
        expect(article.headline, file).toBe(data.result.page.title);
        expect(String(article.inLanguage).toLowerCase(), file).toBe(lang);
        expect(article.datePublished).toBe(data.result.page.published!.iso);
        expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const author = article.author as { '@type': string; name: string };
        expect(author['@type']).toBe('Person');
        expect(author.name).toBe(`${data.result.page.author!.firstName} ${data.result.page.author!.lastName}`);
        for (const image of article.image as string[]) expect(resolves(image), image).toBe(true);
        const publisher = article.publisher as {
          '@type': string;
          name: string;
          logo: { '@type': string; url: string; width: string; height: string };
        };
        expect(publisher).toMatchObject({ '@type': 'Organization', name: 'Factor' });
        // Google's Article rich result reads the publisher's logo as an ImageObject with its size.
        expect(publisher.logo, file).toEqual({
          '@type': 'ImageObject',
          url: `${config.siteUrl}/icon-512.png`,
          width: '512',
          height: '512',
        });
        expect(resolves(publisher.logo.url)).toBe(true);
      } else {
        expect(
          nodes.some((node) => node['@type'] === 'Article'),
          file,
        ).toBe(false);
      }
      if (data.result.template === 'service') {
        services += 1;
        const service = nodes.find((node) => node['@type'] === 'Service')!;
        expect(service.name, file).toBe(data.result.page.title);
        expect(service.url).toBe(data.result.head.canonical);
        expect((service.provider as { '@type': string })['@type']).toBe('Organization');
        expect((service.areaServed as string[]).length).toBeGreaterThan(0);
      }
    }
    expect(articles).toBe(codes.length * 3);
    expect(services).toBe(codes.length * 6);
  });

  it("adds no script that runs but the runtime's (its module, on not-found pages the hashed inline script that adds it) and the banner's", () => {
    const policy = readFileSync(join(dir, '_headers'), 'utf8').match(/Content-Security-Policy: (.*)/)![1]!;
    const allowed = (script: HTMLElement) => policy.includes(`'sha256-${createHash('sha256').update(script.rawText).digest('base64')}'`);
    for (const { file, html, data } of pages) {
      const notFound = data.result.template === 'not-found';
      // The cookie banner's inline script, right after the banner it shows (first in <body>), allowed by its hash.
      const banner = html.querySelector('body > [data-consent-root][hidden] + script:not([type])');
      expect(banner, file).not.toBeNull();
      expect(allowed(banner!), file).toBe(true);
      expect(html.querySelectorAll('head > script:not([type]):not([data-boot-module])'), file).toHaveLength(0);
      for (const script of html.querySelectorAll('script')) {
        const type = script.getAttribute('type') ?? null;
        const inline = notFound || script === banner;
        expect([inline ? null : 'module', 'application/json', 'application/ld+json'], file).toContain(type);
        if (type === 'module') expect(script.getAttribute('src'), file).toMatch(/^\/assets\//);
      }
      const runtime = html.querySelectorAll(notFound ? 'head > script[data-boot-module]' : 'script[type="module"]');
      expect(runtime, file).toHaveLength(1);
      if (notFound) {
        expect(runtime[0]!.getAttribute('data-boot-module'), file).toMatch(/^\/assets\/boot-\w+\.js$/);
        expect(allowed(runtime[0]!), file).toBe(true);
      }
    }
  });
});

describe('the root page and web manifests', () => {
  it('makes the root page the indexable x-default of the home pages: self canonical, in the sitemap, with share tags', () => {
    const root = readHtml(dir, 'index.html');
    const home = pages.find((page) => page.file === 'en/index.html')!;
    expect(meta(root, 'name', 'robots')).toBeUndefined();
    expect(root.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(`${config.siteUrl}/`);
    const clusterOf = (html: HTMLElement) =>
      html
        .querySelectorAll('link[rel=alternate][hreflang]')
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
        .sort();
    expect(clusterOf(root)).toEqual(clusterOf(home.html));
    expect(clusterOf(root)).toContain(`x-default ${config.siteUrl}/`);
    const sitemap = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'xhtml:link'].includes(name) }).parse(
      readFileSync(join(dir, 'sitemap.xml'), 'utf8'),
    );
    const entry = (sitemap.urlset.url as { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[]).find(
      (url) => url.loc === `${config.siteUrl}/`,
    )!;
    expect(entry['xhtml:link'].map((link) => `${link['@_hreflang']} ${link['@_href']}`).sort()).toEqual(clusterOf(root));
    // What a link preview of the bare domain shows: the default home page's card, at the root's address.
    expect(meta(root, 'name', 'description')).toBe(home.data.result.head.description);
    expect(meta(root, 'property', 'og:url')).toBe(`${config.siteUrl}/`);
    for (const key of [
      'og:type',
      'og:site_name',
      'og:title',
      'og:description',
      'og:locale',
      'og:image',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
    ]) {
      expect(meta(root, 'property', key), key).toBe(meta(home.html, 'property', key));
    }
    for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image', 'twitter:image:alt'])
      expect(meta(root, 'name', key), key).toBe(meta(home.html, 'name', key));
    expect(resolves(meta(root, 'property', 'og:image')!)).toBe(true);
  });

  it('names the site in every manifest short enough for launchers (12 characters) and install dialogs (45)', () => {
    for (const code of codes) {
      const manifest = readJson<{ name: string; short_name: string; description: string; lang: string }>(
        dir,
        `manifest-${code}.webmanifest`,
      );
      expect(manifest.short_name.length, code).toBeLessThanOrEqual(12);
      expect(manifest.name.length, code).toBeLessThanOrEqual(45);
      expect(manifest.name, code).toContain(config.siteName);
      expect(manifest.description.length, code).toBeGreaterThan(50);
    }
  });
});

describe('Atom feeds', () => {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['entry', 'link'].includes(name) });
  type AtomLink = { '@_rel': string; '@_href': string; '@_type'?: string };
  type AtomEntry = {
    id: string;
    title: string;
    summary: { '#text': string };
    published: string;
    updated: string;
    link: AtomLink[];
    author: { name: string };
  };

  it('links every page to its locale feed, and every feed lists each article of its language with absolute links', () => {
    const feeds = new Map<string, { entries: AtomEntry[] }>();
    for (const { file, html, data } of pages) {
      const link = html.querySelector('link[rel="alternate"][type="application/atom+xml"]');
      expect(link, file).not.toBeNull();
      const path = link!.getAttribute('href')!;
      expect(link!.getAttribute('title'), file).toBeTruthy();
      if (!feeds.has(path)) {
        const xml = readFileSync(join(dir, fileForUrlPath(path)), 'utf8');
        expect(XMLValidator.validate(xml), path).toBe(true);
        const feed = parser.parse(xml).feed;
        expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
        expect(feed.id).toBe(`${config.siteUrl}${path}`);
        expect(feed.title).toBeTruthy();
        expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(feed.link.find((candidate: AtomLink) => candidate['@_rel'] === 'self')['@_href']).toBe(`${config.siteUrl}${path}`);
        expect(resolves(feed.link.find((candidate: AtomLink) => candidate['@_rel'] === 'alternate')['@_href'])).toBe(true);
        feeds.set(path, { entries: feed.entry });
      }
      // The feed holds the same articles the page's locale shows, in the same language.
      const entries = feeds.get(path)!.entries;
      const feedLocale = path.split('/')[1]!;
      expect(feedLocale.split('-')[0], file).toBe(data.result.locale.split('-')[0]);
      const localeInsights = pages.filter(
        (page) => page.data.result.locale === data.result.locale && page.data.result.template === 'insight',
      );
      expect(entries.map((entry) => entry.title).sort(), file).toEqual(localeInsights.map((page) => page.data.result.page.title).sort());
    }
    expect([...feeds.keys()].sort()).toEqual(['/en-gb/feed.xml', '/en/feed.xml', '/fr/feed.xml']);
    for (const { entries } of feeds.values()) {
      expect(entries).toHaveLength(3);
      for (const entry of entries) {
        expect(entry.id.startsWith(`${config.siteUrl}/`)).toBe(true);
        expect(resolves(entry.link[0]!['@_href'])).toBe(true);
        expect(entry.link[0]!['@_href']).toBe(entry.id);
        expect(entry.published).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
        expect(entry.updated >= entry.published).toBe(true);
        expect(entry.author.name).toBeTruthy();
        expect(entry.summary['#text'].length).toBeGreaterThan(60);
      }
      const published = entries.map((entry) => entry.published);
      expect(published).toEqual([...published].sort().reverse());
    }
  });
});

describe('robots', () => {
  it('points robots.txt at the sitemap', () => {
    const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`Sitemap: ${config.siteUrl}/sitemap.xml`);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });

  it('keeps brochure downloads and the thank-you page out of the index and the sitemap', () => {
    const sitemap = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    const funnel = pages.filter(({ file }) => /\/(brochures\/[^/]+-download|contact\/thank-you)\/index\.html$/.test(file));
    expect(funnel).toHaveLength(codes.length * 3);
    for (const { file, html, data } of funnel) {
      expect(meta(html, 'name', 'robots'), file).toBe('noindex');
      expect(sitemap).not.toContain(`<loc>${data.result.head.canonical}</loc>`);
    }
    expect(sitemap).toContain(`<loc>${config.siteUrl}/en/brochures/ffa-data/</loc>`);
  });
});
