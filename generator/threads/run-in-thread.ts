import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { SiteError } from '../errors/site-error.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import { giveBackHeap } from './give-back-heap.mjs';

/** The project's root: thread modules are named by their path from it, in the compiled CLI as in the sources. */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Calls `name` of the module at `source` with `input` in a worker thread, and resolves with what it returns (both
 * cloned between threads). A SiteError it throws arrives as a SiteError (code, message, file and line); any other
 * error with its message and the thread's stack.
 *
 * `heapLimitMb` keeps the thread's heap compact: under a lower limit V8 grows a heap by smaller steps, collecting
 * more often (the bundle's Babel pass: 360-380 MB of peak memory → 280-290 MB for 0.1-0.3 s). It never fails a
 * build: a thread that runs out of it runs again without one.
 */
export function runInThread<T>(source: URL, name: string, input: unknown, { heapLimitMb }: { heapLimitMb?: number } = {}): Promise<T> {
  if (heapLimitMb === undefined) return inThread<T>(source, name, input, {});
  return inThread<T>(source, name, input, { maxOldGenerationSizeMb: heapLimitMb }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
    return inThread<T>(source, name, input, {});
  });
}

/**
 * `heavy`: the threads that hold the most memory, those of a cold build: the bundle's compilation (Linaria's Babel
 * pass), the PDFs and the share cards, each about 100-150 MB. Each one's memory is freed when it ends, so one after
 * the other they peak at the largest of them, not at their sum (a cold build of 4,800 pages on Node 24, with the
 * bundle beside the PDFs: 397-436 MB; all three in turn, with the collections below: 270-293 MB). A build of a site
 * small enough lets two of them run at once (setLaneWidth): each is one core's work, and one after the other they
 * left the second core idle through most of a cold build.
 */
type Lane = 'heavy';

interface LaneState {
  /** How many cores its jobs may take at once. */
  width: number;
  /** The cores its running jobs take. */
  running: number;
  /** The jobs waiting, first asked first: the cores each takes, and its turn. */
  waiting: { cores: number; start: (took: number) => void }[];
}

const lanes = new Map<Lane, LaneState>();

function laneOf(lane: Lane): LaneState {
  let state = lanes.get(lane);
  if (!state) lanes.set(lane, (state = { width: 1, running: 0, waiting: [] }));
  return state;
}

/** Starts the waiting jobs, first asked first, while the first has room (a job that takes more than the width takes it all). */
function giveTurns(state: LaneState): void {
  while (state.waiting.length > 0) {
    const cores = Math.min(state.waiting[0]!.cores, state.width);
    if (state.running > 0 && state.running + cores > state.width) return;
    state.running += cores;
    state.waiting.shift()!.start(cores);
  }
}

/** How many cores the jobs of `lane` may take at once from now on (1 unless set: one job after the other). */
export function setLaneWidth(lane: Lane, width: number): void {
  const state = laneOf(lane);
  state.width = Math.max(1, Math.floor(width));
  giveTurns(state);
}

/**
 * Runs `job`, which takes `cores` of the lane's width (1 unless said), once it has its turn: once every job asked for
 * earlier has started and those running leave room for it (a job asking for the whole width or more runs alone; with a
 * width of 1, each job once every job asked for earlier in the same lane has ended, well or not).
 * Before it starts, this thread gives back the garbage of its own heap (giveBackHeap): what the stages before left
 * there was still held through the share cards' 15 s (4,800 pages: 310-315 → 276-281 MB in that phase).
 */
export function inLane<T>(lane: Lane, job: () => Promise<T>, { cores = 1 }: { cores?: number } = {}): Promise<T> {
  const state = laneOf(lane);
  const turn = new Promise<number>((start) => state.waiting.push({ cores, start }));
  giveTurns(state);
  return turn.then(async (took) => {
    try {
      giveBackHeap();
      return await job();
    } finally {
      state.running -= took;
      giveTurns(state);
    }
  });
}

// A smaller young generation than V8 gives a thread by default, as for the render threads: on Node 24, whose default
// grows with the machine's memory, a cold build of 450 pages peaked at 748 MB without it and 528 MB with it.
const YOUNG_GENERATION_MB = 16;

function inThread<T>(source: URL, name: string, input: unknown, limits: ResourceLimits): Promise<T> {
  const workerData = { ...threadModule(source), name, input };
  const resourceLimits = { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, ...limits };
  const worker = new Worker(new URL('./thread-boot.mjs', import.meta.url), { workerData, resourceLimits });
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (answer: { result: T } | { failed: ThreadError }) => {
      if ('failed' in answer) reject(errorOf(answer.failed));
      else resolve(answer.result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the thread running ${name} stopped (exit code ${code})`)));
  });
}

/**
 * The module a thread imports: under the compiled CLI, its build of the source (bin/compile-cli.js builds each module
 * handed to runInThread or threadModule as an entry of its own under `threads/`); when the generator runs from its sources (tests,
 * the tsx fallback of a read-only install), the source itself, which the thread imports through tsx.
 */
export function threadModule(source: URL): { module: string; typescript: boolean } {
  const path = relative(projectRoot, fileURLToPath(source)).split('\\').join('/');
  // bin/site.js names the folder of the compiled CLI it started.
  const compiledDir = process.env.SITE_COMPILED_CLI;
  if (!compiledDir) return { module: source.href, typescript: true };
  const compiled = join(compiledDir, 'threads', path.replace(/\.ts$/, '.js'));
  // Never TypeScript compiled at run time under the compiled CLI: a module missing from its list is a mistake.
  if (!existsSync(compiled)) throw new Error(`${path} runs in a thread but is not compiled as one (bin/compile-cli.js threadModules)`);
  return { module: pathToFileURL(compiled).href, typescript: false };
}

interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  code?: ErrorCode;
  location?: SiteError['location'];
}

function errorOf(failed: ThreadError): Error {
  const error =
    failed.name === 'SiteError' && failed.code ? new SiteError(failed.code, failed.message, failed.location) : new Error(failed.message);
  if (failed.stack) error.stack = failed.stack;
  return error;
}
