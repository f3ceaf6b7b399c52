// Page bodies rendered, put together and written by render threads (render-thread.mjs): a build of about 800 pages or more.
import { Worker } from 'node:worker_threads';
import type { DirectOutput } from './output-writer.ts';
import { threadModule } from './run-in-thread.ts';
import { BodyRenderFailure, type BodyRenderer, type PageOutput, type ServerBundle } from '../render/body-render-contract.ts';
import { pathsOfPage } from '../render/page-output.ts';

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
export function threadedRenderer(server: ServerBundle, threads: number, output: DirectOutput, youngGenerationMb?: number): BodyRenderer {
  const script = new URL('./render-thread.mjs', import.meta.url);
  const pageModule = threadModule(new URL('./render-thread-pages.ts', import.meta.url));
  const workerData = { pageModule, folder: output.folder, previous: output.previous, packagesFrom: server.packagesFrom ?? null };
  const resourceLimits = youngGenerationMb === undefined ? {} : { maxYoungGenerationSizeMb: youngGenerationMb };
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
            output.claim(pages.flatMap(pathsOfPage), 'the build');
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
