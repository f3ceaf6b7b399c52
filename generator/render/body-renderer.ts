import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PageResult } from '../../site/shared/page-data.ts';
import type { createLocaleRenderer, LocaleRendererInput, renderConsentBanner } from '../../site/server.tsx';

/** A locale's rendered bodies, in the order of its page results, and its cookie banner's first view. */
export interface LocaleBodies {
  bodies: string[];
  banner: string;
}

/** A page whose body could not be rendered: its index among the locale's results, and why. */
export class BodyRenderFailure extends Error {
  constructor(
    readonly index: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** Turns page results into body HTML with the server bundle: in this thread, or in render threads. */
export interface BodyRenderer {
  /** Renders one locale's pages (at least one). Rejects with a BodyRenderFailure naming the page. */
  renderLocale(input: LocaleRendererInput, results: PageResult[]): Promise<LocaleBodies>;
  /** How many more locales to hand it before the first is finished: 1 keeps render threads busy meanwhile. */
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
    async renderLocale(input, results) {
      const server = await loadServerModule(serverEntry);
      const renderBody = server.createLocaleRenderer(input);
      const bodies: string[] = [];
      try {
        const banner = server.renderConsentBanner(input, results[0]!);
        for (const result of results) bodies.push(flat(renderBody(result)));
        return { bodies, banner };
      } catch (error) {
        throw new BodyRenderFailure(bodies.length, (error as Error).message);
      }
    },
    async close() {},
  };
}

type Answer = { id: number; bodies: string[]; banner?: string } | { id: number; failed: { index: number; message: string } };

// A locale's pages go out in runs of about this many, so that every thread has work until the locale is done.
const PAGES_PER_RUN = 8;

/**
 * Render threads (render-thread.mjs), each with the server bundle loaded. A locale's pages are cut into runs handed
 * out in turn; the bodies come back in their order, so the output is the same as one thread's, byte for byte.
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
    async renderLocale(input, results) {
      const key = nextLocale++;
      for (const worker of workers) worker.postMessage({ type: 'locale', key, input });
      const runs: Promise<Answer>[] = [];
      for (let start = 0; start < results.length; start += PAGES_PER_RUN) {
        const worker = workers[nextWorker++ % workers.length]!;
        const run = results.slice(start, start + PAGES_PER_RUN);
        runs.push(ask(worker, { type: 'render', key, results: run, withBanner: start === 0 }));
      }
      const answers = await Promise.all(runs);
      for (const worker of workers) worker.postMessage({ type: 'forget', key });
      const bodies: string[] = [];
      let banner = '';
      for (const [run, answer] of answers.entries()) {
        if ('failed' in answer) throw new BodyRenderFailure(run * PAGES_PER_RUN + answer.failed.index, answer.failed.message);
        bodies.push(...answer.bodies);
        banner ||= answer.banner ?? '';
      }
      return { bodies, banner };
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * React builds a page's HTML as a rope of thousands of small strings; kept for a whole locale, they outlive the
 * young generation and the collector copies them (measured: twice the render's GC time). Reading a character makes
 * V8 flatten the rope into one string, leaving the pieces to die young.
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}
