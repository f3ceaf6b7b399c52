import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleResult } from '../bundle/bundle-site.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { FeedPlan } from '../feeds/feeds.ts';
import type { RouteTable } from '../plan/create-route-table.ts';
import type { RenderedSite } from '../render/render-site.ts';
import type { OutputFile } from '../shared/output-file.ts';
import type { Translations } from '../shared/translator.ts';
import type { ShareImage } from '../social/share-images.ts';
import { createIcons } from './icons.ts';
import { carryOverAssets, readBuildHistory } from './previous-builds.ts';
import { bundleFiles, SERVICE_WORKER_FILE, siteWideFiles } from './site-files.ts';
import { SITE_ICON } from '../bundle/site-icon.ts';

export interface EmitInput {
  config: SiteConfig;
  bundle: BundleResult;
  translations: Translations;
  table: RouteTable;
  feeds: FeedPlan;
  /** Each page's share image, by the page's public path (the root page's is the default locale home's). */
  shareImages: Map<string, ShareImage>;
  rendered: RenderedSite;
  /** The project folder (the site icon is `site/static/icon.svg`). */
  root: string;
  /** The output folder as it is now: the previous builds' assets are carried over from it. */
  outDir: string;
  cacheDir: string;
}

/** The emit stage's output: every file that is not a page — the browser bundle, assets of recent builds, icons, site-wide files. */
export interface EmittedFiles {
  files: OutputFile[];
  /** Hashed assets kept from earlier builds, so a tab opened before this deploy still loads its chunks. */
  carriedOver: number;
}

/** The site's files beside its pages: the bundle, what older builds' tabs still need, icons, manifests, sitemap, service worker. */
export async function emitSite(input: EmitInput): Promise<EmittedFiles> {
  const { config, bundle, translations, table, feeds, shareImages, rendered } = input;
  const assets = bundleFiles(bundle);
  const current = { hash: bundle.hash, files: assets.map((file) => file.path).filter((path) => path.startsWith('assets/')) };
  const [history, icons, serviceWorkerSource] = await Promise.all([
    readBuildHistory(input.outDir),
    createIcons(readFileSync(join(input.root, SITE_ICON)), input.cacheDir),
    readFileSync(join(bundle.clientDir, SERVICE_WORKER_FILE), 'utf8'),
  ]);
  const kept = carryOverAssets(history, current, config.build.keepPreviousBuilds, input.outDir);
  const siteWide = siteWideFiles({
    config,
    bundle,
    translations,
    icons,
    serviceWorkerSource,
    table,
    feeds,
    root: rendered.home,
    shareImages,
  });
  return { files: [...assets, ...kept.files, ...icons, ...siteWide], carriedOver: kept.files.length - 1 };
}

/** The stage's log line. */
export function describeEmitted(emitted: EmittedFiles): string {
  const carried = emitted.carriedOver > 0 ? `, ${emitted.carriedOver} assets of earlier builds kept` : '';
  return `${emitted.files.length} site files${carried}`;
}
