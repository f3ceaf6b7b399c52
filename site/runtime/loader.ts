import type { ComponentType } from 'react';
import type { TemplateProps } from '../shared/page-data.ts';
import type { AppData, ChunkMap, PageData, SiteData, StaticQueryResult } from '../shared/page-data.ts';
import { APP_DATA_PATH, NOT_FOUND_ROUTE, pageDataPath, splitLocalePath, staticQueryPath } from '../shared/paths.ts';
import { deferred } from '../primitives/deferred.ts';
import { fetchResource, type FetchOptions } from './fetch-resource.ts';
import type { PrefetchExtent } from './prefetch.ts';

export interface PageResource {
  pageData: PageData;
  site: SiteData;
  Template: ComponentType<TemplateProps>;
}

export type LoadResult =
  | { kind: 'page'; status: 'ok' | 'not-found'; resource: PageResource }
  | { kind: 'error'; status: number }
  /** The server runs a newer build than this tab: only a full load gives a consistent page. */
  | { kind: 'stale-build' };

/** A template chunk that could not be loaded (deleted by a deploy, network failure …). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** The page's resources could not be found at all (not even the locale's not-found page). */
export class PageResourcesError extends Error {
  override name = 'PageResourcesError';
}

export const DELAYED_LOAD_MS = 1000;
export const DELAYED_LOAD_EVENT = 'site:delayed-load';

function isPageData(value: unknown): value is PageData {
  const data = value as PageData;
  return Boolean(
    data &&
    typeof data.path === 'string' &&
    typeof data.componentChunkName === 'string' &&
    data.result &&
    typeof data.webpackCompilationHash === 'string',
  );
}
function isAppData(value: unknown): value is AppData {
  return Boolean(value && typeof (value as AppData).webpackCompilationHash === 'string');
}
function isStaticQuery(value: unknown): value is StaticQueryResult {
  return Boolean(value && typeof (value as StaticQueryResult).data === 'object');
}

export interface LoaderOptions {
  chunkMap: ChunkMap;
  buildHash: string;
  locales: string[];
  fetchOptions?: FetchOptions;
}

/**
 * Loads what a page needs in the browser: page data, site data and the template chunk, each once. Fires
 * a delayed-load event when a load takes over a second (SPEC §4).
 */
export function createLoader({ chunkMap, buildHash, locales, fetchOptions }: LoaderOptions) {
  const pageData = new Map<string, ReturnType<typeof fetchResource<PageData>>>();
  const siteData = new Map<string, Promise<SiteData>>();
  const templates = new Map<string, Promise<ComponentType<TemplateProps>>>();

  const fetchPageData = (url: string) => {
    let pending = pageData.get(url);
    if (!pending) {
      pending = fetchResource(url, isPageData, fetchOptions);
      pageData.set(url, pending);
      // Failures are not cached: the next attempt fetches again.
      void pending.then((outcome) => outcome.kind !== 'ok' && pageData.delete(url));
    }
    return pending;
  };

  const loadSiteData = (hash: string) => {
    let pending = siteData.get(hash);
    if (!pending) {
      pending = fetchResource(staticQueryPath(hash), isStaticQuery, fetchOptions).then((outcome) => {
        if (outcome.kind !== 'ok') throw new PageResourcesError(`The static query ${hash} could not load.`);
        return outcome.data.data;
      });
      siteData.set(hash, pending);
      pending.catch(() => siteData.delete(hash));
    }
    return pending;
  };

  const loadTemplate = (name: string) => {
    let pending = templates.get(name);
    if (!pending) {
      const chunk = chunkMap[name];
      if (!chunk) return Promise.reject(new ChunkLoadError(`The component chunk ${name} could not be found.`));
      // Importing the template brings its whole chunk list (chunk.js is what it imports): none needs a prefetch link.
      for (const file of chunk.js) preloaded.add(file);
      pending = import(/* @vite-ignore */ chunk.js[0]!).then(
        (module: { default: ComponentType<TemplateProps> }) => module.default,
        (error: unknown) => {
          templates.delete(name);
          throw new ChunkLoadError(`The component chunk ${name} could not be found (${String(error)})`);
        },
      );
      templates.set(name, pending);
    }
    return pending;
  };

  // The first page's stylesheet already holds its template's rules; a page of another template brings its own.
  // The first page's template is not needed to hydrate the rest: it comes as a deferred component (its chunk is
  // asked for at once, and its part of the page hydrates when it arrives).
  const resourceFrom = async (data: PageData, first = false): Promise<PageResource> => {
    const name = data.componentChunkName;
    if (first) {
      const template = loadTemplate(name);
      return { pageData: data, site: await loadSiteData(data.staticQueryHashes[0]!), Template: deferred(() => template) };
    }
    const [site, Template] = await Promise.all([
      loadSiteData(data.staticQueryHashes[0]!),
      loadTemplate(name),
      addStylesheets(chunkMap[name]?.css ?? []),
    ]);
    return { pageData: data, site, Template };
  };

  // The first page renders what its own HTML describes, at any address (the root not-found page at /nope/),
  // and does not compare builds (no reload loops).
  async function loadOwnPage(pageDataUrl: string): Promise<LoadResult> {
    const outcome = await fetchPageData(pageDataUrl);
    return outcome.kind === 'ok'
      ? { kind: 'page', status: 'ok', resource: await resourceFrom(outcome.data, true) }
      : { kind: 'error', status: outcome.kind === 'error' ? outcome.status : 404 };
  }

  async function load(pathname: string): Promise<LoadResult> {
    const target = splitLocalePath(pathname, locales);
    if (!target) return { kind: 'error', status: 404 };
    const [outcome, app] = await Promise.all([
      fetchPageData(pageDataPath(target.locale, target.route)),
      fetchResource(APP_DATA_PATH, isAppData, fetchOptions),
    ]);
    if (app.kind === 'ok' && app.data.webpackCompilationHash !== buildHash) return { kind: 'stale-build' };
    if (outcome.kind === 'error') return { kind: 'error', status: outcome.status };
    if (outcome.kind === 'not-found') {
      const notFound = await fetchPageData(pageDataPath(target.locale, NOT_FOUND_ROUTE));
      if (notFound.kind !== 'ok') throw new PageResourcesError(`page resources for ${pathname} not found`);
      return { kind: 'page', status: 'not-found', resource: await resourceFrom(notFound.data) };
    }
    if (outcome.data.webpackCompilationHash !== buildHash) return { kind: 'stale-build' };
    return { kind: 'page', status: 'ok', resource: await resourceFrom(outcome.data) };
  }

  return {
    /** Loads a page; over a second, `onDelayed` is called once (the progress indicator, SPEC §4). */
    async loadPage(pathname: string, onDelayed: () => void = () => {}): Promise<LoadResult> {
      const timer = setTimeout(() => {
        window.dispatchEvent(new CustomEvent(DELAYED_LOAD_EVENT, { detail: { pathname } }));
        onDelayed();
      }, DELAYED_LOAD_MS);
      try {
        return await load(pathname);
      } finally {
        clearTimeout(timer);
      }
    },
    /** Loads the page the HTML was rendered for, from the page data it names. */
    loadFirstPage(pageDataUrl: string): Promise<LoadResult> {
      return loadOwnPage(pageDataUrl);
    },
    /**
     * Fetches a page's data and, for `data-and-code`, warms its template chunk, without rendering anything. A page
     * prefetched for its data already is not fetched again.
     */
    async prefetch(pathname: string, extent: PrefetchExtent): Promise<void> {
      const target = splitLocalePath(pathname, locales);
      if (!target) return;
      const outcome = await fetchPageData(pageDataPath(target.locale, target.route));
      if (outcome.kind !== 'ok' || extent === 'data') return;
      for (const file of chunkMap[outcome.data.componentChunkName]?.js ?? []) preloadModule(file);
      for (const file of chunkMap[outcome.data.componentChunkName]?.css ?? []) preload(file, 'preload', 'style');
      void loadSiteData(outcome.data.staticQueryHashes[0]!).catch(() => undefined);
    },
    /** Seeds the caches with what the first page already loaded. */
    seed(resource: PageResource, pathname: string) {
      const target = splitLocalePath(pathname, locales);
      if (target && resource.pageData.path === pathname)
        pageData.set(pageDataPath(target.locale, target.route), Promise.resolve({ kind: 'ok', data: resource.pageData }));
      siteData.set(resource.pageData.staticQueryHashes[0]!, Promise.resolve(resource.site));
    },
  };
}

export type Loader = ReturnType<typeof createLoader>;

const preloaded = new Set<string>();
function preloadModule(href: string): void {
  preload(href, 'modulepreload');
}
/**
 * Links `href` for the browser to fetch ahead, unless the page has it already: a template's chunk list repeats the
 * runtime's modules, which the boot linked (site/runtime/boot.ts). Each link starts a request, a few milliseconds of
 * the main thread under a busy browser, even for a module the browser holds.
 */
function preload(href: string, rel: 'modulepreload' | 'preload', as?: 'style'): void {
  if (preloaded.has(href)) return;
  preloaded.add(href);
  if (document.head.querySelector(`link[href="${href}"]`)) return;
  const link = Object.assign(document.createElement('link'), { rel, href });
  if (as) link.as = as;
  document.head.appendChild(link);
}

/**
 * Links the stylesheets the document does not have yet, and resolves once each has loaded or failed: a page
 * rendered before its styles arrive would flash unstyled, and one that fails to load still renders.
 */
function addStylesheets(hrefs: string[]): Promise<unknown> {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => new URL(link.href, location.href).pathname),
  );
  return Promise.all(
    hrefs
      .filter((href) => !present.has(href))
      .map(
        (href) =>
          new Promise((settle) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: settle, onerror: settle });
            document.head.appendChild(link);
          }),
      ),
  );
}
