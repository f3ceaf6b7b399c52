import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { SiteError } from '../errors/site-error.ts';
import type { ErrorCode } from '../errors/catalogue.ts';

/** The project's root: thread modules are named by their path from it, in the compiled CLI as in the sources. */
const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What a thread is started with (threaded-executor.ts chooses; none of it unless asked). */
export interface ThreadSettings {
  /** The old generation's limit: a thread that runs out of it runs again without one, so it never fails a build. */
  heapLimitMb?: number;
  /** The young generation's size, smaller than V8's default for a thread (which grows with the machine's memory). */
  youngGenerationMb?: number;
  /** Whether the thread gives its heap back to the system as it ends (give-back-heap.mjs). */
  giveBack?: boolean;
}

/**
 * Calls `name` of the module at `source` with `input` in a worker thread, and resolves with what it returns (both
 * cloned between threads). A SiteError it throws arrives as a SiteError (code, message, file and line); any other
 * error with its message and the thread's stack.
 */
export function runInThread<T>(source: URL, name: string, input: unknown, settings: ThreadSettings = {}): Promise<T> {
  const { heapLimitMb, youngGenerationMb, giveBack = false } = settings;
  const young: ResourceLimits = youngGenerationMb === undefined ? {} : { maxYoungGenerationSizeMb: youngGenerationMb };
  if (heapLimitMb === undefined) return inThread<T>(source, name, input, young, giveBack);
  const limited = { ...young, maxOldGenerationSizeMb: heapLimitMb };
  return inThread<T>(source, name, input, limited, giveBack).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
    return inThread<T>(source, name, input, young, giveBack);
  });
}

function inThread<T>(source: URL, name: string, input: unknown, resourceLimits: ResourceLimits, giveBack: boolean): Promise<T> {
  const workerData = { ...threadModule(source), name, input, giveBack };
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
 * named in a `work`, `runInThread` or `threadModule` call as an entry of its own under `threads/`); when the generator
 * runs from its sources (tests, the tsx fallback of a read-only install), the source itself, which the thread imports
 * through tsx.
 */
export function threadModule(source: URL): { module: string; typescript: boolean } {
  const path = relative(projectRoot, fileURLToPath(source)).split('\\').join('/');
  // bin/site.js names the folder of the compiled CLI it started.
  const compiledDir = process.env.SITE_COMPILED_CLI;
  if (!compiledDir) return { module: source.href, typescript: true };
  const compiled = join(compiledDir, 'threads', path.replace(/\.ts$/, '.js'));
  // Never TypeScript compiled at run time under the compiled CLI: a module missing from its list is a mistake.
  if (!existsSync(compiled)) throw new Error(`${path} runs in a thread but is not compiled as one (bin/compile-cli.js workModules)`);
  return { module: pathToFileURL(compiled).href, typescript: false };
}

type WorkModule = Record<string, (input: unknown) => unknown>;

/** Modules loaded for callHere, by URL: each loaded once. */
const loaded = new Map<string, Promise<WorkModule>>();

/**
 * Calls `name` of the module at `source` with `input` in this thread, loaded as a thread loads it (its compiled
 * JavaScript, or its source through tsx): by Node itself, whatever loads this module (a test runner's own loader
 * could not load the bundler's Babel plugins). A SiteError it throws arrives as one, as from a thread.
 */
export async function callHere<T>(source: URL, name: string, input: unknown): Promise<T> {
  const { module, typescript } = threadModule(source);
  let exports = loaded.get(module);
  if (!exports) {
    exports = typescript ? import('tsx/esm/api').then(({ tsImport }) => tsImport(module, import.meta.url)) : import(module);
    loaded.set(module, exports);
  }
  try {
    const functions = await exports;
    return (await functions[name]!(input)) as T;
  } catch (error) {
    if (error instanceof SiteError || !(error instanceof Error) || error.name !== 'SiteError') throw error;
    const { message, stack, code, location } = error as Error & Partial<ThreadError>;
    throw errorOf({ name: error.name, message, stack, code, location });
  }
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
