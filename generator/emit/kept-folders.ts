// The folders of the output a build replaced, kept emptied in the build's cache for the next build to write into.
//
// Why: every page is a folder of its own (`/en/services/`), and on ext4 making a folder soon after thousands were
// deleted costs up to a few hundred microseconds of kernel time, spent looking past each recently freed inode. A
// build that made all its folders anew and deleted those of the output it replaced was paying that for every page: a
// warm build of 450 pages took 0.70-1.47 s, and 0.63-0.66 s writing into the folders the build before it left.
// Kept in the cache (not beside the output), so that nothing but the output is left where it is written. Where the
// cache is on another file system, nothing is kept: the folders cannot be moved there.
import { mkdirSync, readdirSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

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
 * Returns false where it could not, or where it has no folder worth keeping (the caller deletes `replaced`); kept
 * folders are never left with files.
 */
export function keepFolders(replaced: string, kept: string): boolean {
  try {
    const entries = readdirSync(replaced, { withFileTypes: true, recursive: true });
    if (!entries.some((entry) => entry.isDirectory())) return false;
    for (const entry of entries) if (!entry.isDirectory()) unlinkSync(join(entry.parentPath, entry.name));
    mkdirSync(dirname(kept), { recursive: true });
    renameSync(replaced, kept);
    return true;
  } catch {
    // Kept folders already there (a build running beside this one), another file system, a file that would not go.
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
