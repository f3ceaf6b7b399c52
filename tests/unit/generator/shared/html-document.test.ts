import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { createHtmlDocument, documentFrame, frameDocument, type DocumentAssets } from '../../../../generator/shared/html-document.ts';
import type { BootJson } from '../../../../site/shared/boot-data.ts';
import type { HeadData } from '../../../../site/shared/page-data.ts';

const head: HeadData = {
  lang: 'fr-ca',
  title: 'Automatisation & données — Factor',
  description: 'Un audit de deux semaines, « à prix fixe ».',
  canonical: 'https://example.test/fr-ca/audit/',
  alternates: [
    { hreflang: 'en', href: 'https://example.test/en/audit/' },
    { hreflang: 'fr-ca', href: 'https://example.test/fr-ca/audit/' },
  ],
  manifest: '/manifest-fr-ca.webmanifest',
  noindex: false,
};

const assets: DocumentAssets = {
  app: { js: ['/assets/app-A.js', '/assets/chunks/react-B.js'] },
  stylesheet: '/assets/page-landing-C.css',
  boot: '/assets/boot-D.js',
  fonts: ['/assets/media/inter-400.woff2'],
  icon: 'data:image/svg+xml,%3Csvg%2F%3E',
  chunkMap: {
    'component---site-templates-landing-tsx': { js: ['/assets/template-landing-E.js'], css: ['/assets/template-landing-F.css'] },
    evil: { js: ['</script><script>alert(1)</script>'], css: [] },
  },
  pageDataUrl: '/page-data/fr-ca/audit/page-data.json',
  staticQueryUrl: '/page-data/sq/d/1.json',
  translationUrls: [
    { code: 'fr-ca', href: '/locales/fr-ca/translation.json' },
    { code: 'fr', href: '/locales/fr/translation.json' },
  ],
  themeColor: '#3947E4',
  buildHash: 'abc123',
  locales: ['en', 'fr', 'fr-ca'],
  loadingLabel: 'Chargement de la page',
  loadErrorText: 'La page n’a pas pu devenir interactive.',
};

describe('createHtmlDocument', () => {
  const html = createHtmlDocument(head, '<main id="main"><h1>Audit</h1></main>', assets);
  const document = parse(html);

  it('is a whole document in the page language, naming its build and locales', () => {
    expect(html.startsWith('<!DOCTYPE html>\n')).toBe(true);
    const root = document.querySelector('html')!;
    expect([root.getAttribute('lang'), root.getAttribute('data-build'), root.getAttribute('data-locales')]).toEqual([
      'fr-ca',
      'abc123',
      'en,fr,fr-ca',
    ]);
    expect(document.querySelector('#___site')!.innerHTML).toBe('<main id="main"><h1>Audit</h1></main>');
  });

  it('escapes the title and description, and lists the canonical and every alternate', () => {
    expect(html).toContain('<title>Automatisation &#38; données — Factor</title>');
    expect(document.querySelector('title')!.textContent).toBe('Automatisation & données — Factor');
    expect(document.querySelector('meta[name=description]')!.getAttribute('content')).toBe(head.description);
    expect(document.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(head.canonical);
    expect(document.querySelectorAll('link[rel=alternate]').map((link) => link.getAttribute('hreflang'))).toEqual(['en', 'fr-ca']);
    expect(document.querySelector('meta[name=robots]')).toBeNull();
  });

  it('links one stylesheet and preloads only its fonts: before the first paint the page fetches only what it shows', () => {
    expect(document.querySelectorAll('link[rel=stylesheet]').map((link) => link.getAttribute('href'))).toEqual([
      '/assets/page-landing-C.css',
    ]);
    // The fonts are asked for with the page itself, so that a first visit is drawn in them; nothing else is preloaded.
    expect(
      document
        .querySelectorAll('link[rel=preload], link[rel=modulepreload]')
        .map((link) => [link.getAttribute('href'), link.getAttribute('as')]),
    ).toEqual([['/assets/media/inter-400.woff2', 'font']]);
    expect(document.querySelector('link[rel=preload]')!.getAttribute('type')).toBe('font/woff2');
    expect(document.querySelector('link[rel=preload]')!.hasAttribute('crossorigin')).toBe(true);
    expect(document.querySelectorAll('head > script:not([src])')).toHaveLength(0);
  });

  it('draws the tab icon from the page and links no manifest: neither is a request beside the first screen', () => {
    expect(document.querySelectorAll('link[rel=icon]').map((link) => link.getAttribute('href'))).toEqual([
      'data:image/svg+xml,%3Csvg%2F%3E',
    ]);
    expect(document.querySelector('link[rel=manifest]')).toBeNull();
  });

  it('names the page data and the translations for the runtime, and has one script', () => {
    const boot = JSON.parse(document.querySelector('#__boot')!.textContent) as BootJson;
    expect(boot.pageDataUrl).toBe('/page-data/fr-ca/audit/page-data.json');
    expect(boot.staticQueryUrl).toBe('/page-data/sq/d/1.json');
    expect(boot.translations).toEqual([
      { language: 'fr-ca', href: '/locales/fr-ca/translation.json' },
      { language: 'fr', href: '/locales/fr/translation.json' },
    ]);
    expect(boot.chunkMap).toEqual(assets.chunkMap);
    const scripts = document.querySelectorAll('script[src]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('type')).toBe('module');
    // The runtime's modules, each once, fetched by the boot module after the first paint; not the template's, which
    // the runtime asks for while it hydrates (its part of the page is server HTML until then).
    expect(scripts[0]!.getAttribute('data-preload')!.split(' ')).toEqual(['/assets/app-A.js', '/assets/chunks/react-B.js']);
  });

  it('keeps the boot data inert: no markup in it can close its script element', () => {
    const json = document.querySelector('#__boot')!;
    expect(json.getAttribute('type')).toBe('application/json');
    expect(html).not.toContain('</script><script>alert(1)');
    expect((JSON.parse(json.textContent) as BootJson).chunkMap.evil!.js[0]).toBe('</script><script>alert(1)</script>');
  });

  it('marks a page kept out of search engines, and starts a not-found page from its inline script', () => {
    const notFound = parse(createHtmlDocument({ ...head, canonical: null, noindex: true }, '', { ...assets, notFoundBoot: 'start();' }));
    expect(notFound.querySelector('meta[name=robots]')!.getAttribute('content')).toBe('noindex');
    expect(notFound.querySelector('link[rel=canonical]')).toBeNull();
    const script = notFound.querySelectorAll('script').find((element) => element.textContent === 'start();')!;
    expect(script.getAttribute('src')).toBeUndefined();
    expect(script.getAttribute('data-preload')).toContain('/assets/app-A.js');
  });

  it('makes every page of a locale from one frame, each the document made for that page alone', () => {
    const frame = documentFrame({ ...assets, bodyEnd: '<script src="/reload.js"></script>' });
    const pages = [
      { head, body: '<main>Audit</main>', parts: { stylesheet: assets.stylesheet, pageDataUrl: assets.pageDataUrl } },
      {
        head: { ...head, title: 'Introuvable', canonical: null, noindex: true },
        body: '',
        parts: { stylesheet: '/assets/page-404.css', pageDataUrl: '/page-data/fr-ca/404/page-data.json', notFoundBoot: 'start();' },
      },
      {
        head: { ...head, title: 'Contact' },
        body: '<main>Contact</main>',
        parts: {
          stylesheet: assets.stylesheet,
          pageDataUrl: '/page-data/fr-ca/contact/\u2028</script>.json',
          headEnd: ['<meta property="og:title" content="Contact">'],
          consentBanner: { html: '<section>Témoins</section>', script: 'showBanner();' },
        },
      },
    ];
    for (const page of pages) {
      const alone = createHtmlDocument(page.head, page.body, { ...assets, ...page.parts, bodyEnd: '<script src="/reload.js"></script>' });
      expect(frameDocument(frame, page.head, page.body, page.parts)).toBe(alone);
    }
    const boot = parse(frameDocument(frame, head, '', pages[2]!.parts)).querySelector('#__boot')!.textContent;
    expect((JSON.parse(boot) as BootJson).pageDataUrl).toBe('/page-data/fr-ca/contact/\u2028</script>.json');
    expect(boot).not.toContain('</script>');
  });
});
