// A locale's pages made ready to render: the site data, catalogues and document parts they share, and each page's
// job (its data, its files, its document's own tags). Pure but for what the options hold; render-pages.ts renders them.
import { createHash } from 'node:crypto';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import { translationChain } from '../../site/shared/locales.ts';
import type { ImageSource, PageData, SiteData, SitemapGroup, StaticQueryResult } from '../../site/shared/page-data.ts';
import { componentChunkName } from '../../site/shared/page-data.ts';
import { localePath, staticQueryPath } from '../../site/shared/paths.ts';
import type { LocaleRendererInput } from '../../site/server.tsx';
import { DEFAULT_NAMESPACE } from '../../site/shared/translator.ts';
import type { Translate } from '../../site/shared/translator.ts';
import type { BundleResult } from '../bundle/bundle-site.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import { feedLinkOf, type FeedLink, type FeedPlan } from '../feeds/feeds.ts';
import type { Translations } from '../load/translations.ts';
import type { PlannedPage, RouteTable } from '../plan/create-route-table.ts';
import { catalogueFile } from '../shared/catalogue-file.ts';
import { cataloguesFor, createTranslator } from '../shared/translator.ts';
import { socialHead } from '../social/page-social.ts';
import type { ShareImage } from '../social/share-images.ts';
import { buildPageResult } from './build-page-result.ts';
import { buildSiteData, buildSitemapGroups } from './build-site-data.ts';
import type { LocaleDocument, PageJob } from './page-output.ts';
import type { PreviousRender } from './render-record.ts';

/** A locale's site data as the file its pages load (the static query result), named by its hash. */
export interface StaticQuery {
  hash: string;
  file: string;
  /** The file's contents: the result's JSON, made once for its hash and its file. */
  json: string;
}

/** What the render stage is given. */
export interface RenderOptions {
  config: SiteConfig;
  table: RouteTable;
  translations: Translations;
  bundle: BundleResult;
  brochurePdfs: Map<string, { href: string; bytes: number }>;
  images: Map<string, ImageSource>;
  /** Each page's share image, by the page's public path. */
  shareImages: Map<string, ShareImage>;
  /** The feed each locale links to. */
  feeds: FeedPlan;
  /** Markup appended to every page's body (the dev server's reload client). */
  bodyEnd?: string;
  /** Render only these pages (dev: a markdown edit); site data is still built for every locale. */
  only?: (page: PlannedPage) => boolean;
  /**
   * What every page's key starts from (render-record.ts: the generator's code and the bundles); without it, pages
   * get no key and all are rendered.
   */
  renderVersion?: string | null;
  /** The output being replaced: its pages whose key is unchanged are taken as they are, not rendered. */
  previous?: PreviousRender | null;
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
    feed: feedLinkOf(locale, options.feeds, t, config.siteName),
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
    icon: bundle.icon,
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
      image: context.options.shareImages.get(planned.path)!,
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

function createStaticQuery(site: SiteData): StaticQuery {
  const result: StaticQueryResult = { data: site };
  const json = JSON.stringify(result);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  return { hash, file: staticQueryPath(hash), json };
}
