import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { HeadData } from '../site/shared/page-data.ts';
import { bundleSite, type BundleMode, type BundleResult } from './bundle/bundle-site.ts';
import type { SiteConfig } from './config/config-schema.ts';
import { loadConfig } from './config/load-config.ts';
import { createBrochures, type BrochureFiles } from './documents/create-brochures.ts';
import { createIcons } from './emit/icons.ts';
import { createHeadersFile, createRedirectsFile, headerRules } from './host/host-config.ts';
import { inlineScripts, scriptHash } from './shared/script-hashes.ts';
import { createOutputWriter, type FileSink } from './emit/output-writer.ts';
import { carryOverAssets, readBuildHistory } from './emit/previous-builds.ts';
import { rootSourceOf, type RootSource } from './emit/root-pages.ts';
import { bundleFiles, localeFiles, SERVICE_WORKER_FILE, siteWideFiles } from './emit/site-files.ts';
import { createEdgeWorker } from './host/edge/edge-worker.ts';
import type { SiteSources } from './load/load-sources.ts';
import { loadSources } from './load/load-sources.ts';
import { checkTranslations } from './load/translations.ts';
import { timed, type Logger } from './logger.ts';
import { createRouteTable, referencedImages, type RouteTable } from './plan/create-route-table.ts';
import { describeImages, processImages, type ProcessedImages } from './images/process-images.ts';
import { renderLocales } from './render/render-pages.ts';
import { createTranslator } from './shared/translator.ts';
import { planFeeds } from './social/feeds.ts';
import { shareCardOf } from './social/page-social.ts';
import { createShareImages, type ShareImage } from './social/share-images.ts';
import type { LocaleInfo } from '../site/shared/locales.ts';

export interface BuildOptions {
  /** The project folder holding site.config.json, content/, locales/ and site/. */
  root: string;
  /** Where the site is written. Default: `{root}/dist`. */
  outDir?: string;
  /** Overrides the config's siteUrl (e.g. a preview deployment). */
  siteUrl?: string;
  /** Overrides where analytics loads from and sends to (tests and dev use a local stand-in). */
  analytics?: { cdnUrl: string; apiHost: string };
  /** Default: production. */
  mode?: BundleMode;
  /** Where bundles, PDFs and parsed markdown are cached; inside the project, since the server bundle resolves packages from there. Default: `{root}/.cache`. */
  cacheDir?: string;
  /** Markup appended to every page's body (the dev server's reload client). */
  bodyEnd?: string;
  logger: Logger;
}

export interface BuildSummary {
  outDir: string;
  pages: number;
  files: number;
  bytes: number;
  milliseconds: number;
  bundleHash: string;
}

/** What a build computed (not its output), kept by `dev` to redo only what an edit needs. */
export interface BuildState {
  cacheDir: string;
  config: SiteConfig;
  sources: SiteSources;
  table: RouteTable;
  bundle: BundleResult;
  brochures: BrochureFiles;
  images: ProcessedImages;
  social: { shareImages: Map<string, ShareImage>; feeds: ReturnType<typeof planFeeds> };
}

/**
 * config → load → plan → bundle → files → images → share → render → emit, into a temporary folder that replaces `outDir`
 * only when everything succeeded. Throws a SiteError (or ErrorList) on bad input.
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary & { state: BuildState }> {
  const start = performance.now();
  const outDir = resolve(options.outDir ?? join(resolve(options.root), 'dist'));
  const writer = await createOutputWriter(outDir);
  try {
    const { state, pages } = await runBuild(options, writer);
    const written = await timed(options.logger, 'emit', () => writer.commit(), (result) => `${result.files} files, ${formatBytes(result.bytes)} → ${outDir}`);
    return { outDir, pages, files: written.files, bytes: written.bytes, milliseconds: performance.now() - start, bundleHash: state.bundle.hash, state };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** The pipeline. Files go to `sink` as soon as they exist, so writing overlaps rendering. */
export async function runBuild(options: BuildOptions, output: FileSink): Promise<{ state: BuildState; pages: number }> {
  // Every path written, for the host's header rules (one per top-level folder).
  const written: string[] = [];
  const sink: FileSink = {
    add(files) {
      for (const file of files) written.push(file.path);
      return output.add(files);
    },
  };
  const root = resolve(options.root);
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const { logger } = options;
  const cacheDir = resolve(options.cacheDir ?? join(root, '.cache'));
  const config = await timed(logger, 'config', () => loadConfig(join(root, 'site.config.json'), { siteUrl: options.siteUrl, analytics: options.analytics }), (value) => `${value.locales.length} locales, ${value.siteUrl}`);
  const sources = await timed(logger, 'load', async () => {
    const loaded = await loadSources(root, cacheDir);
    const baseLanguages = config.locales.filter((locale) => locale.code === locale.language).map((locale) => locale.code);
    const regional = config.locales.filter((locale) => locale.code !== locale.language).map((locale) => locale.code);
    checkTranslations(loaded.translations, baseLanguages, regional);
    return loaded;
  }, (value) => `${value.documents.length} documents, ${Object.keys(value.translations).length} translation languages`);
  const table = await timed(logger, 'plan', () => createRouteTable(config, sources.documents, sources.mediaFiles, sources.outcomes), (value) => `${value.routes.length} routes × ${config.locales.length} locales = ${value.pages.length} pages`);
  const bundle = await timed(logger, 'bundle', () => bundleSite({ root, mode: options.mode ?? 'production', cacheDir }), (value) => `${value.clientFiles.length} files, hash ${value.hash}${value.cached ? ' (cached)' : ''}`);
  const { brochures, icons } = await timed(logger, 'files', async () => {
    const [made, icons] = await Promise.all([createBrochures(config, table, sources.translations, root, cacheDir), createIcons(await readFile(join(root, 'site/static/icon.svg')), cacheDir)]);
    const assets = bundleFiles(bundle);
    const kept = carryOverAssets(await readBuildHistory(outDir), { hash: bundle.hash, files: assets.map((file) => file.path).filter((path) => path.startsWith('assets/')) }, config.build.keepPreviousBuilds, outDir);
    await sink.add([...assets, ...kept.files, ...made.files, ...icons]);
    return { brochures: made, icons };
  }, (value) => `${value.brochures.files.length} brochure PDFs, icons`);
  const serviceWorkerSource = await readFile(join(bundle.clientDir, SERVICE_WORKER_FILE), 'utf8');
  const images = await timed(logger, 'images', async () => {
    const referenced = [...new Set(sources.documents.flatMap(referencedImages))];
    const proxy = config.images.proxy ? { template: config.images.proxy, siteUrl: config.siteUrl } : undefined;
    const processed = await processImages(referenced.map((src) => ({ src, file: join(root, 'content', src) })), { widths: config.images.widths, cacheDir, proxy });
    await sink.add(processed.files);
    return processed;
  }, (value) => describeImages(value, Boolean(config.images.proxy)));
  const social = await timed(logger, 'share', async () => {
    const requests = (config.locales as LocaleInfo[]).flatMap((locale) => {
      const t = createTranslator(locale, sources.translations);
      return table.pages.filter((page) => page.locale.code === locale.code).map((page) => ({ key: page.path, ...shareCardOf(page, config, t, join(root, 'content')) }));
    });
    const made = await createShareImages(requests, cacheDir);
    await sink.add(made.files);
    return { shareImages: made.byKey, feeds: planFeeds(config.locales as LocaleInfo[], table.pages), files: made.files.length };
  }, (value) => `${value.files} share images, ${value.feeds.publishers.length} feeds`);
  const heads: HeadData[] = [];
  let rootSource: RootSource | null = null;
  await timed(logger, 'render', async () => {
    for await (const batch of renderLocales({ config, table, translations: sources.translations, bundle, brochurePdfs: brochures.byDocument, images: images.images, social, bodyEnd: options.bodyEnd })) {
      await sink.add(localeFiles(batch, config));
      for (const page of batch.pages) heads.push(page.pageData.result.head);
      rootSource ??= rootSourceOf(batch, config);
    }
    const { feeds, shareImages } = social;
    const { translations } = sources;
    const root = rootSource;
    await sink.add(siteWideFiles({ config, bundle, translations, heads, icons, serviceWorkerSource, table, feeds, root, shareImages }));
    // Last: the header rules cover every file, and the policy hashes every inline script the build wrote.
    const hashes = [bundle.rootScript, bundle.notFoundScript, ...inlineScripts(options.bodyEnd ?? '')].map(scriptHash);
    const headers = createHeadersFile(headerRules(config, hashes, written));
    // The edge worker applies the same headers to what it answers itself.
    await sink.add([
      { path: '_headers', contents: headers },
      { path: '_redirects', contents: createRedirectsFile(config) },
      await createEdgeWorker(config, headers),
    ]);
  }, () => `${heads.length} pages`);
  return { state: { cacheDir, config, sources, table, bundle, brochures, images, social }, pages: heads.length };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
