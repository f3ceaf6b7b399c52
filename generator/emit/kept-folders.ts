// The folders of a replaced output, kept empty beside the output for the next build to write into.
import { readdirSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

/**
 * Where the emptied folders of the output at `outDir` are kept between builds: a hidden folder beside it that holds
 * folders only (nothing git or a host would pick up).
 *
 * Why: every page is a folder of its own (`/en/services/`), and on ext4 making a folder soon after thousands were
 * deleted costs up to a few hundred microseconds of kernel time, spent looking past each recently freed inode. A
 * build that made all its folders anew and deleted the previous output's was paying that for every page: a warm
 * build of 450 pages took 0.70-1.22 s, and 0.64-0.66 s writing into the folders the build before left.
 */
export function keptFoldersOf(outDir: string): string {
  return join(dirname(outDir), `.${basename(outDir)}.folders`);
}

/** Moves the kept folders to `staging` (which must not exist), or returns false where there are none to take. */
export function takeKeptFolders(kept: string, staging: string): boolean {
  try {
    renameSync(kept, staging);
    return true;
  } catch {
    // None kept (a first build), or another build took them first.
    return false;
  }
}

/**
 * Keeps the folders of `replaced` (an output just swapped out) at `kept`: deletes its files, then moves it there.
 * Returns false where it could not (the caller deletes `replaced` instead); kept folders are never left with files.
 */
export function keepFolders(replaced: string, kept: string): boolean {
  try {
    for (const entry of readdirSync(replaced, { withFileTypes: true, recursive: true })) {
      if (!entry.isDirectory()) unlinkSync(join(entry.parentPath, entry.name));
    }
    renameSync(replaced, kept);
    return true;
  } catch {
    // Kept folders already there (a build running beside this one), or a file that would not go.
    return false;
  }
}

/**
 * Deletes from `folder` (a new output written into kept folders) every file no build stage wrote, and every folder
 * left without a file: a page that is gone leaves no folder behind. `written` holds the output's paths, with `/`.
 */
export function pruneUnwritten(folder: string, written: ReadonlySet<string>): void {
  const entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  const holdingFiles = new Set<string>();
  const folders: string[] = [];
  const markHolding = (from: string) => {
    for (let parent = from; parent !== folder && !holdingFiles.has(parent); parent = dirname(parent)) holdingFiles.add(parent);
  };
  for (const entry of entries) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) folders.push(path);
    else if (!written.has(relative(folder, path).split(sep).join('/'))) unlinkSync(path);
    else markHolding(entry.parentPath);
  }
  // Deepest first, so that a folder is empty when it is deleted.
  const empty = folders.filter((path) => !holdingFiles.has(path)).sort((a, b) => b.length - a.length);
  for (const path of empty) rmdirSync(path);
}
