import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import { translationChain } from '../../site/shared/locales.ts';
import type { ImageSource, PageData, SiteData, SitemapGroup, StaticQueryResult } from '../../site/shared/page-data.ts';
import { componentChunkName } from '../../site/shared/page-data.ts';
import { localePath, staticQueryPath } from '../../site/shared/paths.ts';
import type { createLocaleRenderer, renderConsentBanner } from '../../site/server.tsx';
import type { BundleResult } from '../bundle/bundle-site.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import { siteError } from '../errors/site-error.ts';
import type { Translations } from '../load/translations.ts';
import type { PlannedPage, RouteTable } from '../plan/create-route-table.ts';
import { buildPageResult } from './build-page-result.ts';
import { buildSiteData, buildSitemapGroups } from './build-site-data.ts';
import { DEFAULT_NAMESPACE } from '../../site/shared/translator.ts';
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

/** The pages of one locale and the site-wide data they share. */
export interface LocaleRender {
  locale: LocaleInfo;
  staticQuery: StaticQuery;
  pages: RenderedPage[];
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

type ServerModule = { createLocaleRenderer: typeof createLocaleRenderer; renderConsentBanner: typeof renderConsentBanner };

const serverModules = new Map<string, Promise<ServerModule>>();

/** Loads the server bundle once per bundle (dev keeps several builds in one process). */
function loadServerModule(entry: string): Promise<ServerModule> {
  let module = serverModules.get(entry);
  if (!module) {
    module = import(pathToFileURL(entry).href) as Promise<ServerModule>;
    serverModules.set(entry, module);
  }
  return module;
}

/**
 * Renders every page to HTML and page data, one locale at a time. Yields values; the caller writes them,
 * so a locale's files go to disk while the next locale renders and no build holds every page in memory.
 */
export async function* renderLocales(options: RenderOptions): AsyncGenerator<LocaleRender> {
  const { config, table, translations, bundle } = options;
  const server = await loadServerModule(bundle.serverEntry);
  for (const locale of config.locales) {
    const localePages = table.pages.filter((page) => page.locale.code === locale.code);
    const t = createTranslator(locale, translations);
    const site = buildSiteData(config, locale, localePages, t);
    const sitemap = buildSitemapGroups(localePages, t);
    const query = createStaticQuery(site);
    const pagesByRoute = new Map(localePages.filter((page) => page.route !== null).map((page) => [page.route!, page]));
    const rendererInput = { site, catalogues: cataloguesFor(locale, translations) };
    const renderBody = server.createLocaleRenderer(rendererInput);
    // The same for every page of the locale: rendered once, with the first page that asks.
    let consentBanner: string | undefined;
    const consentBannerOf = (page: PageData['result']) => (consentBanner ??= server.renderConsentBanner(rendererInput, page));
    // Only the catalogues that exist: a regional locale without overrides reads its language's file.
    const translationUrls = translationChain(locale)
      .filter((code) => translations[code]?.[DEFAULT_NAMESPACE])
      .map((code) => ({ code, href: `/locales/${code}/${DEFAULT_NAMESPACE}.json` }));
    const feed = feedLinkOf(locale, options.social.feeds, t, config.siteName);
    const pages = localePages
      .filter((planned) => !options.only || options.only(planned))
      .map((planned) =>
        renderOne(planned, {
          query,
          pagesByRoute,
          sitemap,
          translationUrls,
          loadingLabel: t('router.loading'),
          loadErrorText: t('router.loadError'),
          renderBody,
          consentBannerOf,
          feed,
          t,
          options,
        }),
      );
    yield { locale, staticQuery: query, pages };
  }
}

/** Every rendered page at once (dev re-renders a handful of pages this way). */
export async function renderPages(options: RenderOptions): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for await (const batch of renderLocales(options)) pages.push(...batch.pages);
  return pages;
}

interface LocaleRenderContext {
  query: StaticQuery;
  pagesByRoute: Map<string, PlannedPage>;
  sitemap: SitemapGroup[];
  translationUrls: { code: string; href: string }[];
  loadingLabel: string;
  loadErrorText: string;
  renderBody: (page: PageData['result']) => string;
  consentBannerOf: (page: PageData['result']) => string;
  feed: FeedLink | null;
  t: Translate;
  options: RenderOptions;
}

function renderOne(planned: PlannedPage, context: LocaleRenderContext): RenderedPage {
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
  const chunkName = componentChunkName(result.template);
  const pageData: PageData = {
    path: planned.path,
    componentChunkName: chunkName,
    matchPath: planned.route === null ? localePath(planned.locale.code, '/*') : null,
    staticQueryHashes: [context.query.hash],
    result,
    webpackCompilationHash: bundle.hash,
  };
  let body: string;
  try {
    body = context.renderBody(result);
  } catch (error) {
    throw siteError('RenderFailed', { route: planned.path, reason: (error as Error).message }, { file: planned.document.file }, error);
  }
  const html = createHtmlDocument(result.head, body, {
    app: bundle.app,
    stylesheet: bundle.stylesheets[chunkName]!,
    fonts: bundle.fonts,
    boot: bundle.boot,
    notFoundBoot: planned.route === null ? bundle.notFoundScript : undefined,
    consentBanner: { html: context.consentBannerOf(result), script: bundle.consentScript },
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
      result,
      pagesByRoute: context.pagesByRoute,
      image: context.options.social.shareImages.get(planned.path)!,
      feed: context.feed,
      t: context.t,
    }),
    bodyEnd: context.options.bodyEnd,
  });
  return { planned, html, pageData };
}

function createStaticQuery(site: SiteData): StaticQuery {
  const result: StaticQueryResult = { data: site };
  const hash = createHash('sha256').update(JSON.stringify(result)).digest('hex').slice(0, 12);
  return { hash, file: staticQueryPath(hash), result };
}
