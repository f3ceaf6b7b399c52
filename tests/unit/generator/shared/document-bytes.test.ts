import { describe, expect, it } from 'vitest';
import { documentBytes } from '../../../../generator/shared/document-bytes.ts';
import { documentFrame, type DocumentAssets } from '../../../../generator/shared/html-document.ts';
import { documentHtml, type LocalePageFrame, type PageDocument } from '../../../../generator/shared/page-document.ts';
import type { RenderedChrome } from '../../../../site/shared/page-body.ts';
import type { HeadData } from '../../../../site/shared/page-data.ts';

const assets: Omit<DocumentAssets, 'stylesheet' | 'pageDataUrl'> = {
  app: { js: ['/assets/app-A.js'] },
  boot: '/assets/boot-D.js',
  fonts: ['/assets/media/inter-400.woff2'],
  icon: 'data:image/svg+xml,%3Csvg%2F%3E',
  chunkMap: { 'component---site-templates-landing-tsx': { js: ['/assets/template-landing-E.js'], css: [] } },
  staticQueryUrl: '/page-data/sq/d/1.json',
  translationUrls: [{ code: 'fr', href: '/locales/fr/translation.json' }],
  themeColor: '#3947E4',
  buildHash: 'abc123',
  locales: ['en', 'fr'],
  loadingLabel: 'Chargement de la page',
  loadErrorText: 'La page n’a pas pu devenir interactive.',
};

// What the pages of a locale share: one object, as a render thread receives it for a batch.
const locale: LocalePageFrame = {
  frame: documentFrame(assets),
  consentBanner: {
    html: '<section aria-label="Cookies">Nous utilisons des témoins\u202f; à vous de choisir.</section>',
    script: 'show();',
  },
  notFoundBoot: 'startNotFound();',
};

// A header and a footer cut at their places: a language link's route and a navigation mark.
const chrome: RenderedChrome = {
  header: {
    pieces: ['<header><a href="/en', '" lang="en">English</a><a href="/fr/services/"', '>Services — IA</a></header>'],
    places: ['route', { link: '/services/' }],
  },
  footer: { pieces: ['<footer>© Factor ', '</footer>'], places: [{ dropdownLink: '/contact/' }] },
};

const HEADER = '<!--header-->';
const FOOTER = '<!--footer-->';

function page(route: string, main: string, overrides: Partial<PageDocument> = {}): PageDocument {
  const html = `${HEADER}<main>${main}</main>${FOOTER}`;
  const head: HeadData = {
    lang: 'fr',
    title: `${main} — Factor`,
    description: 'Un audit de deux semaines, « à prix fixe ».',
    canonical: `https://example.test/fr${route}`,
    alternates: [{ hreflang: 'en', href: `https://example.test/en${route}` }],
    manifest: '/manifest-fr.webmanifest',
    noindex: false,
  };
  return {
    locale,
    head,
    body: {
      html,
      chrome: {
        parts: chrome,
        slots: { headerAt: 0, headerEnd: HEADER.length, footerAt: html.length - FOOTER.length, footerEnd: html.length },
      },
    },
    place: { route, template: 'service' },
    stylesheet: '/assets/page-service-C.css',
    pageDataUrl: `/page-data/fr${route}page-data.json`,
    notFound: false,
    headEnd: ['<meta property="og:title" content="Factor">'],
    ...overrides,
  };
}

const utf8 = (document: PageDocument) => Buffer.from(documentHtml(document));

describe('a page document written as bytes (the build’s thread, render threads)', () => {
  it('is the UTF-8 of the document as text, for pages of a locale sharing one frame, header and footer', () => {
    const into = Buffer.alloc(64 * 1024);
    const pages = [
      page('/services/', 'Automatisation des données'),
      page('/services/ai/', 'Vision par ordinateur 🤖 et prévisions'),
      page('/contact/', 'Écrivez-nous'),
    ];
    for (const document of pages) {
      const bytes = documentBytes(document, into);
      expect(bytes.equals(utf8(document))).toBe(true);
      // The route-dependent places are each page's own, though the pieces around them are encoded once.
      expect(bytes.toString()).toContain(`href="/en${document.place.route}" lang="en"`);
    }
    expect(documentBytes(pages[0]!, into).toString()).toContain('<a href="/fr/services/" aria-current="page">');
    expect(documentBytes(pages[1]!, into).toString()).toContain('<a href="/fr/services/" aria-current="true">');
    expect(documentBytes(pages[2]!, into).toString()).toContain('<footer>© Factor  aria-current="page"</footer>');
  });

  it('is the same for a not-found page, a page rendered whole and one with no tags of its own at the end of its head', () => {
    const into = Buffer.alloc(64 * 1024);
    const notFound = page('/404/', 'Page introuvable', { notFound: true, headEnd: [] });
    expect(documentBytes(notFound, into).equals(utf8(notFound))).toBe(true);
    expect(documentBytes(notFound, into).toString()).toContain('startNotFound();</script>');
    const whole = page('/legal/', 'Mentions légales', { body: { html: '<main>Mentions légales</main>', chrome: null } });
    expect(documentBytes(whole, into).equals(utf8(whole))).toBe(true);
  });

  it('grows past the buffer it is given, which it never writes beyond', () => {
    const document = page('/insights/long/', 'Une analyse détaillée. '.repeat(500));
    const into = Buffer.alloc(1024 + 16, 0x2a);
    const bytes = documentBytes(document, into.subarray(0, 1024));
    expect(bytes.length).toBeGreaterThan(1024);
    expect(bytes.equals(utf8(document))).toBe(true);
    expect(into.subarray(1024).every((byte) => byte === 0x2a)).toBe(true);
  });

  it('encodes shared text again where its holder now holds another text', () => {
    const into = Buffer.alloc(64 * 1024);
    const banner = { html: '<section>Cookies</section>', script: 'show();' };
    const document = page('/services/', 'Services', { locale: { ...locale, consentBanner: banner } });
    expect(documentBytes(document, into).equals(utf8(document))).toBe(true);
    banner.html = '<section>Témoins</section>';
    expect(documentBytes(document, into).toString()).toContain('<section>Témoins</section>');
  });
});
