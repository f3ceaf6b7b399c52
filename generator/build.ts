import { join, resolve } from 'node:path';
import { bundlePackagesFrom, bundleSite, type BundleMode, type BundleResult } from './bundle/bundle-site.ts';
import type { SiteConfig } from './config/config-schema.ts';
import { loadConfig } from './config/load-config.ts';
import { createBrochures, type BrochureFiles } from './brochures/create-brochures.ts';
import { describeEmitted, emitSite } from './emit/emit-site.ts';
import type { BuildOutput, Executor } from './execution/executor.ts';
import { inProcessExecutor } from './execution/in-process-executor.ts';
import { describeFeeds, planFeeds, type FeedPlan } from './feeds/feeds.ts';
import { createHostFiles, describeHostFiles } from './host/host-files.ts';
import { processContentImages } from './images/content-images.ts';
import { describeImages, type ProcessedImages } from './images/process-images.ts';
import { describeSources, loadSite, type SiteSources } from './load/load-sources.ts';
import { LARGE_CONTENT_BYTES } from './load/read-text.ts';
import { inStartOrder, timed, type Logger } from './logger.ts';
import { createRouteTable, type RouteTable } from './plan/create-route-table.ts';
import { readRenderRecord, renderRecordOf, renderVersionOf, writeRenderRecord, type RenderKeys } from './render/render-record.ts';
import { describeRendered, renderSite } from './render/render-site.ts';
import { makesFiles } from './shared/output-file.ts';
import { createPageShareImages, describeShareImages, type PageShareImages } from './social/page-share-images.ts';
import { checkTranslations, describeTranslationCheck } from './translations/check-translations.ts';

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
  /**
   * Where bundles, PDFs and parsed markdown are cached; inside the project, since the server bundle resolves packages
   * from there. Default: `{root}/.cache`.
   */
  cacheDir?: string;
  /** Markup appended to every page's body (the dev server's reload client). */
  bodyEnd?: string;
  /**
   * What runs the stages' work, renders the pages and writes the files: the CLI's runs them in threads
   * (execution/threaded-executor.ts). Default: everything in this thread (execution/in-process-executor.ts).
   */
  executor?: Executor;
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
  feeds: FeedPlan;
  shareImages: PageShareImages;
}

/**
 * Builds the site into a temporary folder that replaces `outDir` only when every stage succeeded.
 * Throws a SiteError (or ErrorList) on bad input; the previous output is then left as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary & { state: BuildState }> {
  const start = performance.now();
  const { outDir, cacheDir } = foldersOf(options);
  const executor = options.executor ?? inProcessExecutor();
  const output = await executor.openOutput(outDir, cacheDir);
  try {
    const { state, pages, rendered } = await runBuild(options, executor, output);
    const written = await output.commit();
    if (rendered) writeRenderRecord(renderRecordOf(cacheDir, outDir), outDir, rendered);
    const milliseconds = performance.now() - start;
    return { outDir, pages, files: written.files, bytes: written.bytes, milliseconds, bundleHash: state.bundle.hash, state };
  } catch (error) {
    await output.abort();
    throw error;
  }
}

/**
 * The pipeline: config → load → plan → feeds → translations → bundle → brochures → images → social → render → emit → host.
 * Each stage is its folder's main function; the files a stage makes go to `output` as soon as they exist, so writing
 * overlaps work. The executor runs the stages' heavy work, renders the pages and writes the files.
 */
async function runBuild(
  options: BuildOptions,
  executor: Executor,
  output: BuildOutput,
): Promise<{ state: BuildState; pages: number; rendered: RenderKeys | null }> {
  const root = resolve(options.root);
  const { outDir, cacheDir } = foldersOf(options);
  const mode = options.mode ?? 'production';
  const logger = inStartOrder(options.logger);
  // Runs a stage, logs its line, and sends the files it made (if it makes any) to the output.
  const stage = <T extends object>(name: string, run: () => Promise<T>, describe: (value: T) => string) => {
    logger.begin(name);
    return timed(
      logger,
      name,
      async () => {
        const value = await run();
        if (makesFiles(value)) await output.add(value.files);
        return value;
      },
      describe,
    );
  };

  const overrides = { siteUrl: options.siteUrl, analytics: options.analytics };
  const config = await stage('config', () => loadConfig(join(root, 'site.config.json'), overrides, { cacheDir }), describeConfig);
  const sources = await stage('load', () => loadSite(root, config.locales, cacheDir, executor), describeSources);
  const { pages: contentPages, mediaFiles, outcomes, translations } = sources;
  for (const { file, bytes } of sources.largeFiles) {
    logger.warn(`${file} is ${formatBytes(bytes)}, over the ${formatBytes(LARGE_CONTENT_BYTES)} a page's text should take: is it a page?`);
  }
  const table = await stage('plan', async () => createRouteTable(config, contentPages, mediaFiles, outcomes), describeRoutes);
  output.plan(table.pages.length);
  const feeds = await stage('feeds', async () => planFeeds(config.locales, table.pages), describeFeeds);
  await stage('translations', () => checkTranslations(root, config, cacheDir, mode), describeTranslationCheck);
  const bundling = stage('bundle', () => bundleSite({ root, mode, cacheDir }, executor), describeBundle);
  const renderer = output.renderer(bundling, bundlePackagesFrom(cacheDir));
  try {
    // Four stages that need nothing from one another run at once (their lines still print in this order).
    const [bundle, brochures, images, shareImages] = await together(
      bundling,
      stage('brochures', () => createBrochures(config, table, translations, root, cacheDir, executor), describeBrochures),
      stage(
        'images',
        () => processContentImages(config, contentPages, root, cacheDir),
        (made) => describeImages(made, Boolean(config.images.proxy)),
      ),
      stage('social', () => createPageShareImages(config, table, translations, root, cacheDir, executor), describeShareImages),
    );
    // A page whose inputs are those of the same page in the output being replaced is taken from it, not rendered.
    const renderVersion = renderVersionOf(bundle);
    const previous = renderVersion ? readRenderRecord(renderRecordOf(cacheDir, outDir), outDir, renderVersion) : null;
    const renderOptions = {
      config,
      table,
      translations,
      bundle,
      brochurePdfs: brochures.byContentFile,
      images: images.images,
      shareImages: shareImages.byPage,
      feeds,
      bodyEnd: options.bodyEnd,
      renderVersion,
      previous,
    };
    const rendered = await stage('render', () => renderSite(renderOptions, output, renderer.take()), describeRendered);
    await renderer.close();
    const emitInput = { config, bundle, translations, table, feeds, shareImages: shareImages.byPage, rendered, root, outDir, cacheDir };
    await stage('emit', () => emitSite(emitInput), describeEmitted);
    const hostInput = { config, bundle, bodyEnd: options.bodyEnd, written: output.paths(), cacheDir };
    await stage('host', () => createHostFiles(hostInput), describeHostFiles);
    return {
      state: { cacheDir, config, sources, table, bundle, brochures, images, feeds, shareImages },
      pages: rendered.pages,
      rendered: renderVersion ? { version: renderVersion, keys: rendered.keys } : null,
    };
  } finally {
    await renderer.close();
  }
}

/** Where a build writes the site and keeps its cache: as given, or their defaults in the project. */
function foldersOf(options: BuildOptions): { outDir: string; cacheDir: string } {
  const root = resolve(options.root);
  return { outDir: resolve(options.outDir ?? join(root, 'dist')), cacheDir: resolve(options.cacheDir ?? join(root, '.cache')) };
}

/** Stages run at once: all of them settle before the first failure (in pipeline order) is thrown, so none is left writing. */
async function together<A, B, C, D>(...stages: [Promise<A>, Promise<B>, Promise<C>, Promise<D>]): Promise<[A, B, C, D]> {
  const settled = await Promise.allSettled(stages);
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [A, B, C, D];
}

function describeConfig(config: SiteConfig): string {
  return `${config.locales.length} locales, ${config.siteUrl}`;
}

function describeRoutes(table: RouteTable): string {
  const locales = new Set(table.pages.map((page) => page.locale.code)).size;
  return `${table.routes.length} routes × ${locales} locales = ${table.pages.length} pages`;
}

function describeBundle(bundle: BundleResult): string {
  return `${bundle.clientFiles.length} files, hash ${bundle.hash}${bundle.cached ? ' (cached)' : ''}`;
}

function describeBrochures(brochures: BrochureFiles): string {
  return `${brochures.files.length} brochure PDFs`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
