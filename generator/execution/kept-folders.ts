// The output a build replaced, kept whole in the build's cache for the next build to write into: its folders, and its
// files, most of them other names of the files of the output that replaced it (unchanged-files.ts links a file
// that did not change). The next build keeps each file whose bytes it would write, replaces the others (a file is
// never changed in place), and deletes those it did not write before it is swapped in.
//
// Why: every page is a folder of its own (`/en/services/`), and on ext4 making a folder soon after thousands were
// deleted costs up to a few hundred microseconds of kernel time, spent looking past each recently freed inode. A
// build that made all its folders anew and deleted those of the output it replaced was paying that for every page: a
// warm build of 450 pages took 0.70-1.47 s, and 0.63-0.66 s writing into the folders the build before it left. Its
// files are kept too: deleting them after the swap, and linking each unchanged file again in the next build, took
// a warm build of 4,800 pages about 0.4 s of kernel time, the deletions all at its end.
// Kept in the cache (not beside the output), so that nothing but the output is left where it is written, in a place
// of each output folder's own: builds of other outputs sharing the cache (a preview beside dist/, tests) never take
// them. Where the cache is on another file system, nothing is kept: the folders cannot be moved there. A file kept
// there that changed since costs its bytes on disk until the next build replaces it.
import { linkSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { OUTPUT_CACHE, outputCacheOf } from '../cache/output-cache.ts';

/** Where the cache keeps the folders of the output `outDir` replaced. */
export const keptFoldersOf = outputCacheOf;

// The outputs whose folders a cache keeps at most, the most recently built: each holds a site's files (those its
// output no longer shares), so a cache that served many output folders (temporary ones, in tests) does not grow.
const KEPT_OUTPUTS_AT_MOST = 3;

/**
 * Removes the kept folders of all but the `atMost` most recently kept outputs in `cacheDir` (`current`, the output
 * just built, always stays). Each goes under another name first, so a build that takes it at the same moment either
 * has it whole or not at all. Never throws: it runs once the output is in place, and what it cannot remove now the
 * next build tries again.
 */
export function forgetOldKeptFolders(cacheDir: string, current: string, atMost = KEPT_OUTPUTS_AT_MOST): void {
  const folder = join(cacheDir, OUTPUT_CACHE);
  let kept: { path: string; time: number }[];
  try {
    const entries = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    // What a build killed while it removed them left.
    for (const entry of entries) if (entry.name.startsWith('.gone-')) removeQuietly(join(folder, entry.name));
    kept = entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => join(folder, entry.name))
      .filter((path) => path !== current)
      .map((path) => ({ path, time: statSync(path).mtimeMs }));
  } catch {
    return;
  }
  kept.sort((a, b) => b.time - a.time);
  for (const { path } of kept.slice(Math.max(atMost - 1, 0))) {
    const going = join(folder, `.gone-${process.pid}-${basename(path)}`);
    try {
      renameSync(path, going);
    } catch {
      continue; // taken by a build
    }
    removeQuietly(going);
    // The record of what its output's pages were rendered from (render/render-record.ts), beside it.
    removeQuietly(`${path}.pages.json`);
  }
}

/** Removes a file or folder, or leaves it for a later try (another build removing it too, a file held open). */
function removeQuietly(path: string): void {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Tried again by the next build.
  }
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
 * Keeps `replaced` (an output just swapped out) at `kept`, files and all. Returns false where it could not, or where
 * it has no folder worth keeping (the caller deletes `replaced`).
 */
export function keepFolders(replaced: string, kept: string): boolean {
  try {
    if (!readdirSync(replaced, { withFileTypes: true }).some((entry) => entry.isDirectory())) return false;
    mkdirSync(dirname(kept), { recursive: true });
    renameSync(replaced, kept);
    // Its time says when it was kept (forgetOldKeptFolders keeps the latest).
    const now = new Date();
    utimesSync(kept, now, now);
    return true;
  } catch {
    // Kept folders already there (a build running beside this one), another file system.
    return false;
  }
}

/**
 * Keeps at `kept` a copy of `output` (just swapped in, replacing no output) made of its folders and other names of its
 * files (hard links: no file's bytes are copied). A first build (a fresh clone, a CI job without the output) has no
 * replaced output to keep, and the build after it made every folder and linked every file anew: 450 pages on Node 24,
 * 0.62 s against 0.52 s for the builds after that; 4,800 pages on Node 20, 4.6 s against 3.6 s. Making the copy costs
 * the first build about as much as `cp -al` would (about 50 ms at 450 pages). Returns false where it could not:
 * folders kept there already (another build), another file system (what was made is removed). A copy left half made
 * by a killed build is still one the next build can write into: it keeps what it finds with its bytes and deletes the
 * rest.
 */
export function keepLinkedCopy(output: string, kept: string): boolean {
  try {
    mkdirSync(dirname(kept), { recursive: true });
    mkdirSync(kept);
  } catch {
    return false;
  }
  try {
    // Breadth first: a folder is listed before what it holds.
    for (const entry of readdirSync(output, { withFileTypes: true, recursive: true })) {
      const path = join(kept, entry.parentPath.slice(output.length), entry.name);
      if (entry.isDirectory()) mkdirSync(path);
      else if (entry.isFile()) linkSync(join(entry.parentPath, entry.name), path);
    }
    return true;
  } catch {
    rmSync(kept, { recursive: true, force: true });
    return false;
  }
}

/** What a folder holds, by paths in it with `/`: its files (and symbolic links), and its folders. */
export interface FolderListing {
  files: string[];
  folders: string[];
}

/**
 * Every file and folder under `folder`. A build written into kept folders lists them beside its work, in another
 * thread (output-writer.ts says why).
 */
export function listFolder(folder: string): FolderListing {
  const listing: FolderListing = { files: [], folders: [] };
  // An entry's path in the output, with `/`: cut from its parent's path (every entry is under `folder`), rather than
  // made by path.relative, whose normalising was a third of the walk's time at 4,800 pages.
  const start = folder.length + 1;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const parent = entry.parentPath.length < start ? '' : `${entry.parentPath.slice(start)}/`;
    const path = sep === '/' ? `${parent}${entry.name}` : `${parent}${entry.name}`.replaceAll(sep, '/');
    (entry.isDirectory() ? listing.folders : listing.files).push(path);
  }
  return listing;
}

/** The output's paths a build claimed: its files, and the folders above them (output-writer.ts claims). */
export interface ClaimedPaths {
  files: { has(path: string): boolean };
  folders: { has(path: string): boolean };
}

/**
 * Deletes from `folder` (a new output written into kept folders) every file of `listing` that no stage claimed, and
 * every folder of it left without a claimed file: a page that is gone leaves no folder behind. The listing may have
 * been taken while the build wrote: whatever the build made is claimed, and a path it changed from a file to a folder
 * (or back) is claimed as what it is now, so only what the build left alone is deleted.
 */
export function pruneListed(folder: string, listing: FolderListing, claimed: ClaimedPaths): void {
  const unclaimed = (path: string) => !claimed.files.has(path) && !claimed.folders.has(path);
  for (const path of listing.files) if (unclaimed(path)) deleteIfThere(() => unlinkSync(join(folder, path)));
  // Deepest first, so that a folder is empty when it is deleted.
  const empty = listing.folders.filter(unclaimed).sort((a, b) => b.length - a.length);
  for (const path of empty) deleteIfThere(() => rmdirSync(join(folder, path)));
}

/** Deletes with `remove`, unless the path is gone already: a folder above it became a file of this build. */
function deleteIfThere(remove: () => void): void {
  try {
    remove();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
  }
}
