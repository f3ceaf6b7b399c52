// The output a build replaced, kept whole in the build's cache for the next build to write into: its folders, and its
// files, most of them other names of the files of the output that replaced it (shared/unchanged-files.ts links a file
// that did not change). The next build keeps each file whose bytes it would write, replaces the others (a file is
// never changed in place), and deletes those it did not write before it is swapped in.
//
// Why: every page is a folder of its own (`/en/services/`), and on ext4 making a folder soon after thousands were
// deleted costs up to a few hundred microseconds of kernel time, spent looking past each recently freed inode. A
// build that made all its folders anew and deleted those of the output it replaced was paying that for every page: a
// warm build of 450 pages took 0.70-1.47 s, and 0.63-0.66 s writing into the folders the build before it left. Its
// files are kept too: deleting them after the swap, and linking each unchanged file again in the next build, took
// a warm build of 4,800 pages about 0.4 s of kernel time, the deletions all at its end.
// Kept in the cache (not beside the output), so that nothing but the output is left where it is written. Where the
// cache is on another file system, nothing is kept: the folders cannot be moved there. A file kept there that changed
// since costs its bytes on disk until the next build replaces it.
import { mkdirSync, readdirSync, renameSync, rmdirSync, unlinkSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

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
 * Keeps `replaced` (an output just swapped out) at `kept`, files and all. Returns false where it could not, or where
 * it has no folder worth keeping (the caller deletes `replaced`).
 */
export function keepFolders(replaced: string, kept: string): boolean {
  try {
    if (!readdirSync(replaced, { withFileTypes: true }).some((entry) => entry.isDirectory())) return false;
    mkdirSync(dirname(kept), { recursive: true });
    renameSync(replaced, kept);
    return true;
  } catch {
    // Kept folders already there (a build running beside this one), another file system.
    return false;
  }
}

/**
 * Deletes from `folder` (a new output written into kept folders) every file no build stage wrote, and every folder
 * left without a file: a page that is gone leaves no folder behind. `written` holds the output's paths, with `/`.
 */
export function pruneUnwritten(folder: string, written: { has(path: string): boolean }): void {
  const entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  const holdingFiles = new Set<string>();
  const folders: string[] = [];
  const markHolding = (from: string) => {
    for (let parent = from; parent !== folder && !holdingFiles.has(parent); parent = dirname(parent)) holdingFiles.add(parent);
  };
  // An entry's path in the output, with `/`: cut from its parent's path (every entry is under `folder`), rather than
  // made by path.relative, whose normalising was a third of this function's time at 4,800 pages.
  const start = folder.length + 1;
  const outputPath = (parent: string, name: string) => {
    const path = parent.length < start ? name : `${parent.slice(start)}/${name}`;
    return sep === '/' ? path : path.replaceAll(sep, '/');
  };
  for (const entry of entries) {
    if (entry.isDirectory()) folders.push(join(entry.parentPath, entry.name));
    else if (!written.has(outputPath(entry.parentPath, entry.name))) unlinkSync(join(entry.parentPath, entry.name));
    else markHolding(entry.parentPath);
  }
  // Deepest first, so that a folder is empty when it is deleted.
  const empty = folders.filter((path) => !holdingFiles.has(path)).sort((a, b) => b.length - a.length);
  for (const path of empty) rmdirSync(path);
}
