import type * as esbuild from 'esbuild';

export type BundleMode = 'production' | 'development';

/** Where the site's code lives in a project. */
export const SITE_DIR = 'site';

/** The browsers the site's scripts are written for. */
export const BROWSER_TARGETS = ['chrome111', 'firefox111', 'safari16.4'];

export function sharedOptions(root: string, mode: BundleMode): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    bundle: true,
    jsx: 'automatic',
    minify: mode === 'production',
    legalComments: 'none',
    logLevel: 'silent',
    charset: 'utf8',
    // Fonts and images imported by styles or components become hashed files next to the bundle.
    loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.webp': 'file' },
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  };
}
