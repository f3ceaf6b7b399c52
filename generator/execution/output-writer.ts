import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { siteError } from '../errors/site-error.ts';
import { writeFilesInto } from './unchanged-files.ts';
import { keepFolders, keepLinkedCopy, listFolder, pruneListed, takeKeptFolders, type FolderListing } from './kept-folders.ts';
import { clearKilledBuilds, sideFolderOf } from './killed-builds.ts';
import { runInThread } from './run-in-thread.ts';

import type { FileSink, OutputFile } from '../shared/output-file.ts';

/** A folder other threads write into, for files the sink is told of before and after. */
export interface DirectOutput {
  folder: string;
  /**
   * The output folder being replaced, if there is one: a file whose bytes are unchanged is linked from it (unless
   * the folder written into already has it, unchanged-files.ts).
   */
  previous: string | null;
  /** Takes these paths for `source` before they are written: throws OutputCollision if one is already taken. */
  claim(paths: string[], source: string): void;
  /** Counts bytes written there into the build's total. */
  wrote(bytes: number): void;
}

export interface OutputWriter extends FileSink {
  /** Its temporary folder, which render threads write their pages into. */
  readonly direct: DirectOutput;
  /** The paths of the output claimed so far, by the build's thread or by render threads. */
  paths(): string[];
  /** Waits for every write, then swaps the new folder in place of the old one. */
  commit(): Promise<{ files: number; bytes: number }>;
  /** Waits for pending writes and removes the unfinished folder; the previous output stays. */
  abort(): Promise<void>;
}

/**
 * Writes the site into a temporary folder beside `outDir` as files arrive (and render threads write their pages
 * there themselves), and swaps it in only on commit. A build that fails leaves the previous output untouched. With
 * `keptFolders` (a folder in the build's cache), the temporary folder is the output the build before replaced, kept
 * there whole (kept-folders.ts says why): its files this build writes with the same bytes stay, the others are
 * replaced or, before the swap, deleted; the output this one replaces is kept in turn. The files are written as they
 * are added, and a file whose bytes are those of the same file in the previous output is linked from it, not written
 * again (unchanged-files.ts says why). What killed builds of the same output left beside it goes first
 * (killed-builds.ts).
 */
export async function createOutputWriter(outDir: string, { keptFolders }: { keptFolders?: string } = {}): Promise<OutputWriter> {
  const staging = sideFolderOf(outDir, 'tmp', process.pid);
  const previous = sideFolderOf(outDir, 'old', process.pid);
  clearKilledBuilds(outDir);
  await rm(staging, { recursive: true, force: true });
  const reused = keptFolders !== undefined && takeKeptFolders(keptFolders, staging);
  if (!reused) await mkdir(staging, { recursive: true });
  const replaced = existsSync(outDir) ? outDir : null;
  // What the kept folders held beside the build, for pruneListed to delete what the build did not write: listed by a
  // thread of their own while the build runs (at its end, the 9,600 folders of 4,800 pages took 136-154 ms after
  // everything else was done). Null where it failed (a folder replaced while it was read): the commit lists them.
  const listing = reused
    ? runInThread<FolderListing>(new URL('./kept-folders.ts', import.meta.url), 'listFolder', staging).catch(() => null)
    : null;
  // Folders made so far, and the first failure to write (reported by the commit).
  const made = new Set<string>();
  let failure: unknown = null;
  let bytes = 0;
  const claimed = createClaims();
  const claim = claimed.claim;
  let directBytes = 0;
  const direct: DirectOutput = {
    folder: staging,
    previous: replaced,
    claim(paths, source) {
      for (const path of paths) claim(path, source);
    },
    wrote(bytes) {
      directBytes += bytes;
    },
  };
  return {
    direct,
    add(files) {
      try {
        for (const file of files) claim(file.path, 'copyFrom' in file ? file.copyFrom : 'the build');
      } catch (error) {
        return Promise.reject(error);
      }
      if (failure) return Promise.resolve();
      try {
        bytes += writeFilesInto(staging, replaced, files, made);
      } catch (error) {
        failure = error;
      }
      return Promise.resolve();
    },
    paths: () => [...claimed.files.keys()],
    async commit() {
      try {
        if (failure) throw failure;
        if (reused) pruneListed(staging, (await listing) ?? listFolder(staging), claimed);
        const replacing = existsSync(outDir);
        if (replacing) await rename(outDir, previous);
        await rename(staging, outDir);
        const kept = replacing && keptFolders !== undefined && keepFolders(previous, keptFolders);
        if (replacing && !kept) await rm(previous, { recursive: true, force: true });
        // With no output replaced (a first build), the next build is given this one's folders to write into instead.
        if (!replacing && keptFolders !== undefined) keepLinkedCopy(outDir, keptFolders);
        return { files: claimed.files.size, bytes: bytes + directBytes };
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        if (existsSync(previous) && !existsSync(outDir)) await rename(previous, outDir);
        throw siteError('OutputUnwritable', { reason: (error as Error).message }, { file: outDir }, error);
      }
    },
    async abort() {
      await listing;
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/**
 * The output's paths as the stages claim them, each with what claimed it (to name both sources of a collision). A path
 * is claimed once, and never as a file and a folder both (`feed.xml` and `feed.xml/index.html`): so whatever a writer
 * finds in the way of a claimed path is left from an earlier output, and can go (unchanged-files.ts).
 */
export function createClaims(): {
  files: ReadonlyMap<string, string>;
  folders: ReadonlyMap<string, string>;
  claim(path: string, source: string): void;
} {
  const files = new Map<string, string>();
  // Each folder a claimed file is in (and those above it) → that file, the first claimed there.
  const folders = new Map<string, string>();
  const collision = (path: string, first: string, second: string) => siteError('OutputCollision', { path, first, second }, { file: path });
  return {
    files,
    folders,
    claim(path, source) {
      const first = files.get(path) ?? files.get(folders.get(path) ?? '');
      if (first) throw collision(path, first, source);
      const above: string[] = [];
      for (let folder = parentOf(path); folder !== '' && !folders.has(folder); folder = parentOf(folder)) {
        const file = files.get(folder);
        if (file) throw collision(folder, file, source);
        above.push(folder);
      }
      files.set(path, source);
      for (const folder of above) folders.set(folder, path);
    },
  };
}

function parentOf(path: string): string {
  return path.slice(0, Math.max(path.lastIndexOf('/'), 0));
}

/** Writes files into a folder in place (dev: the few files of re-rendered pages, at once). */
export async function writeFiles(dir: string, files: OutputFile[]): Promise<void> {
  writeFilesInto(dir, null, files, new Set());
}
