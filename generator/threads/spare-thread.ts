// A thread the `site` command starts before the generator loads (bin/warm-locale-data.js): it loads ICU's data for
// the site's locales beside the build's start, then waits to be handed one job. The build hands it the writing of its
// files (emit/write-queues.ts), so it starts one thread fewer: a thread costs about 35 ms of CPU to start, on the core
// that the build's other threads share with V8's compiler and collector.
import type { Worker } from 'node:worker_threads';

/** The key bin/site.js leaves the thread under (bin/warm-locale-data.js SPARE_THREAD: the generator never imports bin/). */
const SPARE_THREAD = Symbol.for('factor-site.spare-thread');

type Holder = { [SPARE_THREAD]?: Worker };

/** The spare thread, taken once: null where the command started none (tests, `dev`, a build in a thread of its own). */
function takeSpareThread(): Worker | null {
  const holder = globalThis as Holder;
  const thread = holder[SPARE_THREAD] ?? null;
  delete holder[SPARE_THREAD];
  return thread;
}

/**
 * The spare thread running `run(data, listen)` of `module` (a JavaScript module that runs as a thread's own module
 * too: write-thread.mjs), or null where there is none. It keeps the process alive from now on, as a thread started
 * for the job would.
 */
export function adoptSpareThread(module: URL, run: string, data: unknown): Worker | null {
  const thread = takeSpareThread();
  if (!thread) return null;
  thread.ref();
  thread.postMessage({ adopt: { module: module.href, run, data } });
  return thread;
}

/** Ends the spare thread where the build has no job for it (its pages are written by render threads). */
export function releaseSpareThread(): void {
  void takeSpareThread()?.terminate();
}
