import { existsSync, readFileSync } from 'node:fs';
import { mkdir, symlink } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkMap } from '../../site/shared/page-data.ts';
import { filesBelow } from '../shared/files-below.ts';
import { fingerprintSources } from '../shared/sources-fingerprint.mjs';
import { work, type WorkRunner } from '../shared/work.ts';
import { SITE_DIR, type BundleMode } from './esbuild-options.ts';

export type { BundleMode };

export interface BundleResult {
  /** A hash of every browser file: the build's `webpackCompilationHash`. */
  hash: string;
  /** The Node module that renders page bodies. */
  serverEntry: string;
  /** The folder holding the browser files, laid out as they go into the output folder. */
  clientDir: string;
  /** Every browser file, relative to clientDir (`assets/app-XXXX.js`). */
  clientFiles: string[];
  /** componentChunkName → the template's JS and CSS URLs. */
  chunkMap: ChunkMap;
  /** The runtime's JS (entry first, then its imports) and the shell's CSS. */
  app: { js: string[]; css: string[] };
  /** componentChunkName → the one stylesheet a page of that template links: the shell's CSS and the template's, merged. */
  stylesheets: Record<string, string>;
  /** The page's one script: a tiny module that starts the runtime once the page has painted. */
  boot: string;
  /** The minified root redirect script, inlined into /index.html. */
  rootScript: string;
  /** The minified script that starts not-found pages (the addressed locale's page first), inlined into each. */
  notFoundScript: string;
  /** Inlined after the cookie banner the server HTML holds: shows it and answers its first view (site/consent/first-view.ts). */
  consentScript: string;
  /** The web fonts the shell's CSS uses, which every page preloads. */
  fonts: string[];
  /** The site icon (site/static/icon.svg) as a data URL: every page's tab icon. */
  icon: string;
  /** Whether this came from the cache (no esbuild run). */
  cached: boolean;
}

/** What a bundle's folder records about it (bundle.json). */
export type BundleManifest = Omit<BundleResult, 'cached' | 'serverEntry' | 'clientDir'>;

export interface BundleOptions {
  root: string;
  mode: BundleMode;
  cacheDir: string;
}

/**
 * A file beside the bundles kept in `cacheDir`: a package resolves from it as from the server bundle, no
 * node_modules lying between (render threads load React from there before the bundle exists).
 */
export function bundlePackagesFrom(cacheDir: string): string {
  return join(bundlesDir(cacheDir), 'server.mjs');
}

/** Where the bundles are kept in `cacheDir`, each in a folder named by its key. */
function bundlesDir(cacheDir: string): string {
  return join(cacheDir, 'bundles');
}

/**
 * Bundles the site for the browser (one entry per template, code splitting, hashed names, extracted CSS)
 * and for the server render. Bundles are cached by a hash of their sources: Linaria's transform costs ~1 s.
 */
export async function bundleSite({ root, mode, cacheDir }: BundleOptions, runner: WorkRunner): Promise<BundleResult> {
  const key = hashSources(root, mode, join(bundlesDir(cacheDir), `sources-${mode}.json`));
  const dir = join(bundlesDir(cacheDir), key);
  const manifestFile = join(dir, 'bundle.json');
  const made = { serverEntry: join(dir, 'server', 'server.mjs'), clientDir: join(dir, 'client') };
  // Bundling is a few seconds of JavaScript on one thread (Linaria's Babel pass), heavy work for the executor (it
  // holds a large heap): run before this stage awaits anything, so that where heavy work takes turns it is the first,
  // and the PDFs' cover art, rasterised from the start of their stage, is made while it compiles. It keeps two cores
  // busy (esbuild, and on a cold build the cover art beside it).
  const compiling = existsSync(manifestFile)
    ? null
    : runner.run<BundleManifest>(work(new URL('./compile-bundles.ts', import.meta.url), 'compileBundles', { heavy: true, cores: 2 }), {
        root,
        mode,
        dir,
      });
  compiling?.catch(() => undefined); // thrown where it is awaited, below
  await reachPackages(root, cacheDir);
  if (!compiling) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BundleManifest;
    return { ...manifest, ...made, cached: true };
  }
  return { ...(await compiling), ...made, cached: false };
}

/**
 * The server bundle leaves packages to node_modules, which Node looks for in the folders above the bundle. A cache
 * kept outside the project (`site build --cache`, a CI cache folder) gets a link to the project's node_modules.
 */
async function reachPackages(root: string, cacheDir: string): Promise<void> {
  const inside = !relative(root, cacheDir).startsWith('..');
  const link = join(cacheDir, 'node_modules');
  const packages = nearestNodeModules(root);
  if (inside || existsSync(link) || !packages) return;
  await mkdir(cacheDir, { recursive: true });
  await symlink(packages, link, 'junction').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
}

/** The node_modules folder Node would find from the project (its own, or one above it). */
function nearestNodeModules(from: string): string | null {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'node_modules'))) return join(folder, 'node_modules');
    if (dirname(folder) === folder) return null;
  }
}

/**
 * The cache key: every file under site/ but markdown, the lockfile, this folder's code and the mode, kept in
 * `stamp` with their stats (shared/sources-fingerprint.mjs): a build whose sources are as the last one found them
 * checks their stats instead of reading and hashing about a hundred and fifty files and the lockfile.
 */
export function hashSources(root: string, mode: BundleMode, stamp: string): string {
  return fingerprintSources({
    groups: [
      { dir: root, folders: [SITE_DIR], files: ['package-lock.json'], keep: (name) => !name.endsWith('.md') },
      // This folder decides how bundles are made: a change to it must not reuse old bundles.
      { dir: dirname(fileURLToPath(import.meta.url)), folders: ['.'] },
    ],
    salt: mode,
    stamp,
  });
}

/** Every file under `dir` but markdown, as sorted posix paths relative to it; none if it does not exist. */
export function listFiles(dir: string): string[] {
  return existsSync(dir) ? filesBelow(dir, (name) => !name.endsWith('.md')) : [];
}
