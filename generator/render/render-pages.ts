import { createHash } from 'node:crypto';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import { translationChain } from '../../site/shared/locales.ts';
import type { ImageSource, PageData, PageResult, SiteData, SitemapGroup, StaticQueryResult } from '../../site/shared/page-data.ts';
import { componentChunkName } from '../../site/shared/page-data.ts';
import { localePath, staticQueryPath } from '../../site/shared/paths.ts';
import type { LocaleRendererInput } from '../../site/server.tsx';
import type { BundleResult } from '../bundle/bundle-site.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import { siteError } from '../errors/site-error.ts';
import type { Translations } from '../load/translations.ts';
import type { PlannedPage, RouteTable } from '../plan/create-route-table.ts';
import { BodyRenderFailure, createBodyRenderer, type BodyRenderer, type PageOutput } from './body-renderer.ts';
import { buildPageResult } from './build-page-result.ts';
import { buildSiteData, buildSitemapGroups } from './build-site-data.ts';
import { DEFAULT_NAMESPACE } from '../../site/shared/translator.ts';
import { catalogueFile } from '../shared/catalogue-file.ts';
import type { LocaleDocument, PageJob } from './page-output.ts';
import { cataloguesFor, createTranslator } from '../shared/translator.ts';
import type { Translate } from '../../site/shared/translator.ts';
import { feedLinkOf, type FeedLink } from '../feeds/feeds.ts';
import { socialHead } from '../social/page-social.ts';
import type { SocialPlan } from '../social/plan-social.ts';

/**
 * A rendered page: its documents, or the bytes a render thread wrote of them. Its data
 * is not kept: it is made, handed to the renderer and dropped (a large site's build holds a batch of it at a time).
 */
export interface RenderedPage {
  planned: PlannedPage;
  /** Where its HTML goes as well (PageJob.alsoAs). */
  alsoAs: string | null;
  output: PageOutput;
}

export interface StaticQuery {
  hash: string;
  file: string;
  /** The file's contents: the result's JSON, made once for its hash and its file. */
  json: string;
}

/** Some pages of one locale, and the site-wide data they share (`first`: the locale's first batch). */
export interface LocaleRender {
  locale: LocaleInfo;
  staticQuery: StaticQuery;
  pages: RenderedPage[];
  first: boolean;
  /** The default locale's home page, in the batch that has it: the root page stands for it. */
  home: { planned: PlannedPage; result: PageResult } | null;
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
// (thousands of articles) never sits in memory whole. Small, so that a batch's page data is handed over and dropped
// before it outlives the young generation: measured at 4,800 pages with two render threads, peak memory was
// 338 MB with batches of 64, 320 with 16 and 300 with 8, in the same time (the threads still take turns).
const PAGES_PER_BATCH = 8;

/**
 * Renders every page to HTML and page data, locale after locale in batches, by `renderer`: render threads, which
 * write the files themselves, or this thread, whose documents are yielded for the caller to write. Either way a
 * batch's files go to disk while the next one renders, and no build holds more than a few batches in memory (two
 * per render thread).
 */
export async function* renderLocales(options: RenderOptions, renderer: BodyRenderer): AsyncGenerator<LocaleRender> {
  const inFlight: Batch[] = [];
  for (const locale of options.config.locales) {
    // dev, after an edit, renders only some pages: a locale with none of them is not prepared at all.
    if (options.only && !options.table.pages.some((page) => page.locale.code === locale.code && options.only!(page))) continue;
    const prepared = prepareLocale(locale, options);
    // The site data's hash names what the locale renders with, but for its translations (the same for a whole build).
    const session = renderer.openLocale(prepared.input, prepared.document, { locale: locale.code, version: prepared.context.query.hash });
    // The cookie banner's first view is the same on every page of the locale: drawn once, for its first page.
    let banner: Promise<string> | null = null;
    for (let start = 0; start === 0 || start < prepared.planned.length; start += PAGES_PER_BATCH) {
      const jobs = prepared.planned.slice(start, start + PAGES_PER_BATCH).map((planned) => jobOf(planned, prepared));
      banner ??= jobs.length ? session.banner(jobs[0]!.pageData.result) : Promise.resolve('');
      const outputs: Promise<PageOutput[]> = banner.then((html) => (jobs.length ? session.render(jobs, html) : []));
      outputs.catch(() => undefined); // thrown where it is awaited, in order; not unhandled meanwhile
      const pages = jobs.map((job, index) => ({ planned: prepared.planned[start + index]!, alsoAs: job.alsoAs }));
      const homeAt = locale.code === options.config.defaultLocale ? pages.findIndex((page) => page.planned.route === '/') : -1;
      const home = homeAt === -1 ? null : { planned: pages[homeAt]!.planned, result: jobs[homeAt]!.pageData.result };
      inFlight.push({ prepared, pages, outputs, first: start === 0, home });
      if (inFlight.length > renderer.lookahead) yield await finishBatch(inFlight.shift()!);
    }
    // After the banner, once each batch has been handed over (their callbacks on it were added first).
    void banner!.finally(() => session.close()).catch(() => undefined);
  }
  while (inFlight.length) yield await finishBatch(inFlight.shift()!);
}

/** Every rendered page at once, in this thread (dev re-renders a handful of pages this way), by a renderer dev may keep. */
export async function renderPages(options: RenderOptions, renderer?: BodyRenderer): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  const active = renderer ?? createBodyRenderer(options.bundle.serverEntry, 0, null);
  for await (const batch of renderLocales(options, active)) pages.push(...batch.pages);
  return pages;
}

interface LocaleRenderContext {
  query: StaticQuery;
  pagesByRoute: Map<string, PlannedPage>;
  sitemap: SitemapGroup[];
  feed: FeedLink | null;
  t: Translate;
  options: RenderOptions;
}

/** A locale's pages and what they share, before their results are built and their bodies rendered. */
export interface PreparedLocale {
  locale: LocaleInfo;
  context: LocaleRenderContext;
  /** What the server bundle renders the locale's pages with. */
  input: LocaleRendererInput;
  /** What every page's document has around its body. */
  document: LocaleDocument;
  planned: PlannedPage[];
}

/** A batch of a locale's pages, being rendered. */
interface Batch {
  prepared: PreparedLocale;
  pages: Omit<RenderedPage, 'output'>[];
  outputs: Promise<PageOutput[]>;
  first: boolean;
  home: LocaleRender['home'];
}

export function prepareLocale(locale: LocaleInfo, options: RenderOptions): PreparedLocale {
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
    feed: feedLinkOf(locale, options.social.feeds, t, config.siteName),
    t,
    options,
  };
  const { bundle } = options;
  const document: LocaleDocument = {
    app: bundle.app,
    stylesheets: bundle.stylesheets,
    fonts: bundle.fonts,
    boot: bundle.boot,
    notFoundScript: bundle.notFoundScript,
    consentScript: bundle.consentScript,
    chunkMap: bundle.chunkMap,
    staticQueryUrl: context.query.file,
    translationUrls,
    themeColor: config.themeColor,
    buildHash: bundle.hash,
    locales: config.locales.map((other) => other.code),
    loadingLabel: t('router.loading'),
    loadErrorText: t('router.loadError'),
    bodyEnd: options.bodyEnd,
  };
  const planned = localePages.filter((page) => !options.only || options.only(page));
  return { locale, context, input: { site, catalogues: cataloguesFor(locale, translations) }, document, planned };
}

/** A page to render: its data, its files, and its document's own tags. */
export function jobOf(planned: PlannedPage, prepared: PreparedLocale): PageJob {
  const { context } = prepared;
  const { config } = context.options;
  const pageData = pageDataOf(planned, context);
  const notFound = planned.route === null;
  return {
    pageData,
    htmlFile: planned.htmlFile,
    pageDataFile: planned.pageDataFile,
    alsoAs: notFound && planned.locale.code === config.defaultLocale ? '404.html' : null,
    notFound,
    headEnd: socialHead({
      config,
      planned,
      result: pageData.result,
      pagesByRoute: context.pagesByRoute,
      image: context.options.social.shareImages.get(planned.path)!,
      feed: context.feed,
      t: context.t,
    }),
  };
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

/** Waits for a batch's pages; a page that failed is the build's RenderFailed (or OutputUnwritable) error. */
async function finishBatch({ prepared, pages, outputs, first, home }: Batch): Promise<LocaleRender> {
  let rendered: PageOutput[];
  try {
    rendered = await outputs;
  } catch (error) {
    if (!(error instanceof BodyRenderFailure)) throw error;
    const planned = pages[error.index]!.planned;
    if (error.unwritable) throw siteError('OutputUnwritable', { reason: error.message }, { file: planned.htmlFile }, error);
    throw siteError('RenderFailed', { route: planned.path, reason: error.message }, { file: planned.content.file }, error);
  }
  const done = pages.map((page, index) => ({ ...page, output: rendered[index]! }));
  return { locale: prepared.locale, staticQuery: prepared.context.query, pages: done, first, home };
}

function createStaticQuery(site: SiteData): StaticQuery {
  const result: StaticQueryResult = { data: site };
  const json = JSON.stringify(result);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { hash, file: staticQueryPath(hash), json };
}
