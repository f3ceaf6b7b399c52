import type * as esbuild from 'esbuild';

export type BundleMode = 'production' | 'development';

/** Where the site's code lives in a project. */
export const SITE_DIR = 'site';

/** The browsers the site's scripts are written for. */
export const BROWSER_TARGETS = ['chrome111', 'firefox111', 'safari16.4'];

/**
 * Asks the esbuild processes started with `env` to keep their heap under 40 MiB, unless the user set a limit: esbuild
 * is a Go program, whose collector lets its heap grow to twice what it holds, 60-66 MB at the moment of a cold build's
 * peak (4,800 pages: 233 + 66 MB); under the limit, 43-47 MB there, and the bundle no slower. A soft limit: Go goes
 * past it rather than fail.
 */
export function limitEsbuildMemory(env: NodeJS.ProcessEnv): void {
  env.GOMEMLIMIT ??= '40MiB';
}

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
