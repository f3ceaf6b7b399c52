// Loads ICU's data for the site's locales while a build starts: on the main thread while the build starts in a thread
// of its own, or in a thread of its own while the build starts on the main thread. Written in JavaScript, like
// bin/site.js, which calls it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * Makes, once, the collation a build sorts with and each of the site's locales' formats that a build uses: dates and
 * times (plan/offices.ts, render/build-page-result.ts), country names (offices) and its likely region
 * (social/social-tags.ts).
 * ICU loads a locale's data once per process, so a thread that asks for them afterwards finds them loaded: measured
 * on Node 24, 15 locales took a thread 24-34 ms, and 4 ms after another thread had made them. The main thread is
 * idle while the build thread loads the generator (about 90 ms), and the build asks for them only after that.
 *
 * The config is read as JSON only for its locale codes; one that cannot be read or has no locales is left for the
 * build to report, and a code ICU refuses is skipped.
 */
export function warmLocaleData(root) {
  let codes;
  try {
    const config = JSON.parse(readFileSync(join(root, 'site.config.json'), 'utf8'));
    codes = config.locales.map((locale) => locale.code).filter((code) => typeof code === 'string');
  } catch {
    return [];
  }
  // The collation the build's sorts use (String#localeCompare, the default locale's): ICU loads it once per process,
  // in 6-12 ms on Node 24, and the build's first sort then finds it loaded.
  'a'.localeCompare('b');
  const warmed = [];
  for (const code of codes) {
    try {
      new Intl.DateTimeFormat(code, { timeStyle: 'short', timeZone: 'UTC' }).format(0);
      new Intl.DateTimeFormat(code, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
      new Intl.DisplayNames([code], { type: 'region' }).of('FR');
      new Intl.Locale(code).maximize();
      warmed.push(code);
    } catch {
      // Not a locale ICU knows: the build says so where it matters.
    }
  }
  return warmed;
}

/**
 * Runs warmLocaleData in a thread of its own, for a build that runs on the main thread: it loads ICU's data while the
 * main thread loads the generator (Node 24, 450 pages: the build's `formatsFor` 21 → 8 ms; warm builds, alternating
 * runs, medians of 10: 0.50 → 0.49 s on Node 24, 0.655 → 0.64 s on Node 20). The thread starts without the process's
 * Node options (it needs none), posts the codes it warmed (`{ warmed }`), and never keeps the process alive.
 *
 * Then it waits to be handed one job (SPARE_THREAD says how): a thread costs about 35 ms of CPU to start, on the core
 * the build's other threads share, and the build needs one to write its files.
 */
export function warmLocaleDataInThread(root) {
  const thread = new Worker(new URL(import.meta.url), { workerData: { warmLocalesOf: root }, execArgv: [] });
  thread.on('error', () => undefined);
  thread.unref();
  return thread;
}

/**
 * Where bin/site.js leaves the thread warmLocaleDataInThread started, for the generator to take
 * (generator/threads/spare-thread.ts, which names the same key: the generator never imports bin/).
 */
export const SPARE_THREAD = Symbol.for('factor-site.spare-thread');

/**
 * Waits for one job: `{ adopt: { module, run, data } }` runs `run(data, listen)` of the module, `listen` handing it
 * every message after that one, those that came before it was ready first.
 */
function waitForJob() {
  let started = false;
  let handle = null;
  const early = [];
  parentPort.on('message', (message) => {
    if (handle) return handle(message);
    if (!started && message?.adopt) {
      started = true;
      const { module, run, data } = message.adopt;
      // A job that fails to start is this thread's uncaught error: its parent is told, as of any thread's.
      void import(module).then((job) =>
        job[run](data, (listener) => {
          handle = listener;
          for (const waiting of early.splice(0)) listener(waiting);
        }),
      );
      return;
    }
    early.push(message);
  });
}

if (!isMainThread && typeof workerData?.warmLocalesOf === 'string') {
  parentPort.postMessage({ warmed: warmLocaleData(workerData.warmLocalesOf) });
  waitForJob();
}
