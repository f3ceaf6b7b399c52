import { join } from 'node:path';
import type { AppData } from '../../site/shared/page-data.ts';
import { APP_DATA_PATH, manifestPath } from '../../site/shared/paths.ts';
import type { BundleResult } from '../bundle/bundle-site.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { Translations } from '../load/translations.ts';
import type { RootSource } from '../render/render-site.ts';
import { catalogueFile } from '../shared/catalogue-file.ts';
import { createTranslator } from '../shared/translator.ts';
import { createManifest } from './manifest.ts';
import type { OutputFile } from '../shared/output-file.ts';
import { createRootPage } from './root-pages.ts';
import { createServiceWorker, isPrecached, precacheEntry } from './service-worker.ts';
import { createSitemap, pageHeads } from './sitemap.ts';
import { createRobots } from './robots.ts';
import { localeFeed, feedPath, type FeedPlan } from '../feeds/feeds.ts';
import type { RouteTable } from '../plan/create-route-table.ts';
import type { ShareImage } from '../social/share-images.ts';

export interface SiteWideInput {
  config: SiteConfig;
  bundle: BundleResult;
  translations: Translations;
  /** Icons, added earlier, which the service worker precaches. */
  icons: { path: string; contents: Buffer }[];
  /** The built service worker, before its precache list is put in. */
  serviceWorkerSource: string;
  table: RouteTable;
  feeds: FeedPlan;
  /** The default locale's home page, which the root page stands for (null if the site has none). */
  root: RootSource | null;
  /** Each page's share image, by public path. */
  shareImages: Map<string, ShareImage>;
}

/** Files that depend on the whole site: app data, translations, manifests, root page, sitemap, service worker (pure). */
export function siteWideFiles(input: SiteWideInput): OutputFile[] {
  const { config, bundle, translations, icons, serviceWorkerSource, table, feeds, root, shareImages } = input;
  const files: OutputFile[] = [];
  const appData: AppData = { webpackCompilationHash: bundle.hash };
  files.push({ path: APP_DATA_PATH.slice(1), contents: JSON.stringify(appData) });
  const catalogues = Object.entries(translations)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([code, namespaces]) => Object.entries(namespaces).map(([namespace, catalogue]) => catalogueFile(code, namespace, catalogue)));
  for (const { path, contents } of catalogues) files.push({ path, contents });
  const locales = config.locales;
  for (const locale of locales) {
    files.push({
      path: manifestPath(locale.code).slice(1),
      contents: createManifest(config, locale, createTranslator(locale, translations)),
    });
  }
  const t = createTranslator(
    locales.find((locale) => locale.code === config.defaultLocale)!,
    translations,
  );
  const rootPage = createRootPage({ config, source: root, shareImages, rootScript: bundle.rootScript, t });
  files.push({ path: 'index.html', contents: rootPage.html });
  files.push({ path: 'sitemap.xml', contents: createSitemap(withFirst(rootPage.head, pageHeads(table, config))) });
  files.push({ path: 'robots.txt', contents: createRobots(config.siteUrl, config.forms.endpoint) });
  for (const locale of feeds.publishers) {
    files.push({
      path: feedPath(locale.code).slice(1),
      contents: localeFeed(config, locale, table.pages, createTranslator(locale, translations)),
    });
  }
  const precache = [
    ...bundle.clientFiles.filter(isPrecached).map((path) => precacheEntry(path, null)),
    // Catalogues at the versioned address pages ask for: that address names the contents.
    ...catalogues.map(({ href }) => ({ url: href, revision: null })),
    ...[...files, ...icons]
      .filter((file) => 'contents' in file && isPrecached(file.path))
      .map((file) => precacheEntry(file.path, (file as { contents: string | Buffer }).contents)),
  ];
  files.push({ path: SERVICE_WORKER_FILE, contents: createServiceWorker(serviceWorkerSource, precache) });
  return files;
}

export const SERVICE_WORKER_FILE = 'sw.js';

function* withFirst<T>(first: T, rest: Iterable<T>): Generator<T> {
  yield first;
  yield* rest;
}

/** The browser bundle's files, copied from the bundle cache (the service worker is written with its precache list). */
export function bundleFiles(bundle: BundleResult): OutputFile[] {
  return bundle.clientFiles
    .filter((file) => file !== SERVICE_WORKER_FILE)
    .map((file) => ({ path: file, copyFrom: join(bundle.clientDir, file) }));
}
