import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppData, PageData, StaticQueryResult } from '../../site/shared/page-data.ts';
import { EAGER_COMPILE_HINT } from '../../generator/bundle/client-bundle.ts';
import { lowercaseHexColours, splitRules } from '../../generator/bundle/merge-stylesheets.ts';
import { bootJsonOf, fileForUrlPath, listBuiltFiles, readHtml, readJson } from '../support/built-site.ts';
import { realConfig } from '../support/fixtures.ts';

const config = realConfig();
const codes = config.locales.map((locale) => locale.code);
const ROUTES_PER_LOCALE = 29;
let dir: string;
let files: string[];
let pageHtml: string[];

beforeAll(() => {
  dir = inject('builtSite');
  files = listBuiltFiles(dir);
  pageHtml = files.filter((file) => /^[a-z]{2}(-[a-z]{2})?\/(.*\/)?index\.html$/.test(file));
});

describe('the built site', () => {
  it('has the SPEC §2 page set in every locale, a not-found page per locale and the root pages', () => {
    expect(pageHtml).toHaveLength(codes.length * ROUTES_PER_LOCALE);
    for (const code of codes) {
      const routes = pageHtml
        .filter((file) => file.startsWith(`${code}/`))
        .map((file) => `/${file.slice(code.length + 1).replace(/index\.html$/, '')}`);
      expect(routes.sort()).toEqual(
        [
          '/',
          '/audit/',
          '/brochures/ffa-data-download/',
          '/brochures/ffa-data/',
          '/brochures/metals-sales-download/',
          '/brochures/metals-sales/',
          '/contact/',
          '/contact/business/',
          '/contact/general/',
          '/contact/support/',
          '/contact/thank-you/',
          '/industries/commodities-metals/',
          '/industries/fraud-forensic/',
          '/industries/freight-logistics/',
          '/insights/',
          '/insights/automating-document-generation/',
          '/insights/intelligent-document-parsing/',
          '/insights/structuring-data-using-ai/',
          '/legal/',
          '/legal/privacy/',
          '/services/business/',
          '/services/business/artificial-intelligence-ml/',
          '/services/business/business-automation/',
          '/services/business/data-analytics/',
          '/services/software/',
          '/services/software/it-infrastructure/',
          '/services/software/ui-ux/',
          '/services/software/web-app/',
          '/sitemap/',
        ].sort(),
      );
      expect(files).toContain(`${code}/404.html`);
    }
    expect(files).toContain('index.html');
    expect(files).toContain('404.html');
    expect(files.filter((file) => file.endsWith('.html'))).toHaveLength(codes.length * ROUTES_PER_LOCALE + codes.length + 2);
  });

  it('writes page data with exactly the SPEC §3 fields for every page', () => {
    const appData = readJson<AppData>(dir, 'page-data/app-data.json');
    expect(Object.keys(appData)).toEqual(['webpackCompilationHash']);
    const html = readHtml(dir, 'en/index.html');
    const chunkMap = bootJsonOf(html).chunkMap;
    const pageDataFiles = files.filter((file) => file.endsWith('/page-data.json'));
    expect(pageDataFiles).toHaveLength(codes.length * (ROUTES_PER_LOCALE + 1));
    for (const file of pageDataFiles) {
      const data = readJson<PageData>(dir, file);
      expect(Object.keys(data).sort(), file).toEqual([
        'componentChunkName',
        'matchPath',
        'path',
        'result',
        'staticQueryHashes',
        'webpackCompilationHash',
      ]);
      expect(data.webpackCompilationHash).toBe(appData.webpackCompilationHash);
      expect(chunkMap[data.componentChunkName], data.componentChunkName).toBeDefined();
      expect(`page-data${data.path}page-data.json`).toBe(file);
      for (const hash of data.staticQueryHashes) {
        const query = readJson<StaticQueryResult>(dir, `page-data/sq/d/${hash}.json`);
        expect(query.data.locale).toBe(data.result.locale);
      }
      expect(data.matchPath).toBe(data.result.template === 'not-found' ? `/${data.result.locale}/*` : null);
    }
  });

  it('gives every page its language, title, description, self canonical and hreflang cluster', () => {
    for (const file of pageHtml) {
      const html = readHtml(dir, file);
      const code = file.split('/')[0]!;
      const path = `/${file.replace(/index\.html$/, '')}`;
      expect(html.querySelector('html')!.getAttribute('lang')).toBe(code);
      expect(html.querySelector('title')!.textContent).toMatch(/^.+ — Factor$/);
      expect(html.querySelector('meta[name=description]')!.getAttribute('content')!.length).toBeGreaterThan(50);
      expect(html.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(`${config.siteUrl}${path}`);
      // The runtime links the locale's manifest once the page is interactive (tests/browser/runtime.spec.ts).
      expect(html.querySelector('link[rel=manifest]')).toBeNull();
      expect(html.querySelector('link[rel=icon]')!.getAttribute('href')).toMatch(/^data:image\/svg\+xml,%3Csvg/);
      const alternates = html
        .querySelectorAll('link[rel=alternate][hreflang]')
        .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
      expect(alternates.map(([hreflang]) => hreflang).sort()).toEqual([...codes, 'x-default'].sort());
      const route = path.slice(code.length + 1);
      // Home pages default to the root page, which picks the language; other pages to the default locale's.
      expect(alternates).toContainEqual(['x-default', route === '/' ? `${config.siteUrl}/` : `${config.siteUrl}/en${route}`]);
      // One script: the boot module, naming the runtime's modules to fetch after the first paint; the template's
      // module is not among them (the runtime asks for it while hydrating), but the chunk map names it.
      const scripts = html.querySelectorAll('script[src]');
      expect(scripts).toHaveLength(1);
      const modules = scripts[0]!.getAttribute('data-preload')!.split(' ');
      expect(modules.some((url) => /^\/assets\/app-\w+\.js$/.test(url))).toBe(true);
      const template = html.querySelector('[data-template]')!.getAttribute('data-template');
      expect(modules.some((url) => url.startsWith(`/assets/template-${template}-`))).toBe(false);
      const chunkMap = bootJsonOf(html).chunkMap;
      expect(Object.values(chunkMap).some((chunk) => chunk.js[0]!.startsWith(`/assets/template-${template}-`))).toBe(true);
    }
  });

  it('links one stylesheet per page, holding every rule of the shell’s CSS and of its template’s', () => {
    const chunkMap = bootJsonOf(readHtml(dir, 'en/index.html')).chunkMap;
    const shell = readFileSync(
      join(
        dir,
        files.find((file) => /^assets\/app-\w+\.css$/.test(file))!,
      ),
      'utf8',
    );
    const checked = new Set<string>();
    for (const file of pageHtml) {
      const html = readHtml(dir, file);
      const links = html.querySelectorAll('link[rel=stylesheet]');
      expect(links, file).toHaveLength(1);
      const href = links[0]!.getAttribute('href')!;
      if (checked.has(href)) continue;
      checked.add(href);
      const template = html.querySelector('[data-template]')!.getAttribute('data-template')!;
      const own = chunkMap[`component---site-templates-${template}-tsx`]!.css.map((url) => readFileSync(join(dir, url), 'utf8'));
      const merged = readFileSync(join(dir, href), 'utf8');
      for (const rule of splitRules(lowercaseHexColours([shell, ...own].join(''))))
        expect(merged, `${href} lacks ${rule.slice(0, 60)}`).toContain(rule);
    }
    expect(checked.size).toBeGreaterThan(10);
  });

  it('makes hreflang clusters reciprocal: every alternate lists the same cluster back', () => {
    const clusterOf = (file: string) =>
      readHtml(dir, file)
        .querySelectorAll('link[rel=alternate][hreflang]')
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
        .sort()
        .join('\n');
    for (const file of pageHtml.filter((name) => name.startsWith('en/'))) {
      const cluster = clusterOf(file);
      for (const line of cluster.split('\n')) {
        const target = fileForUrlPath(new URL(line.split(' ')[1]!).pathname);
        expect(existsSync(join(dir, target)), target).toBe(true);
        expect(clusterOf(target), `${target} lists the cluster of ${file}`).toBe(cluster);
      }
    }
  });

  it('lists every indexable page, the root page included, in sitemap.xml with its alternates, and leaves noindex pages out', () => {
    const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['url', 'xhtml:link'].includes(name) }).parse(
      readFileSync(join(dir, 'sitemap.xml'), 'utf8'),
    );
    const entries = xml.urlset.url as { loc: string; 'xhtml:link': { '@_hreflang': string }[] }[];
    const indexable = [...pageHtml, 'index.html'].filter((file) => !readHtml(dir, file).querySelector('meta[name=robots]'));
    const noindex = pageHtml.filter((file) => !indexable.includes(file));
    expect(noindex.length).toBe(codes.length * 3); // thank-you and the two download pages
    expect(indexable).toContain('index.html');
    expect(entries.map((entry) => entry.loc).sort()).toEqual(
      indexable.map((file) => `${config.siteUrl}/${file.replace(/index\.html$/, '')}`).sort(),
    );
    for (const entry of entries) expect(entry['xhtml:link']).toHaveLength(codes.length + 1);
  });

  it('has no broken internal link, asset, canonical, hreflang or share URL in any page', () => {
    const known = new Set(files);
    const broken: string[] = [];
    let checked = 0;
    for (const file of [...pageHtml, 'index.html', '404.html', ...codes.map((code) => `${code}/404.html`)]) {
      const html = readHtml(dir, file);
      const urls = [
        ...html.querySelectorAll('a[href], link[href]').map((element) => element.getAttribute('href')!),
        ...html.querySelectorAll('script[src], img[src]').map((element) => element.getAttribute('src')!),
        ...html.querySelectorAll('script[data-boot-module]').map((element) => element.getAttribute('data-boot-module')!),
        ...html.querySelectorAll('script[data-preload]').flatMap((element) => element.getAttribute('data-preload')!.split(' ')),
        ...html.querySelectorAll('img[srcset], source[srcset]').flatMap((element) =>
          element
            .getAttribute('srcset')!
            .split(', ')
            .map((entry) => entry.split(' ')[0]!),
        ),
        ...html.querySelectorAll('meta[content]').map((element) => element.getAttribute('content')!),
      ];
      for (const raw of urls) {
        // Absolute URLs on the site (canonical, hreflang, og:url, og:image) must resolve in the build as well.
        const url = raw.startsWith(`${config.siteUrl}/`) ? raw.slice(config.siteUrl.length) : raw;
        if (!url.startsWith('/') || url.startsWith('//')) continue;
        checked += 1;
        if (!known.has(fileForUrlPath(url))) broken.push(`${file} → ${raw}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(pageHtml.length * 50);
  });

  it('writes a well-formed sitemap.xml whose every URL is a built page', () => {
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = [...xml.matchAll(/(?:<loc>|href=")(https?:[^<"]+)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(pageHtml.length);
    for (const url of urls) expect(existsSync(join(dir, fileForUrlPath(new URL(url).pathname))), url).toBe(true);
  });

  it('renders an image in a markdown body through the same pipeline, in every language', () => {
    for (const file of [
      'en/insights/intelligent-document-parsing/index.html',
      'fr/insights/intelligent-document-parsing/index.html',
      'en-au/insights/intelligent-document-parsing/index.html',
    ]) {
      const img = readHtml(dir, file).querySelector(
        'main p img[alt^="A document parsing pipeline"], main p img[alt^="Une chaîne d’extraction"]',
      );
      expect(img, file).not.toBeNull();
      // The diagram is a vector original: served as its SVG, one file for every size.
      expect(img!.getAttribute('src')).toMatch(/^\/assets\/images\/document-parsing-pipeline-[0-9a-f]{8}\.svg$/);
      expect(img!.getAttribute('srcset')).toBeUndefined();
      expect(img!.getAttribute('loading')).toBe('lazy');
    }
  });

  it('gives every image a file that exists, its intrinsic size, and a srcset that resolves where it is a bitmap', async () => {
    const { default: sharp } = await import('sharp');
    const known = new Set(files);
    const checked = new Set<string>();
    /** Every candidate of a srcset is a built file of the declared width, in the declared format. */
    const checkSrcset = async (file: string, srcset: string, format: 'webp' | 'heif') => {
      for (const entry of srcset.split(', ')) {
        const [url, width] = entry.split(' ') as [string, string];
        expect(known.has(url.slice(1)), `${file}: ${url}`).toBe(true);
        if (checked.has(url)) continue;
        checked.add(url);
        const metadata = await sharp(join(dir, url)).metadata();
        expect([`${metadata.width}w`, metadata.format], url).toEqual([width, format]);
      }
    };
    for (const file of pageHtml.filter((name) => name.startsWith('en/') || name.startsWith('fr/'))) {
      for (const img of readHtml(dir, file).querySelectorAll('img:not([data-placeholder])')) {
        const src = img.getAttribute('src')!;
        expect(known.has(src.slice(1)), `${file}: ${src}`).toBe(true);
        const metadata = await sharp(join(dir, src)).metadata();
        expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height')), src).toBeCloseTo(
          metadata.width! / metadata.height!,
          2,
        );
        if (src.endsWith('.svg')) {
          // A vector image is one file at every size: nothing to choose, so no srcset and no sizes.
          expect([img.getAttribute('srcset'), img.getAttribute('sizes')], src).toEqual([undefined, undefined]);
          checked.add(src);
          continue;
        }
        await checkSrcset(file, img.getAttribute('srcset')!, 'webp');
        expect(Number(img.getAttribute('width'))).toBe(metadata.width);
        // AVIF, where the build found it smaller, comes first in a <picture> around the WebP image.
        const picture = img.parentNode;
        if (picture?.tagName !== 'PICTURE') continue;
        const sources = picture.querySelectorAll('source');
        expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif']);
        const avifSrcset = sources[0]!.getAttribute('srcset')!;
        await checkSrcset(file, avifSrcset, 'heif');
        const widths = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[1]);
        expect(widths(avifSrcset)).toEqual(widths(img.getAttribute('srcset')!));
      }
    }
    expect(checked.size).toBeGreaterThan(20);
    // The first image of a page with a lead loads at once; the others wait until they are near.
    const home = readHtml(dir, 'en/index.html').querySelectorAll('img:not([data-placeholder])');
    expect(home[0]!.getAttribute('loading')).toBe('eager');
    expect(home.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('writes a web manifest per locale whose start path is the locale', () => {
    for (const code of codes) {
      const manifest = readJson<{ start_url: string; lang: string; icons: { src: string }[] }>(dir, `manifest-${code}.webmanifest`);
      expect(manifest.start_url).toBe(`/${code}/`);
      expect(manifest.lang).toBe(code);
      for (const icon of manifest.icons) expect(files).toContain(icon.src.slice(1));
    }
  });

  it('sends visitors from / to a locale without rendering anything, with a noscript language list', () => {
    const html = readHtml(dir, 'index.html');
    expect(html.querySelector('html')!.getAttribute('data-locales')!.split(',')).toEqual(codes);
    expect(html.querySelector('head script')!.textContent).toContain('location.replace');
    expect(
      html
        .querySelector('body')!
        .childNodes.filter((node) => node.toString().trim())
        .map((node) => (node as unknown as { tagName: string }).tagName),
    ).toEqual(['NOSCRIPT']);
    const noscript = html.querySelector('noscript')!.toString();
    for (const code of codes) expect(noscript).toContain(`href="/${code}/"`);
  });

  it('links each brochure download page to a real PDF made from the brochure', () => {
    for (const code of ['en', 'fr', 'en-gb']) {
      const html = readHtml(dir, `${code}/brochures/ffa-data-download/index.html`);
      const href = html.querySelector('a[download]')!.getAttribute('href')!;
      const pdf = readFileSync(join(dir, href));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('marks React, which every page runs as it starts, for eager compilation, and nothing loaded later', () => {
    const scripts = files.filter((file) => /^assets\/.*\.js$/.test(file));
    const hinted = scripts.filter((file) => readFileSync(join(dir, file), 'utf8').startsWith(EAGER_COMPILE_HINT));
    // React DOM's client (and its entry), whose one wrapping function was compiled on the main thread as the page started.
    const reactDom = scripts.filter((file) => readFileSync(join(dir, file), 'utf8').includes('.hydrateRoot='));
    expect(reactDom.length).toBeGreaterThan(0);
    for (const file of reactDom) expect(hinted).toContain(file);
    // Only modules the runtime loads before it runs: not the site's own, not the analytics loaded on consent.
    const runtime = readHtml(dir, 'en/index.html').querySelector('script[data-preload]')!.getAttribute('data-preload')!.split(' ');
    for (const file of hinted) expect(runtime).toContain(`/${file}`);
    expect(hinted.filter((file) => /^assets\/(app|template-[\w-]+)-\w+\.js$/.test(file))).toEqual([]);
  });

  it('emits translations, the service worker and the icons browsers ask for', () => {
    for (const file of [
      'locales/en/translation.json',
      'locales/fr/translation.json',
      'locales/dev/translation.json',
      'sw.js',
      'favicon.ico',
      'icon.svg',
      'apple-touch-icon.png',
    ]) {
      expect(files).toContain(file);
    }
  });
});
