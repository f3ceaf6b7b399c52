import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageResult } from '../../site/shared/page-data.ts';
import type { createLocaleRenderer, LocaleRendererInput, renderConsentBanner } from '../../site/server.tsx';
import type { DirectOutput } from '../shared/output-file.ts';
import { threadModule } from '../threads/run-in-thread.ts';
import { filesOfPage, pageDataJson, pageDocument, type LocaleDocument, type PageJob } from './page-output.ts';

/** A rendered page: its HTML document and page data, or the bytes of them a render thread has written itself. */
export type PageOutput = { html: string; pageData: string } | { written: number };

/** A page that could not be rendered or written: its index among the pages of its call, and why. */
export class BodyRenderFailure extends Error {
  constructor(
    readonly index: number,
    reason: string,
    /** Its files could not be written (the body was rendered). */
    readonly unwritable = false,
  ) {
    super(reason);
  }
}

/** One locale's renderer: its site data, catalogues and document parts are handed over once, its pages in batches. */
export interface LocaleBodyRenderer {
  /** The cookie banner's first view, the same on every page of the locale (drawn for the page of `result`). */
  banner(result: PageResult): Promise<string>;
  /** Renders some of the locale's pages (at least one). Rejects with a BodyRenderFailure naming the page. */
  render(pages: PageJob[], banner: string): Promise<PageOutput[]>;
  /** Frees what the locale's renderer holds, once its last batch has been asked for. */
  close(): void;
}

/** Turns pages into documents with the server bundle: in this thread, or in render threads that write them too. */
export interface BodyRenderer {
  openLocale(input: LocaleRendererInput, document: LocaleDocument): LocaleBodyRenderer;
  /** How many more batches to hand it before the first is finished (0: it renders each batch as it is handed it). */
  lookahead: number;
  close(): Promise<void>;
}

type ServerModule = { createLocaleRenderer: typeof createLocaleRenderer; renderConsentBanner: typeof renderConsentBanner };

const serverModules = new Map<string, Promise<ServerModule>>();

/** Loads the server bundle once per bundle (dev keeps several builds in one process). */
function loadServerModule(entry: string): Promise<ServerModule> {
  let module = serverModules.get(entry);
  if (!module) {
    module = import(pathToFileURL(entry).href) as Promise<ServerModule>;
    serverModules.set(entry, module);
  }
  return module;
}

// Measured on two cores (warm builds): render threads (each loads React and the site, and warms up its code on its
// own) cost about what they save at 450 pages (1.03-1.12 s against 1.06-1.08 s), and pay from about 800: at 885
// pages 1.43-1.53 s against 1.64-1.76 s, at 1,755 2.16-2.33 s against 2.47-2.83 s, with a third less memory, as
// documents never queue in this thread (190 MB against 256-284 MB at 885 pages).
const PAGES_WORTH_A_THREAD = 400;

/**
 * How many render threads a build uses: `requested` if given (1 means none: this thread renders); else one per
 * core for a site large enough to pay for them, none for a smaller one.
 */
export function renderThreadCount(pages: number, requested?: number): number {
  const threads = requested ?? Math.min(availableParallelism(), Math.floor(pages / PAGES_WORTH_A_THREAD));
  return threads > 1 ? threads : 0;
}

/** Where the server bundle is: its entry, or the bundle stage still making it, and where its packages resolve from. */
export interface ServerBundle {
  entry: string | Promise<string>;
  /** A file in the folder the bundles are kept in: render threads load React from where the bundle will find it. */
  packagesFrom?: string;
}

/**
 * A body renderer with `threads` render threads writing their pages into `output`, or rendering in this thread
 * (returning each document) when `threads` is 0 or no output can be written to directly. It may be made before the
 * server bundle exists (`server.entry` a promise): render threads then start, and load React, while the bundle
 * stage and the stages beside it run.
 */
export function createBodyRenderer(server: string | ServerBundle, threads: number, output: DirectOutput | null = null): BodyRenderer {
  const bundle = typeof server === 'string' ? { entry: server } : server;
  return threads > 0 && output ? threadedRenderer(bundle, threads, output) : inThreadRenderer(Promise.resolve(bundle.entry));
}

function inThreadRenderer(serverEntry: Promise<string>): BodyRenderer {
  // A bundle that fails fails the build where its stage is awaited; a renderer never opened does not report it again.
  serverEntry.catch(() => undefined);
  return {
    lookahead: 0,
    openLocale(input, document) {
      const renderer = serverEntry.then(loadServerModule).then((server) => ({ server, renderBody: server.createLocaleRenderer(input) }));
      return {
        async banner(result) {
          const { server } = await renderer;
          return server.renderConsentBanner(input, result);
        },
        async render(pages, banner) {
          const { renderBody } = await renderer;
          const outputs: PageOutput[] = [];
          try {
            for (const page of pages) {
              const html = renderBody(page.pageData.result, (body) => pageDocument(page, body, banner, document));
              outputs.push({ html, pageData: pageDataJson(page) });
            }
            return outputs;
          } catch (error) {
            throw new BodyRenderFailure(outputs.length, (error as Error).message);
          }
        },
        close() {},
      };
    },
    async close() {},
  };
}

type Answer =
  | { id: number; written: number[] }
  | { id: number; banner: string }
  | { id: number; failed: { index: number; message: string; unwritable: boolean } };

// A batch of pages goes out in runs of at most this many, handed to the threads in turn (render-pages.ts makes
// batches of this size: each batch is one run, and the batch after it goes to the other thread).
const PAGES_PER_RUN = 8;

/**
 * Render threads (render-thread.mjs), each with the server bundle loaded and every open locale's renderer, that
 * render, put together and write whole pages into `output`: a page's strings never come back to this thread, which
 * only builds page data (at 4,800 pages, documents queued here for writing were most of the build's memory). A
 * batch of pages is cut into runs handed out in turn; every page is the same as this thread would make, byte for byte.
 */
function threadedRenderer(server: ServerBundle, threads: number, output: DirectOutput): BodyRenderer {
  const script = new URL('./render-thread.mjs', import.meta.url);
  const pageModule = threadModule(new URL('./page-output.ts', import.meta.url));
  const workerData = { pageModule, folder: output.folder, previous: output.previous, packagesFrom: server.packagesFrom ?? null };
  // A smaller young generation than V8 gives a thread by default: nearly all a page makes dies before the next
  // collection anyway (measured at 4,800 pages: peak memory 270-285 MB instead of 300-313, in the same time).
  const resourceLimits = { maxYoungGenerationSizeMb: 16 };
  const workers = Array.from({ length: threads }, () => new Worker(script, { workerData, resourceLimits }));
  const waiting = new Map<number, (answer: Answer) => void>();
  let crashed: Error | null = null;
  let closing = false;
  let closed: Promise<void> | null = null;
  // A thread that dies (an uncaught error, running out of memory, an exit) fails every run still out, so the build
  // stops with the reason instead of waiting for answers that will never come.
  const fail = (error: Error) => {
    crashed ??= error;
    for (const settle of [...waiting.values()]) settle({ id: -1, failed: { index: 0, message: error.message, unwritable: false } });
  };
  // The threads load the server bundle once it exists; what they are asked before then waits in their queue. A bundle
  // that fails fails the build before anything is rendered (the threads are closed with it).
  Promise.resolve(server.entry).then(
    (entry) => {
      for (const worker of workers) worker.postMessage({ type: 'server', entry });
    },
    () => undefined,
  );
  for (const worker of workers) {
    worker.on('message', (answer: Answer) => waiting.get(answer.id)?.(answer));
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!closing) fail(new Error(`a render thread stopped (exit code ${code})`));
    });
  }
  let nextId = 0;
  let nextWorker = 0;
  let nextLocale = 0;
  const ask = (worker: Worker, message: object): Promise<Answer> => {
    if (crashed) return Promise.reject(crashed);
    const id = nextId++;
    return new Promise((resolve) => {
      waiting.set(id, (answer) => {
        waiting.delete(id);
        resolve(answer);
      });
      worker.postMessage({ ...message, id });
    });
  };
  const failure = (answer: Answer, offset: number) =>
    'failed' in answer ? new BodyRenderFailure(offset + answer.failed.index, answer.failed.message, answer.failed.unwritable) : null;
  const writtenBytes = async (runs: Promise<Answer>[]) => {
    const outputs: PageOutput[] = [];
    for (const [run, answer] of (await Promise.all(runs)).entries()) {
      const failed = failure(answer, run * PAGES_PER_RUN);
      if (failed) throw failed;
      for (const written of (answer as { written: number[] }).written) {
        output.wrote(written);
        outputs.push({ written });
      }
    }
    return outputs;
  };
  return {
    // Each thread has a run waiting behind the one it works on, so it never waits for this thread to make the next
    // batch's page data (4,800 pages: render 3.3-3.45 s against 3.6-3.7 s with one batch ahead, same peak memory).
    lookahead: threads * 2 - 1,
    openLocale(input, document) {
      const key = nextLocale++;
      for (const worker of workers) worker.postMessage({ type: 'locale', key, input, document });
      return {
        async banner(result) {
          const answer = await ask(workers[0]!, { type: 'banner', key, result });
          const failed = failure(answer, 0);
          if (failed) throw failed;
          return (answer as { banner: string }).banner;
        },
        render(pages, banner) {
          try {
            output.claim(
              pages.flatMap((page) => filesOfPage(page, '', '').map((file) => file.path)),
              'the build',
            );
          } catch (error) {
            return Promise.reject(error);
          }
          const runs: Promise<Answer>[] = [];
          for (let start = 0; start < pages.length; start += PAGES_PER_RUN) {
            const worker = workers[nextWorker++ % workers.length]!;
            runs.push(ask(worker, { type: 'render', key, pages: pages.slice(start, start + PAGES_PER_RUN), banner }));
          }
          // Not an async function: the pages, copied to the threads by now, are not kept while the threads work.
          return writtenBytes(runs);
        },
        // A thread answers its messages in order: the locale is forgotten after the runs already handed to it.
        close() {
          for (const worker of workers) worker.postMessage({ type: 'forget', key });
        },
      };
    },
    close() {
      closing = true;
      // Once, however often it is called (the build closes it after rendering and again on its way out).
      closed ??= Promise.all(workers.map((worker) => worker.terminate())).then(() => undefined);
      return closed;
    },
  };
}
