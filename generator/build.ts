import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { bundleSite, type BundleMode, type BundleResult } from './bundle/bundle-site.ts';
import type { SiteConfig } from './config/config-schema.ts';
import { loadConfig } from './config/load-config.ts';
import { createBrochures, type BrochureFiles } from './documents/create-brochures.ts';
import { createIcons } from './emit/icons.ts';
import { createSiteFiles } from './emit/site-files.ts';
import { writeOutput, type OutputFile } from './emit/write-output.ts';
import type { SiteSources } from './load/load-sources.ts';
import { loadSources } from './load/load-sources.ts';
import { checkTranslations } from './load/translations.ts';
import { timed, type Logger } from './logger.ts';
import { createRouteTable, type RouteTable } from './plan/create-route-table.ts';
import { renderPages, type RenderResult } from './render/render-pages.ts';

export interface BuildOptions {
  /** The project folder holding site.config.json, content/, locales/ and site/. */
  root: string;
  /** Where the site is written. Default: `{root}/dist`. */
  outDir?: string;
  /** Overrides the config's siteUrl (e.g. a preview deployment). */
  siteUrl?: string;
  mode?: BundleMode;
  /** Where bundles are cached between builds; inside the project, since the server bundle resolves packages from there. Default: `{root}/.cache`. */
  cacheDir?: string;
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

/** Everything a build computed, kept by `dev` to redo only what an edit needs. */
export interface BuildState {
  config: SiteConfig;
  sources: SiteSources;
  table: RouteTable;
  bundle: BundleResult;
  brochures: BrochureFiles;
  rendered: RenderResult;
}

/** config → load → plan → bundle → render → emit. Throws a SiteError (or ErrorList) on bad input. */
export async function buildSite(options: BuildOptions): Promise<BuildSummary & { state: BuildState }> {
  const start = performance.now();
  const root = resolve(options.root);
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const { logger } = options;
  const state = await prepareBuild(options);
  const files = await timed(logger, 'emit', async () => writeOutput(outDir, await createOutputFiles(root, state)), (result) => `${result.files} files, ${formatBytes(result.bytes)} → ${outDir}`);
  return {
    outDir,
    pages: state.rendered.pages.length,
    files: files.files,
    bytes: files.bytes,
    milliseconds: performance.now() - start,
    bundleHash: state.bundle.hash,
    state,
  };
}

/** Every file of the output folder for a prepared build. */
export async function createOutputFiles(root: string, state: BuildState): Promise<OutputFile[]> {
  const icons = await createIcons(await readFile(join(resolve(root), 'site/static/icon.svg')));
  return createSiteFiles({
    config: state.config,
    rendered: state.rendered,
    bundle: state.bundle,
    translations: state.sources.translations,
    icons,
    generated: state.brochures.files,
  });
}

/** Every stage up to rendering: what `build` writes and `dev` keeps warm. */
export async function prepareBuild(options: BuildOptions & { bodyEnd?: string }): Promise<BuildState> {
  const root = resolve(options.root);
  const { logger } = options;
  const config = await timed(logger, 'config', () => loadConfig(join(root, 'site.config.json'), { siteUrl: options.siteUrl }), (value) => `${value.locales.length} locales, ${value.siteUrl}`);
  const sources = await timed(logger, 'load', async () => {
    const loaded = await loadSources(root);
    const baseLanguages = config.locales.filter((locale) => locale.code === locale.language).map((locale) => locale.code);
    const regional = config.locales.filter((locale) => locale.code !== locale.language).map((locale) => locale.code);
    checkTranslations(loaded.translations, baseLanguages, regional);
    return loaded;
  }, (value) => `${value.documents.length} documents, ${Object.keys(value.translations).length} translation languages`);
  const table = await timed(logger, 'plan', () => createRouteTable(config, sources.documents, sources.mediaFiles), (value) => `${value.routes.length} routes × ${config.locales.length} locales = ${value.pages.length} pages`);
  const cacheDir = resolve(options.cacheDir ?? join(root, '.cache'));
  const bundle = await timed(logger, 'bundle', () => bundleSite({ root, mode: options.mode ?? 'production', cacheDir }), (value) => `${value.clientFiles.length} files, hash ${value.hash}${value.cached ? ' (cached)' : ''}`);
  const brochures = await timed(logger, 'files', () => createBrochures(config, table, cacheDir), (value) => `${value.files.length} brochure PDFs`);
  const rendered = await timed(logger, 'render', () => renderPages({ config, table, translations: sources.translations, bundle, brochurePdfs: brochures.byDocument, bodyEnd: options.bodyEnd }), (value) => `${value.pages.length} pages`);
  return { config, sources, table, bundle, brochures, rendered };
}


export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
