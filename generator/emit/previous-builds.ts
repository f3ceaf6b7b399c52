import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputFile } from '../shared/output-file.ts';

/** Which hashed files each recent build used, newest first; kept in the output as `build-history.json`. */
export interface BuildHistory {
  builds: { hash: string; files: string[] }[];
}

// Not under assets/: that folder is cached forever, and this file changes with every deploy.
export const BUILD_HISTORY_FILE = 'build-history.json';

/** Reads the history of the site currently in `outDir` (none for a first build or a foreign folder). */
export async function readBuildHistory(outDir: string): Promise<BuildHistory> {
  try {
    const value = JSON.parse(readFileSync(join(outDir, BUILD_HISTORY_FILE), 'utf8')) as BuildHistory;
    return Array.isArray(value.builds) ? value : { builds: [] };
  } catch {
    return { builds: [] };
  }
}

/**
 * Keeps the hashed assets of the last `keep` builds next to the new ones, so a tab opened on an earlier build
 * can still load its lazy chunks after a deploy (it switches to the new build at its next navigation).
 * Returns the files to copy over from the current output and the new history.
 */
export function carryOverAssets(
  previous: BuildHistory,
  current: { hash: string; files: string[] },
  keep: number,
  outDir: string,
): { files: OutputFile[]; history: BuildHistory } {
  const older = previous.builds.filter((build) => build.hash !== current.hash).slice(0, keep);
  const taken = new Set(current.files);
  const files: OutputFile[] = [];
  for (const build of older) {
    for (const file of build.files) {
      if (taken.has(file) || !existsSync(join(outDir, file))) continue;
      taken.add(file);
      files.push({ path: file, copyFrom: join(outDir, file) });
    }
  }
  const history = { builds: [current, ...older] };
  return { files: [...files, { path: BUILD_HISTORY_FILE, contents: `${JSON.stringify(history, null, 2)}\n` }], history };
}
