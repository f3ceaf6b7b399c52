import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { bundlePackagesFrom, bundleSite, type BundleMode, type BundleResult } from './bundle/bundle-site.ts';
import type { SiteConfig } from './config/config-schema.ts';
import { loadConfig } from './config/load-config.ts';
import { createBrochures, type BrochureFiles } from './brochures/create-brochures.ts';
import { describeEmitted, emitSite } from './emit/emit-site.ts';
import { forgetOldKeptFolders, keptFoldersOf } from './emit/kept-folders.ts';
import { createOutputWriter } from './emit/output-writer.ts';
import { createHostFiles, describeHostFiles } from './host/host-files.ts';
import { processContentImages } from './images/content-images.ts';
import { describeImages, type ProcessedImages } from './images/process-images.ts';
import { describeSources, loadSite, type SiteSources } from './load/load-sources.ts';
import { LARGE_CONTENT_BYTES } from './load/read-text.ts';
import { inStartOrder, timed, type Logger } from './logger.ts';
import { createRouteTable, type RouteTable } from './plan/create-route-table.ts';
import { setLaneWidth } from './threads/run-in-thread.ts';
import { createBodyRenderer, renderThreadCount, type BodyRenderer } from './render/body-renderer.ts';
import { foldersOfPages } from './render/page-output.ts';
import { readRenderRecord, renderRecordOf, renderVersionOf, writeRenderRecord, type RenderKeys } from './render/render-record.ts';
import { describeRendered, renderSite } from './render/render-site.ts';
import type { FileSink } from './shared/output-file.ts';
import { makesFiles, recordingSink } from './shared/recording-sink.ts';
import { describeSocial, planSocial, type SocialPlan } from './social/plan-social.ts';
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
  /** Render threads (1: the build's own thread renders). Default: one per core for a site of about 800 pages or more. */
  renderThreads?: number;
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
  social: SocialPlan;
}

/**
 * Builds the site into a temporary folder that replaces `outDir` only when every stage succeeded.
 * Throws a SiteError (or ErrorList) on bad input; the previous output is then left as it was.
 */
export async function buildSite(options: BuildOptions): Promise<BuildSummary & { state: BuildState }> {
  const start = performance.now();
  const { outDir, cacheDir } = foldersOf(options);
  const keptFolders = keptFoldersOf(cacheDir, outDir);
  const writer = await createOutputWriter(outDir, { keptFolders });
  try {
    const { state, pages, rendered } = await runBuild(options, writer);
    const written = await writer.commit();
    forgetOldKeptFolders(cacheDir, keptFolders);
    if (rendered) writeRenderRecord(renderRecordOf(keptFolders), outDir, rendered);
    const milliseconds = performance.now() - start;
    return { outDir, pages, files: written.files, bytes: written.bytes, milliseconds, bundleHash: state.bundle.hash, state };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/**
 * The pipeline: config → load → plan → bundle → brochures → images → social → render → emit → host. Each stage is
 * its folder's main function; the files a stage makes go to `output` as soon as they exist, so writing overlaps work.
 */
export async function runBuild(
  options: BuildOptions,
  output: FileSink,
): Promise<{ state: BuildState; pages: number; rendered: RenderKeys | null }> {
  const root = resolve(options.root);
  const { outDir, cacheDir } = foldersOf(options);
  const { bodyEnd } = options;
  const logger = inStartOrder(options.logger);
  const sink = recordingSink(output);
  // Runs a stage, logs its line, and sends the files it made (if it makes any) to the output.
  const stage = <T extends object>(name: string, run: () => Promise<T>, describe: (value: T) => string) => {
    logger.begin(name);
    return timed(
      logger,
      name,
      async () => {
        const value = await run();
        if (makesFiles(value)) await sink.add(value.files);
        return value;
      },
      describe,
    );
  };

  const overrides = { siteUrl: options.siteUrl, analytics: options.analytics };
  const config = await stage('config', () => loadConfig(join(root, 'site.config.json'), overrides, { cacheDir }), describeConfig);
  const sources = await stage('load', () => loadSite(root, config.locales, cacheDir), describeSources);
  const { pages: contentPages, mediaFiles, outcomes, translations } = sources;
  for (const { file, bytes } of sources.largeFiles) {
    logger.warn(`${file} is ${formatBytes(bytes)}, over the ${formatBytes(LARGE_CONTENT_BYTES)} a page's text should take: is it a page?`);
  }
  const table = await stage('plan', async () => createRouteTable(config, contentPages, mediaFiles, outcomes), describeRoutes);
  const describeMade = (made: ProcessedImages) => describeImages(made, Boolean(config.images.proxy));
  const renderThreads = renderThreadCount(table.pages.length, options.renderThreads);
  setLaneWidth('heavy', heavyThreadsAtOnce(table.pages.length));
  // Render threads write their pages themselves; a build that renders in its own thread hands its files to another.
  output.chooseWriter?.(renderThreads && sink.direct ? 'inline' : 'thread');
  sink.makeFolders?.(foldersOfPages(table.pages));
  const translating = () => checkTranslations(root, config, cacheDir, options.mode ?? 'production');
  await stage('translations', translating, describeTranslationCheck);
  const bundling = stage('bundle', () => bundleSite({ root, mode: options.mode ?? 'production', cacheDir }), describeBundle);
  const startRenderer = () =>
    createBodyRenderer(
      { entry: bundling.then((made) => made.serverEntry), packagesFrom: bundlePackagesFrom(cacheDir) },
      renderThreads,
      sink.direct,
    );
  // Render threads load React while the stages beside the bundle run, when those are quick (the bundle came from the
  // cache). After a bundle that had to be compiled they start once those stages are done: idle through seconds of
  // compiling and drawing, they were part of a cold build's peak (4,800 pages on Node 20: 481-512 MB → 443-447 MB).
  let renderer: BodyRenderer | null = null;
  const early = bundling.then(
    (made) => {
      if (made.cached) renderer = startRenderer();
    },
    () => undefined,
  );
  try {
    // Four stages that need nothing from one another run at once, each working in threads of its own: the heaviest of
    // those (the bundle's compilation, the PDFs, the share cards) in turn (inLane), images beside them. Their lines
    // still print in this order.
    const [bundle, brochures, images, social] = await together(
      bundling,
      stage('brochures', () => createBrochures(config, table, translations, root, cacheDir), describeBrochures),
      stage('images', () => processContentImages(config, contentPages, root, cacheDir), describeMade),
      stage('social', () => planSocial(config, table, translations, root, cacheDir), describeSocial),
    );
    // A page whose inputs are those of the same page in the output being replaced is taken from it, not rendered.
    const renderVersion = renderVersionOf(bundle);
    const previous = renderVersion ? readRenderRecord(renderRecordOf(keptFoldersOf(cacheDir, outDir)), outDir, renderVersion) : null;
    const renderOptions = {
      config,
      table,
      translations,
      bundle,
      brochurePdfs: brochures.byContentFile,
      images: images.images,
      social,
      bodyEnd,
      renderVersion,
      previous,
    };
    await early;
    const active = (renderer ??= startRenderer());
    const rendered = await stage('render', () => renderSite(renderOptions, sink, active), describeRendered);
    await active.close();
    const emitInput = { config, bundle, translations, table, social, rendered, root, outDir, cacheDir };
    await stage('emit', () => emitSite(emitInput), describeEmitted);
    await stage('host', () => createHostFiles({ config, bundle, bodyEnd, written: sink.written, cacheDir }), describeHostFiles);
    return {
      state: { cacheDir, config, sources, table, bundle, brochures, images, social },
      pages: rendered.pages,
      rendered: renderVersion ? { version: renderVersion, keys: rendered.keys } : null,
    };
  } finally {
    await early;
    await renderer?.close();
  }
}

// A site of fewer pages than this has two of a cold build's heavy threads run at once (threads/run-in-thread.ts inLane:
// the PDFs beside the share cards, after the bundle's compilation, which takes both cores' turn), where there are two
// cores: each is one core's work, and in turn they left the second core idle through most of a cold build. A larger
// site's build holds more beside them, and keeps them in turn (4,800 pages with the bundle beside the PDFs: 397-436
// MB; in turn: 270-293 MB).
const PAGES_FOR_HEAVY_THREADS_IN_TURN = 1000;

/** How many heavy threads a build of `pages` pages runs at once (pure). */
export function heavyThreadsAtOnce(pages: number, cores = availableParallelism()): number {
  return pages < PAGES_FOR_HEAVY_THREADS_IN_TURN ? Math.min(2, cores) : 1;
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
