import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageResult } from '../../site/shared/page-data.ts';
import type { createLocaleRenderer, LocaleRendererInput, renderConsentBanner } from '../../site/server.tsx';
import { flat } from '../shared/flat-string.ts';

/** Rendered bodies, in the order of their page results, and the cookie banner's first view when it was asked for. */
export interface RenderedBodies {
  bodies: string[];
  banner: string;
}

/** A page whose body could not be rendered: its index among the results of its call, and why. */
export class BodyRenderFailure extends Error {
  constructor(
    readonly index: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** One locale's renderer: its site data and catalogues are handed over once, its pages then in batches. */
export interface LocaleBodyRenderer {
  /** Renders some of the locale's pages (at least one). Rejects with a BodyRenderFailure naming the page. */
  render(results: PageResult[], withBanner: boolean): Promise<RenderedBodies>;
  /** Frees what the locale's renderer holds, once its last batch has been asked for. */
  close(): void;
}

/** Turns page results into body HTML with the server bundle: in this thread, or in render threads. */
export interface BodyRenderer {
  openLocale(input: LocaleRendererInput): LocaleBodyRenderer;
  /** How many more batches to hand it before the first is finished: 1 keeps render threads busy meanwhile. */
  lookahead: 0 | 1;
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

// Measured on two cores: render threads (each loads React and the site, and leaves this thread writing and
// putting documents together) pay from a couple of thousand pages (4,800: render 6.3-6.9 s → 5.8 s); below,
// they cost about what they save (450 pages: 0.6-0.7 s either way).
const PAGES_WORTH_A_THREAD = 1000;

/**
 * How many render threads a build uses: `requested` if given (1 means none: this thread renders); else one per
 * core for a site large enough to pay for them, none for a smaller one.
 */
export function renderThreadCount(pages: number, requested?: number): number {
  const threads = requested ?? Math.min(availableParallelism(), Math.floor(pages / PAGES_WORTH_A_THREAD));
  return threads > 1 ? threads : 0;
}

/** A body renderer with `threads` render threads, or rendering in this thread when `threads` is 0. */
export function createBodyRenderer(serverEntry: string, threads: number): BodyRenderer {
  return threads > 0 ? threadedRenderer(serverEntry, threads) : inThreadRenderer(serverEntry);
}

function inThreadRenderer(serverEntry: string): BodyRenderer {
  return {
    lookahead: 0,
    openLocale(input) {
      const renderer = loadServerModule(serverEntry).then((server) => ({ server, renderBody: server.createLocaleRenderer(input) }));
      return {
        async render(results, withBanner) {
          const { server, renderBody } = await renderer;
          const bodies: string[] = [];
          try {
            const banner = withBanner ? server.renderConsentBanner(input, results[0]!) : '';
            for (const result of results) bodies.push(flat(renderBody(result)));
            return { bodies, banner };
          } catch (error) {
            throw new BodyRenderFailure(bodies.length, (error as Error).message);
          }
        },
        close() {},
      };
    },
    async close() {},
  };
}

type Answer = { id: number; bodies: string[]; banner?: string } | { id: number; failed: { index: number; message: string } };

// A batch of pages goes out in runs of about this many, so that every thread has work until the batch is done.
const PAGES_PER_RUN = 8;

/**
 * Render threads (render-thread.mjs), each with the server bundle loaded and every open locale's renderer. A
 * batch of pages is cut into runs handed out in turn; the bodies come back in their order, so the output is the
 * same as one thread's, byte for byte.
 */
function threadedRenderer(serverEntry: string, threads: number): BodyRenderer {
  const script = new URL('./render-thread.mjs', import.meta.url);
  const workers = Array.from({ length: threads }, () => new Worker(script, { workerData: { serverEntry } }));
  const waiting = new Map<number, (answer: Answer) => void>();
  let crashed: Error | null = null;
  let closing = false;
  // A thread that dies (an uncaught error, running out of memory, an exit) fails every run still out, so the build
  // stops with the reason instead of waiting for answers that will never come.
  const fail = (error: Error) => {
    crashed ??= error;
    for (const settle of [...waiting.values()]) settle({ id: -1, failed: { index: 0, message: error.message } });
  };
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
  return {
    lookahead: 1,
    openLocale(input) {
      const key = nextLocale++;
      for (const worker of workers) worker.postMessage({ type: 'locale', key, input });
      return {
        async render(results, withBanner) {
          const runs: Promise<Answer>[] = [];
          for (let start = 0; start < results.length; start += PAGES_PER_RUN) {
            const worker = workers[nextWorker++ % workers.length]!;
            const run = results.slice(start, start + PAGES_PER_RUN);
            runs.push(ask(worker, { type: 'render', key, results: run, withBanner: withBanner && start === 0 }));
          }
          const answers = await Promise.all(runs);
          const bodies: string[] = [];
          let banner = '';
          for (const [run, answer] of answers.entries()) {
            if ('failed' in answer) throw new BodyRenderFailure(run * PAGES_PER_RUN + answer.failed.index, answer.failed.message);
            bodies.push(...answer.bodies);
            banner ||= answer.banner ?? '';
          }
          return { bodies, banner };
        },
        // A thread answers its messages in order: the locale is forgotten after the runs already handed to it.
        close() {
          for (const worker of workers) worker.postMessage({ type: 'forget', key });
        },
      };
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
