import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { siteError } from '../errors/site-error.ts';
import { writeFilesInto } from '../shared/unchanged-files.ts';
import { runInThread, threadModule } from '../threads/run-in-thread.ts';
import { keepFolders, listFolder, pruneListed, takeKeptFolders, type FolderListing } from './kept-folders.ts';
import { clearKilledBuilds, sideFolderOf } from './killed-builds.ts';

import type { DirectOutput, FileSink, OutputFile } from '../shared/output-file.ts';

export type { FileSink, OutputFile };

export interface OutputWriter extends FileSink {
  /** Its temporary folder, which render threads write their pages into. */
  readonly direct: DirectOutput;
  chooseWriter(writer: 'thread' | 'inline'): void;
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
 * replaced or, before the swap, deleted; the output this one replaces is kept in turn. The files are written by a
 * thread of their own (or inline, if `chooseWriter` says so), and a file whose bytes are those of the same file in the
 * previous output is linked from it, not written again (shared/unchanged-files.ts says why). What killed builds
 * of the same output left beside it goes first (killed-builds.ts).
 */
export async function createOutputWriter(outDir: string, { keptFolders }: { keptFolders?: string } = {}): Promise<OutputWriter> {
  const staging = sideFolderOf(outDir, 'tmp', process.pid);
  const previous = sideFolderOf(outDir, 'old', process.pid);
  clearKilledBuilds(outDir);
  await rm(staging, { recursive: true, force: true });
  const reused = keptFolders !== undefined && takeKeptFolders(keptFolders, staging);
  if (!reused) await mkdir(staging, { recursive: true });
  const replaced = existsSync(outDir) ? outDir : null;
  let queue: WriteQueue | null = null;
  const chosen = () => (queue ??= createWriteThread(staging, replaced, reused));
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
    chooseWriter(writer) {
      if (queue) throw new Error('the writer is chosen before the first file');
      queue = writer === 'thread' ? createWriteThread(staging, replaced, reused) : inlineWriter(staging, replaced, reused);
    },
    add(files) {
      try {
        for (const file of files) claim(file.path, 'copyFrom' in file ? file.copyFrom : 'the build');
      } catch (error) {
        return Promise.reject(error);
      }
      return chosen().push(files);
    },
    async commit() {
      try {
        const bytes = (await (queue?.drain() ?? 0)) + directBytes;
        if (reused) pruneListed(staging, (await queue?.listing) ?? listFolder(staging), claimed);
        if (existsSync(outDir)) await rename(outDir, previous);
        await rename(staging, outDir);
        const kept = existsSync(previous) && keptFolders !== undefined && keepFolders(previous, keptFolders);
        if (!kept) await rm(previous, { recursive: true, force: true });
        return { files: claimed.files.size, bytes };
      } catch (error) {
        await rm(staging, { recursive: true, force: true });
        if (existsSync(previous) && !existsSync(outDir)) await rename(previous, outDir);
        throw siteError('OutputUnwritable', { reason: (error as Error).message }, { file: outDir }, error);
      }
    },
    async abort() {
      await queue?.drain().catch(() => undefined);
      await queue?.listing;
      await rm(staging, { recursive: true, force: true });
    },
  };
}

/**
 * The output's paths as the stages claim them, each with what claimed it (to name both sources of a collision). A path
 * is claimed once, and never as a file and a folder both (`feed.xml` and `feed.xml/index.html`): so whatever a writer
 * finds in the way of a claimed path is left from an earlier output, and can go (shared/unchanged-files.ts).
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

/**
 * Takes files to write; `drain` resolves with the bytes written, or rejects with the first failure. Written into kept
 * folders (`listKept`), it lists what they held beside the build, for pruneListed to delete what the build did not
 * write: `listing`, null where it was not asked for or failed (a folder the build replaced while it was read), when
 * the commit lists them itself. Listed at the end of the build, the 9,600 folders of 4,800 pages took 136-154 ms after
 * everything else was done.
 */
interface WriteQueue {
  push(files: OutputFile[]): Promise<void>;
  drain(): Promise<number>;
  listing: Promise<FolderListing | null> | null;
}

/**
 * Writes each batch at once, in the adding thread (a failure is reported by `drain`, as the thread's are). Its kept
 * folders are listed by a thread of their own: this writer is for sites whose pages render threads write, large
 * enough to pay for its start.
 */
function inlineWriter(folder: string, previous: string | null, listKept: boolean): WriteQueue {
  const made = new Set<string>();
  let bytes = 0;
  let failure: unknown = null;
  return {
    listing: listKept
      ? runInThread<FolderListing>(new URL('./kept-folders.ts', import.meta.url), 'listFolder', folder).catch(() => null)
      : null,
    async push(files) {
      if (failure) return;
      try {
        bytes += writeFilesInto(folder, previous, files, made);
      } catch (error) {
        failure = error;
      }
    },
    async drain() {
      if (failure) throw failure;
      return bytes;
    },
  };
}

// Files handed to the writing thread and not yet written stay under this many bytes: the build's thread waits for
// room beyond it, so a large site never holds its pages in memory when rendering outpaces the disk (at 4,800 pages,
// 32 MB queued meant 100-190 MB more peak memory than 8 MB).
const QUEUED_BYTES_LIMIT = 8 * 1024 * 1024;

/**
 * The thread that writes into `folder` (write-thread.mjs), linking unchanged files from `previous`. Each `push` is one
 * batch for it; `drain` waits for every batch, then resolves with the bytes written or rejects with the first failure,
 * and ends the thread.
 *
 * Why a thread: written from the build's thread, through libuv's, each file took three round trips (open, write,
 * close) whose callbacks, and the comparison with the previous file, ran on the thread that renders: render of 450
 * pages 560-620 ms against 460-500 ms with the writes handed over.
 */
function createWriteThread(folder: string, previous: string | null, listKept: boolean): WriteQueue {
  const filesModule = threadModule(new URL('../shared/unchanged-files.ts', import.meta.url));
  // The thread lists the kept folders before it writes anything (write-thread.mjs).
  const listModule = listKept ? threadModule(new URL('./kept-folders.ts', import.meta.url)) : null;
  const worker = new Worker(new URL('./write-thread.mjs', import.meta.url), {
    workerData: { filesModule, folder, previous, listModule },
  });
  let listed: (listing: FolderListing | null) => void = () => undefined;
  const listing = listKept ? new Promise<FolderListing | null>((resolve) => (listed = resolve)) : null;
  const sizes = new Map<number, number>();
  let nextId = 0;
  let bytes = 0;
  let queuedBytes = 0;
  let failure: unknown = null;
  let ended: Promise<void> | null = null;
  let idle: (() => void) | null = null;
  let roomWaiters: (() => void)[] = [];
  const settle = (id: number) => {
    queuedBytes -= sizes.get(id) ?? 0;
    sizes.delete(id);
    if (queuedBytes < QUEUED_BYTES_LIMIT) {
      for (const wake of roomWaiters) wake();
      roomWaiters = [];
    }
    if (!sizes.size) idle?.();
  };
  type Answer =
    { id: number; bytes: number } | { id: number; failed: { message: string; code?: string } } | { listing: FolderListing | null };
  worker.on('message', (answer: Answer) => {
    if ('listing' in answer) return listed(answer.listing);
    if ('failed' in answer) failure ??= Object.assign(new Error(answer.failed.message), { code: answer.failed.code });
    else bytes += answer.bytes;
    settle(answer.id);
  });
  // A thread that dies fails the build with the reason, and nothing waits for answers that will never come.
  const stopped = (error: Error) => {
    failure ??= error;
    listed(null);
    for (const id of [...sizes.keys()]) settle(id);
  };
  worker.on('error', stopped);
  worker.on('exit', (code) => {
    if (!ended) stopped(new Error(`the thread writing the build's files stopped (exit code ${code})`));
  });
  const sizeOf = (file: OutputFile) => ('copyFrom' in file ? 0 : file.contents.length);
  return {
    listing,
    push(files: OutputFile[]): Promise<void> {
      if (failure) return Promise.resolve(); // reported by drain, with the files written before it
      const id = nextId++;
      const size = files.reduce((total, file) => total + sizeOf(file), 0);
      sizes.set(id, size);
      queuedBytes += size;
      worker.postMessage({ id, files });
      if (queuedBytes < QUEUED_BYTES_LIMIT) return Promise.resolve();
      return new Promise((resolve) => roomWaiters.push(resolve));
    },
    async drain(): Promise<number> {
      if (sizes.size) await new Promise<void>((resolve) => (idle = resolve));
      ended ??= worker.terminate().then(() => undefined);
      await ended;
      if (failure) throw failure;
      return bytes;
    },
  };
}
