import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where a build leaves its number of pages in its cache, for the next `site build` to read before it starts
 * (bin/build-thread.js `lastBuildPagesOf`, which decides from it where that build runs).
 */
export const BUILD_SIZE_FILE = 'build-size.json';

/** Records that the last build with this cache made `pages` pages. A cache that cannot be written only goes without. */
export async function recordBuildSize(cacheDir: string, pages: number): Promise<void> {
  await writeFile(join(cacheDir, BUILD_SIZE_FILE), `${JSON.stringify({ pages })}\n`).catch(() => undefined);
}
