// The two ways a build's files are written into its output folder: by a thread of their own, or at once by the
// thread that adds them (output-writer.ts chooses).
import { Worker } from 'node:worker_threads';
import type { OutputFile } from '../shared/output-file.ts';
import { documentLength } from '../shared/page-document.ts';
import { writeFilesInto } from './unchanged-files.ts';
import { runInThread, threadModule } from './run-in-thread.ts';
import type { FolderListing } from './kept-folders.ts';

/**
 * Takes files to write; `drain` resolves with the bytes written, or rejects with the first failure. Written into kept
 * folders (`listKept`), it lists what they held beside the build, for pruneListed to delete what the build did not
 * write: `listing`, null where it was not asked for or failed (a folder the build replaced while it was read), when
 * the commit lists them itself. Listed at the end of the build, the 9,600 folders of 4,800 pages took 136-154 ms after
 * everything else was done.
 */
export interface WriteQueue {
  push(files: OutputFile[]): Promise<void>;
  /** Makes these folders (relative to the output) ahead of the files written into them (makeFolders says why). */
  makeFolders(folders: string[]): void;
  drain(): Promise<number>;
  listing: Promise<FolderListing | null> | null;
}

/**
 * Writes each batch at once, in the adding thread (a failure is reported by `drain`, as the thread's are). Its kept
 * folders are listed by a thread of their own: this writer is for sites whose pages render threads write, large
 * enough to pay for its start.
 */
export function inlineWriter(folder: string, previous: string | null, listKept: boolean): WriteQueue {
  const made = new Set<string>();
  let bytes = 0;
  let failure: unknown = null;
  return {
    listing: listKept
      ? runInThread<FolderListing>(new URL('./kept-folders.ts', import.meta.url), 'listFolder', folder).catch(() => null)
      : null,
    // Render threads make the folders of the pages they write. Making them ahead, in a thread of its own beside the
    // stages before the render, measured no faster at 4,800 pages: 9,600 folders cost more than those stages take.
    makeFolders() {},
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
export function createWriteThread(folder: string, previous: string | null, listKept: boolean): WriteQueue {
  const filesModule = threadModule(new URL('./unchanged-files.ts', import.meta.url));
  // The thread lists the kept folders before it writes anything (write-thread.mjs).
  const listModule = listKept ? threadModule(new URL('./kept-folders.ts', import.meta.url)) : null;
  const script = new URL('./write-thread.mjs', import.meta.url);
  const workerData = { filesModule, folder, previous, listModule };
  const worker = new Worker(script, { workerData });
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
    // Ended before it listed the kept folders (a build that wrote nothing ends it at once): the commit lists them.
    listed(null);
    if (!ended) stopped(new Error(`the thread writing the build's files stopped (exit code ${code})`));
  });
  const sizeOf = (file: OutputFile) => ('copyFrom' in file ? 0 : 'document' in file ? documentLength(file.document) : file.contents.length);
  return {
    listing,
    makeFolders(folders) {
      if (!failure) worker.postMessage({ folders });
    },
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
