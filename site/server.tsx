// The server entry: bundled for Node by the generator (so Linaria's styles are extracted the same way as in
// the browser bundle) and called once per page.
import { renderToString } from 'react-dom/server';
import { App, type ChromeParts } from './app.tsx';
import { SiteContext, type SiteContextValue } from './context.tsx';
import { Footer } from './chrome/footer.tsx';
import { ConsentProvider } from './consent/consent-context.tsx';
import { CONSENT_ID_PREFIX, CookieBanner } from './consent/cookie-banner.tsx';
import type { ComponentType } from 'react';
import type { PageResult, SiteData, TemplateProps } from './shared/page-data.ts';
import { createTranslator, type Catalogue } from './shared/translator.ts';
import { componentOf } from './templates/registry.gen.ts';
import { CHROME_STAND_INS, chromeMarkup, createChromeFiller } from './server-chrome.tsx';
import type { PageBody, RenderedChrome } from './shared/page-body.ts';

export interface LocaleRendererInput {
  site: SiteData;
  /** The catalogues the locale reads, in order: its own first, `dev` last. */
  catalogues: Catalogue[];
}

/**
 * Renders a page of the locale: its body with the header and footer to put in (shared/page-body.ts), or rendered
 * whole. Throws the reason where a part of the page failed, even behind a Suspense boundary.
 */
export type LocaleRenderer = (page: PageResult) => PageBody;

/**
 * A renderer for the pages of one locale. The translate function is made once per locale: it is only read
 * while rendering (the language never changes), so pages share no state that one render could alter.
 */
export function createLocaleRenderer({ site, catalogues }: LocaleRendererInput): LocaleRenderer {
  const t = createTranslator(catalogues);
  // The header and the footer are rendered once for many pages (server-chrome.tsx).
  const fillChrome = createChromeFiller(site, t);
  return (page) => {
    const Template = componentOf(page.template);
    const app = (chrome?: ChromeParts) => renderToString(<App site={site} page={page} t={t} Template={Template} chrome={chrome} />);
    let body: PageBody;
    try {
      body = fillChrome(app(CHROME_STAND_INS), page);
    } catch {
      // A header or footer that throws: the page rendered whole says why (and is the page, should anything else
      // have kept the stand-ins from being filled).
      body = { html: app(), chrome: null };
    }
    if (body.html.includes(ERRORED_BOUNDARY) || (body.chrome && partsFailed(body.chrome.parts))) {
      throw errorBehindBoundary({ site, page, t }, Template);
    }
    return body;
  };
}

/** What React's server render writes where a part inside a Suspense boundary threw. */
const ERRORED_BOUNDARY = '<!--$!-->';

// A locale's header and footer are rendered once, for all its pages: their markup is looked through once.
const failedParts = new WeakMap<RenderedChrome, boolean>();

function partsFailed(parts: RenderedChrome): boolean {
  let failed = failedParts.get(parts);
  if (failed === undefined) failedParts.set(parts, (failed = chromeMarkup(parts).includes(ERRORED_BOUNDARY)));
  return failed;
}

/**
 * A part inside a Suspense boundary (the template, the footer) that throws does not fail React's server render: it
 * writes the boundary's empty fallback for the browser to fill, and keeps the error to itself. A page without its
 * content must fail the build instead, with the reason: rendered on its own, the part throws it.
 */
function errorBehindBoundary(context: SiteContextValue, Template: ComponentType<TemplateProps> | undefined): Error {
  if (!Template) return new Error("its template is not one of the site's");
  for (const part of [<Template page={context.page} />, <Footer />]) {
    try {
      renderToString(
        <SiteContext.Provider value={context}>
          <ConsentProvider>{part}</ConsentProvider>
        </SiteContext.Provider>,
      );
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }
  return new Error('a part of the page inside a Suspense boundary failed to render');
}

const ignore = () => {};

/**
 * The cookie banner's first view in one locale, as the server HTML holds it (SPEC §4): painted with the page, its
 * buttons answered by an inline script until the runtime arrives (site/consent/first-view.ts). `page` is any page
 * of the locale (the banner's privacy link is the only thing that depends on it, through the locale).
 */
export function renderConsentBanner({ site, catalogues }: LocaleRendererInput, page: PageResult): string {
  const t = createTranslator(catalogues);
  const html = renderToString(
    <SiteContext.Provider value={{ site, page, t }}>
      <CookieBanner destinations={[]} listState="idle" initiallyAnnounced onAcceptAll={ignore} onRejectAll={ignore} onSave={ignore} />
    </SiteContext.Provider>,
    // Its own ids, apart from the page's (a separate render would otherwise number them the same).
    { identifierPrefix: CONSENT_ID_PREFIX },
  );
  if (html.includes(ERRORED_BOUNDARY)) throw new Error('a part of the cookie banner inside a Suspense boundary failed to render');
  return html;
}
