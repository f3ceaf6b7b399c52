import { createHash } from 'node:crypto';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import { translationChain } from '../../site/shared/locales.ts';
import type { ImageSource, PageData, SiteData, SitemapGroup, StaticQueryResult } from '../../site/shared/page-data.ts';
import { componentChunkName } from '../../site/shared/page-data.ts';
import { localePath, staticQueryPath } from '../../site/shared/paths.ts';
import type { LocaleRendererInput } from '../../site/server.tsx';
import type { BundleResult } from '../bundle/bundle-site.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import { siteError } from '../errors/site-error.ts';
import type { Translations } from '../load/translations.ts';
import type { PlannedPage, RouteTable } from '../plan/create-route-table.ts';
import { BodyRenderFailure, createBodyRenderer, type BodyRenderer, type RenderedBodies } from './body-renderer.ts';
import { buildPageResult } from './build-page-result.ts';
import { buildSiteData, buildSitemapGroups } from './build-site-data.ts';
import { DEFAULT_NAMESPACE } from '../../site/shared/translator.ts';
import { catalogueFile } from '../shared/catalogue-file.ts';
import { createHtmlDocument } from './html-document.ts';
import { cataloguesFor, createTranslator } from '../shared/translator.ts';
import type { Translate } from '../../site/shared/translator.ts';
import { feedLinkOf } from '../social/feeds.ts';
import { socialHead, type FeedLink } from '../social/page-social.ts';
import type { SocialPlan } from '../social/plan-social.ts';

/** A rendered page: what the emitter writes, and the local links it contains (for checks). */
export interface RenderedPage {
  planned: PlannedPage;
  html: string;
  pageData: PageData;
}

export interface StaticQuery {
  hash: string;
  file: string;
  result: StaticQueryResult;
}

/** Some pages of one locale, and the site-wide data they share (`first`: the locale's first batch). */
export interface LocaleRender {
  locale: LocaleInfo;
  staticQuery: StaticQuery;
  pages: RenderedPage[];
  first: boolean;
}

export interface RenderOptions {
  config: SiteConfig;
  table: RouteTable;
  translations: Translations;
  bundle: BundleResult;
  brochurePdfs: Map<string, { href: string; bytes: number }>;
  images: Map<string, ImageSource>;
  /** Each page's share image (by public path) and the feeds locales link to. */
  social: Pick<SocialPlan, 'shareImages' | 'feeds'>;
  /** Markup appended to every page's body (the dev server's reload client). */
  bodyEnd?: string;
  /** Render only these pages (dev: a markdown edit); site data is still built for every locale. */
  only?: (page: PlannedPage) => boolean;
}

// A locale's pages are rendered, put into documents and written in batches of this many: a large site's locale
// (thousands of articles) never sits in memory whole, three times over (results, bodies, documents), while the
// next batch renders. 64 pages keep two render threads busy (8 runs) and hold a few megabytes.
const PAGES_PER_BATCH = 64;

/**
 * Renders every page to HTML and page data, locale after locale in batches, their bodies by `renderer` (render
 * threads, or this one). Yields values; the caller writes them, so a batch's files go to disk while the next one
 * renders and no build holds more than a couple of batches in memory.
 */
export async function* renderLocales(options: RenderOptions, renderer: BodyRenderer): AsyncGenerator<LocaleRender> {
  const inFlight: Batch[] = [];
  for (const locale of options.config.locales) {
    const prepared = prepareLocale(locale, options);
    const session = renderer.openLocale(prepared.input);
    // The cookie banner's first view is the same on every page of the locale: drawn with its first batch.
    let banner: Promise<string> | null = null;
    for (let start = 0; start === 0 || start < prepared.planned.length; start += PAGES_PER_BATCH) {
      const pages = prepared.planned
        .slice(start, start + PAGES_PER_BATCH)
        .map((planned) => ({ planned, pageData: pageDataOf(planned, prepared.context) }));
      const withBanner = banner === null;
      const bodies: Promise<RenderedBodies> = pages.length
        ? session.render(
            pages.map((page) => page.pageData.result),
            withBanner,
          )
        : Promise.resolve({ bodies: [], banner: '' });
      bodies.catch(() => undefined); // thrown where it is awaited, in order; not unhandled meanwhile
      // (A failed first batch fails the build where its bodies are awaited; its banner is then never read.)
      banner ??= bodies.then(
        (rendered) => rendered.banner,
        () => '',
      );
      inFlight.push({ prepared, pages, bodies, banner, first: start === 0 });
      if (inFlight.length > renderer.lookahead) yield await finishBatch(inFlight.shift()!);
    }
    session.close();
  }
  while (inFlight.length) yield await finishBatch(inFlight.shift()!);
}

/** Every rendered page at once, rendered in this thread (dev re-renders a handful of pages this way). */
export async function renderPages(options: RenderOptions): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  const renderer = createBodyRenderer(options.bundle.serverEntry, 0);
  for await (const batch of renderLocales(options, renderer)) pages.push(...batch.pages);
  return pages;
}

interface LocaleRenderContext {
  query: StaticQuery;
  pagesByRoute: Map<string, PlannedPage>;
  sitemap: SitemapGroup[];
  translationUrls: { code: string; href: string }[];
  loadingLabel: string;
  loadErrorText: string;
  feed: FeedLink | null;
  t: Translate;
  options: RenderOptions;
}

/** A locale's pages and what they share, before their results are built and their bodies rendered. */
interface PreparedLocale {
  locale: LocaleInfo;
  context: LocaleRenderContext;
  /** What the server bundle renders the locale's pages with. */
  input: LocaleRendererInput;
  planned: PlannedPage[];
}

/** A batch of a locale's pages with their data, whose bodies are being rendered. */
interface Batch {
  prepared: PreparedLocale;
  pages: { planned: PlannedPage; pageData: PageData }[];
  bodies: Promise<RenderedBodies>;
  banner: Promise<string>;
  first: boolean;
}

function prepareLocale(locale: LocaleInfo, options: RenderOptions): PreparedLocale {
  const { config, table, translations } = options;
  const localePages = table.pages.filter((page) => page.locale.code === locale.code);
  const t = createTranslator(locale, translations);
  const site = buildSiteData(config, locale, localePages, t);
  const sitemap = buildSitemapGroups(localePages, t);
  // Only the catalogues that exist: a regional locale without overrides reads its language's file.
  const translationUrls = translationChain(locale)
    .filter((code) => translations[code]?.[DEFAULT_NAMESPACE])
    .map((code) => ({ code, href: catalogueFile(code, DEFAULT_NAMESPACE, translations[code]![DEFAULT_NAMESPACE]!).href }));
  const context: LocaleRenderContext = {
    query: createStaticQuery(site),
    pagesByRoute: new Map(localePages.filter((page) => page.route !== null).map((page) => [page.route!, page])),
    sitemap,
    translationUrls,
    loadingLabel: t('router.loading'),
    loadErrorText: t('router.loadError'),
    feed: feedLinkOf(locale, options.social.feeds, t, config.siteName),
    t,
    options,
  };
  const planned = localePages.filter((page) => !options.only || options.only(page));
  return { locale, context, input: { site, catalogues: cataloguesFor(locale, translations) }, planned };
}

function pageDataOf(planned: PlannedPage, context: LocaleRenderContext): PageData {
  const { config, bundle, brochurePdfs, images } = context.options;
  const outcomes = context.options.table.outcomes.get(planned.locale.code) ?? new Map();
  const result = buildPageResult(planned, {
    config,
    pagesByRoute: context.pagesByRoute,
    sitemap: context.sitemap,
    brochurePdfs,
    images,
    outcomes,
  });
  return {
    path: planned.path,
    componentChunkName: componentChunkName(result.template),
    matchPath: planned.route === null ? localePath(planned.locale.code, '/*') : null,
    staticQueryHashes: [context.query.hash],
    result,
    webpackCompilationHash: bundle.hash,
  };
}

/** Puts a batch's rendered bodies into their documents; a body that failed is the build's RenderFailed error. */
async function finishBatch({ prepared, pages, bodies, banner, first }: Batch): Promise<LocaleRender> {
  let rendered: RenderedBodies;
  try {
    rendered = await bodies;
  } catch (error) {
    if (!(error instanceof BodyRenderFailure)) throw error;
    const planned = pages[error.index]!.planned;
    throw siteError('RenderFailed', { route: planned.path, reason: error.message }, { file: planned.document.file }, error);
  }
  const bannerHtml = await banner;
  const documents = pages.map(({ planned, pageData }, index) => ({
    planned,
    pageData,
    html: documentOf(planned, pageData, rendered.bodies[index]!, bannerHtml, prepared.context),
  }));
  return { locale: prepared.locale, staticQuery: prepared.context.query, pages: documents, first };
}

function documentOf(planned: PlannedPage, pageData: PageData, body: string, banner: string, context: LocaleRenderContext): string {
  const { config, bundle } = context.options;
  const chunkName = pageData.componentChunkName;
  return createHtmlDocument(pageData.result.head, body, {
    app: bundle.app,
    stylesheet: bundle.stylesheets[chunkName]!,
    fonts: bundle.fonts,
    fontsScript: bundle.fontsScript,
    boot: bundle.boot,
    notFoundBoot: planned.route === null ? bundle.notFoundScript : undefined,
    consentBanner: { html: banner, script: bundle.consentScript },
    template: bundle.chunkMap[chunkName]!,
    chunkMap: bundle.chunkMap,
    pageDataUrl: `/${planned.pageDataFile}`,
    staticQueryUrl: context.query.file,
    translationUrls: context.translationUrls,
    themeColor: config.themeColor,
    buildHash: bundle.hash,
    locales: config.locales.map((locale) => locale.code),
    loadingLabel: context.loadingLabel,
    loadErrorText: context.loadErrorText,
    headEnd: socialHead({
      config,
      planned,
      result: pageData.result,
      pagesByRoute: context.pagesByRoute,
      image: context.options.social.shareImages.get(planned.path)!,
      feed: context.feed,
      t: context.t,
    }),
    bodyEnd: context.options.bodyEnd,
  });
}

function createStaticQuery(site: SiteData): StaticQuery {
  const result: StaticQueryResult = { data: site };
  const hash = createHash('sha256').update(JSON.stringify(result)).digest('hex').slice(0, 12);
  return { hash, file: staticQueryPath(hash), result };
}
