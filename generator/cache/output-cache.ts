import { createHash } from 'node:crypto';
import { basename, join, resolve } from 'node:path';

/** The folder of the cache that holds what it keeps per output folder. */
export const OUTPUT_CACHE = 'output-folders';

/**
 * Where the cache keeps what belongs to the output folder `outDir` (the output it replaced, kept for the next build;
 * the record of what its pages were rendered from): named by the output folder's path, so that builds of other outputs
 * sharing the cache (a preview beside dist/, tests) never take it.
 */
export function outputCacheOf(cacheDir: string, outDir: string): string {
  const path = resolve(outDir);
  return join(cacheDir, OUTPUT_CACHE, `${basename(path)}-${createHash('sha256').update(path).digest('hex').slice(0, 12)}`);
}
