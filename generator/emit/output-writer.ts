import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { siteError } from '../errors/site-error.ts';
import { copyOrKeep, writeOrKeep } from '../shared/unchanged-files.ts';

import type { DirectOutput, FileSink, OutputFile } from '../shared/output-file.ts';

export type { FileSink, OutputFile };

export interface OutputWriter extends FileSink {
  /** Its temporary folder, which render threads write their pages into. */
  readonly direct: DirectOutput;
  /** Waits for every write, then swaps the new folder in place of the old one. */
  commit(): Promise<{ files: number; bytes: number }>;
  /** Waits for pending writes and removes the unfinished folder; the previous output stays. */
  abort(): Promise<void>;
}

/**
 * Writes the site into a temporary folder beside `outDir` as files arrive (and render threads write their pages
 * there themselves), and swaps it in only on commit. A build that fails leaves the previous output untouched. A file
 * whose bytes are those of the same file in the previous output is linked from it, not written again
 * (shared/unchanged-files.ts says why).
 */
export async function createOutputWriter(outDir: string): Promise<OutputWriter> {
  const staging = join(dirname(outDir), `.${basename(outDir)}.tmp-${process.pid}`);
  const previous = join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const replaced = existsSync(outDir) ? outDir : null;
  const queue = createWriteQueue(staging, replaced);
  // Output path → what claimed it, to name both sources when two claim one path.
  const claimed = new Map<string, string>();
  const claim = (path: string, source: string) => {
    const first = claimed.get(path);
    if (first) throw siteError('OutputCollision', { path, first, second: source }, { file: path });
    claimed.set(path, source);
  };
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
      return queue.push(files);
    },
    async commit() {
      try {
        const bytes = (await queue.drain()) + directBytes;
        if (existsSync(outDir)) await rename(outDir, previous);
        await rename(staging, outDir);
        await rm(previous, { recursive: true, force: true });
        return { files: claimed.size, bytes };
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        if (existsSync(previous) && !existsSync(outDir)) await rename(previous, outDir);
        throw siteError('OutputUnwritable', { reason: (error as Error).message }, { file: outDir }, error);
      }
    },
    async abort() {
      await queue.drain().catch(() => undefined);
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/** Writes files into a folder in place (dev: re-rendered pages). */
export async function writeFiles(dir: string, files: OutputFile[]): Promise<void> {
  const queue = createWriteQueue(dir, null);
  await queue.push(files);
  await queue.drain();
}

// Bounded so that a large site never runs out of file handles, nor holds all its pages in memory when
// rendering outpaces the disk (at 4,800 pages, 32 MB queued meant 100-190 MB more peak memory than 8 MB; a site of
// 450 pages builds in the same time either way).
const WRITES_IN_FLIGHT = 64;
const QUEUED_BYTES_LIMIT = 8 * 1024 * 1024;

/**
 * A bounded pool of writers into `dir` (linking unchanged files from `previous`); `drain` resolves with the bytes
 * written, or the first failure.
 */
function createWriteQueue(dir: string, previous: string | null) {
  const folders = createFolderMaker();
  const waiting: OutputFile[] = [];
  let active = 0;
  let bytes = 0;
  let queuedBytes = 0;
  let failure: unknown = null;
  let idle: (() => void) | null = null;
  let roomWaiters: (() => void)[] = [];
  const sizeOf = (file: OutputFile) => ('copyFrom' in file ? 0 : file.contents.length);
  const next = () => {
    while (active < WRITES_IN_FLIGHT && waiting.length) {
      const file = waiting.shift()!;
      active += 1;
      writeOne(dir, file, folders, previous)
        .then(
          (written) => (bytes += written),
          (error: unknown) => (failure ??= error),
        )
        .finally(() => {
          active -= 1;
          queuedBytes -= sizeOf(file);
          if (queuedBytes < QUEUED_BYTES_LIMIT) {
            for (const wake of roomWaiters) wake();
            roomWaiters = [];
          }
          next();
          if (!active && !waiting.length) idle?.();
        });
    }
  };
  return {
    push(files: OutputFile[]): Promise<void> {
      waiting.push(...files);
      for (const file of files) queuedBytes += sizeOf(file);
      next();
      if (queuedBytes < QUEUED_BYTES_LIMIT) return Promise.resolve();
      return new Promise((resolve) => roomWaiters.push(resolve));
    },
    async drain(): Promise<number> {
      if (active || waiting.length) await new Promise<void>((resolve) => (idle = resolve));
      if (failure) throw failure;
      return bytes;
    },
  };
}

function createFolderMaker(): (path: string) => Promise<unknown> {
  const made = new Map<string, Promise<unknown>>();
  return (path) => {
    let folder = made.get(path);
    if (!folder) {
      folder = mkdir(path, { recursive: true });
      made.set(path, folder);
    }
    return folder;
  };
}

async function writeOne(
  dir: string,
  file: OutputFile,
  folder: (path: string) => Promise<unknown>,
  previous: string | null,
): Promise<number> {
  const target = join(dir, file.path);
  await folder(dirname(target));
  const before = previous && join(previous, file.path);
  if ('copyFrom' in file) return copyOrKeep(file.copyFrom, target, before);
  const bytes = typeof file.contents === 'string' ? Buffer.from(file.contents) : file.contents;
  await writeOrKeep(target, bytes, before);
  return bytes.length;
}
