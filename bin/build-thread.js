// Where the `site` command runs: a build in a thread of its own with a young generation of a set size, every other
// command on the main thread. Written in JavaScript, since bin/site.js runs it before any TypeScript is compiled.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Whether a build runs in a thread of its own (runInBuildThread), for the size of its young generation: Node 22 and
 * later size the main thread's by the machine's memory (below), which shows in a large build's peak (4,800 pages, warm,
 * Node 24: 288-301 MB on the main thread, 280-290 MB in the thread). A smaller one runs on the main thread, as
 * fast without the thread's start (Node 24, warm, alternating runs: 450 pages 0.58 → 0.53 s, medians of 10; 885
 * pages 0.99 → 0.96 s) and in as much memory (161-162 MB and 208-212 MB either way). A build's size is taken from the
 * last build with the same cache (`lastPages`, lastBuildPagesOf); a build without one (a first build, whose peak is
 * the largest) runs in the thread.
 *
 * Node 20 gives the main thread's young generation a fixed size, with which a build used as much memory as in the
 * thread (4,800 pages, warm: 272-276 MB against 268-284 MB), and there the thread only cost its start: a warm build of
 * 450 pages, alternating runs, 0.92 s → 0.80 s (medians of 6), 1.06 → 0.98 s in a slower hour (medians of 8).
 */
export function buildNeedsThread(nodeVersion = process.versions.node, lastPages = null) {
  if (Number(nodeVersion.split('.')[0]) < 22) return false;
  return lastPages === null || lastPages >= THREAD_FROM_PAGES;
}

/** From how many pages a build runs in a thread of its own on Node 22 and later. */
export const THREAD_FROM_PAGES = 1000;

/**
 * How many pages the last build with the cache at `cacheDir` made, as the build records them
 * (generator/cache/build-size.ts), or null when no build has recorded it there or its record cannot be read.
 */
export function lastBuildPagesOf(cacheDir) {
  try {
    const { pages } = JSON.parse(readFileSync(join(cacheDir, 'build-size.json'), 'utf8'));
    return Number.isInteger(pages) && pages >= 0 ? pages : null;
  } catch {
    return null;
  }
}

/**
 * The young generation of the thread a build runs in, in MB. Node 22 and later size the main thread's by the
 * machine's memory (128 MB of new space on a 24 GB machine, against 32 MB on Node 20), and a build's short-lived
 * page data then fills it before it is collected (4,800 pages: 355-365 MB peak instead of 280 when first measured,
 * 288-301 MB against 280-290 since the build keeps less). A running process
 * cannot change its own main thread's (v8.setFlagsFromString has no effect there), but a thread's is set as it
 * starts. At this size a build is as fast as with Node's default, on Node 20 and 24 alike.
 */
export const BUILD_YOUNG_GENERATION_MB = 24;

/**
 * The limit of the old generation of the thread a build runs in, in MB, from the pages of the last build with the same
 * cache (null: none). V8 lets a heap grow between its full collections by a factor it takes from the heap's limit: up
 * to 4 times what was live after the last one with a limit of 2 GB or more (Node's own on a machine of 16 GB or more),
 * about 1.6 times with 1 GB. What a large build leaves between collections is mostly garbage (each locale's data, the
 * heads of the sitemap's pages), so the old generation of a 4,800-page build had grown to 90-118 MB with 30 MB live.
 * With this limit, 4,800 pages, warm, Node 24, 8 alternating runs: peak 242-286 MB (median 251.5) against 263-290 MB
 * (277), for 0.15 s more of 2.8 s (median of the pairs' differences: a few more full collections, on this thread). At
 * least 1 GB, and 0.1 MB a page above 10,000 pages: the thread held at most 55 MB at 4,800. A build that still runs
 * out of it runs again without it (runInBuildThread).
 */
export function buildOldGenerationMb(lastPages) {
  return Math.max(BUILD_OLD_GENERATION_MIN_MB, Math.ceil((lastPages ?? 0) / 10));
}

/** The least limit buildOldGenerationMb gives. */
export const BUILD_OLD_GENERATION_MIN_MB = 1024;

/**
 * How glibc's allocator is set for a first build, which it reads only as a process starts: a first build starts
 * itself again with them, the same arguments and Node options (but the size of V8's pool: withoutPoolSize), before
 * anything else is loaded. Where Node can (process.execve, Node 22.15 and later), the new start replaces the process;
 * elsewhere (Node 20, 22 before 22.15) it runs as a child the first process waits for (bin/run-as-child.js).
 * - MALLOC_ARENA_MAX: glibc gives each thread that allocates an arena of its own, up to eight per core, and keeps in
 *   them what the thread frees. A build starts many threads (bundle, PDFs, share cards, markdown, render, writing),
 *   and a cold build of 4,800 pages held 476 MB at its peak with glibc's default, 405 MB with two arenas.
 * - MALLOC_MMAP_THRESHOLD_: a block at least this large is mapped on its own and unmapped as it is freed. glibc raises
 *   the threshold (up to 32 MB) each time such a block is freed, so the share cards' pixel buffers (3 MB each) soon
 *   came from the arenas, which kept them: set, it stays at glibc's initial 128 KiB (4,800 pages, Node 24: 300-310 →
 *   272-278 MB through the cards and the render).
 */
export const MALLOC_SETTINGS = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * How `site` starts itself again for a build with MALLOC_SETTINGS, or null where it does not: another command; a
 * build whose cache already holds a bundle (`cacheHoldsBundles`); a system without glibc's allocator (only Linux has
 * it; musl ignores the variables); or settings the user made (any value of either variable is kept; with both set,
 * nothing starts again). `how`: in place of this process where Node can (`canExecve`), else as its child.
 *
 * Only a first build (no cache yet: a new checkout, a CI runner without the cache) starts the threads whose memory
 * the settings hold down (the bundle's Babel pass, the PDFs, the share cards, markdown). Starting again costs a
 * second start of Node (a warm build of 450 pages on Node 24: 0.77 → 0.71 s, median of 6), and a build with a cache
 * stays below the arena limit's gain without it (4,800 pages, warm, Node 24: 256-258 MB with two arenas, 268-275 MB with
 * glibc's default). On Node 20, where the start is a child, a cold build of 4,800 pages peaked at 398 MB in one
 * process and at 263-273 MB in the child with the settings; the waiting process is 46 MB resident, of which 37 MB are
 * Node's own code, the same pages as the child's (9 MB of its own).
 */
export function firstBuildRestart({ argv, execArgv, execPath, env, platform, canExecve, cacheHoldsBundles }) {
  const unset = Object.entries(MALLOC_SETTINGS).filter(([name]) => env[name] === undefined);
  if (platform !== 'linux' || unset.length === 0) return null;
  if (commandOf(argv.slice(2)) !== 'build' || cacheHoldsBundles) return null;
  return {
    how: canExecve ? 'replace' : 'child',
    file: execPath,
    args: [execPath, ...withoutPoolSize(execArgv), ...argv.slice(1)],
    env: { ...env, ...Object.fromEntries(unset) },
  };
}

/**
 * Node's options but the size of V8's pool of background threads (`--v8-pool-size=N` or `--v8-pool-size N`).
 * `npm run build` gives the pool one thread per core but the build's own (package.json, `--v8-pool-size=0`): one on two
 * cores, where a warm build then no longer waits for a core behind V8's four (450 pages, Node 24: 490 → 438 ms). A
 * first build starts again with Node's own pool of four: it runs threads of its own (the bundle's, the PDFs', the share
 * cards', markdown's), whose collections V8's threads help with, and with one of them a cold build of 450 pages peaked
 * at 254-294 MB against 243-260 MB, no faster.
 */
function withoutPoolSize(options) {
  const kept = [];
  for (let index = 0; index < options.length; index += 1) {
    if (options[index] === '--v8-pool-size') index += 1;
    else if (!options[index].startsWith('--v8-pool-size=')) kept.push(options[index]);
  }
  return kept;
}

/** The folder where the bundles of the build `args` asks for are kept, in its cache (cacheOf). */
export function bundleCacheOf(args, cwd) {
  return join(cacheOf(args, cwd), 'bundles');
}

/** The cache folder of the build `args` asks for, as cli.ts resolves it: `--cache` (default `.cache`) in the project. */
export function cacheOf(args, cwd) {
  return resolve(projectRootOf(args, cwd), optionOf(args, 'cache') ?? '.cache');
}

/** The project folder `args` names, as cli.ts resolves it: `--root`, default the working folder `cwd`. */
export function projectRootOf(args, cwd) {
  return resolve(cwd, optionOf(args, 'root') ?? '.');
}

/** The value of option `--name` in `args`, given as `--name value` or `--name=value`. */
function optionOf(args, name) {
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === `--${name}`) return args[index + 1];
    if (args[index].startsWith(`--${name}=`)) return args[index].slice(name.length + 3);
  }
  return undefined;
}

/** The command named in `args`: the first argument that is neither a global option of cli.ts nor its value. */
export function commandOf(args) {
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--root') index += 1;
    else if (!args[index].startsWith('-')) return args[index];
  }
  return undefined;
}

/**
 * Runs the CLI at `entry` (a file URL) with `args` in a thread, its old generation limited to `oldGenerationMb` (null:
 * Node's own limit). `serve` and `dev` do not come here: they stay on the main thread, where they handle signals. The
 * thread prints through this process's stdout and stderr, and its exit code (the CLI sets 1 on an error) becomes the
 * command's. A build that runs out of the limit runs again without it, once it has stopped: its threads stopped with
 * it, and it had replaced no output (a build replaces the output only once every stage has succeeded).
 */
export function runInBuildThread(entry, args, oldGenerationMb = null) {
  const limits = oldGenerationMb === null ? {} : { maxOldGenerationSizeMb: oldGenerationMb };
  const thread = new Worker(new URL('./build-thread-entry.js', import.meta.url), {
    argv: args,
    // Each thread has source maps of its own: on with --verbose, as on the main thread (bin/site.js).
    workerData: { entry: String(entry), sourceMaps: process.sourceMapsEnabled },
    resourceLimits: { maxYoungGenerationSizeMb: BUILD_YOUNG_GENERATION_MB, ...limits },
  });
  let outOfLimit = false;
  thread.on('error', (error) => {
    if (error?.code === 'ERR_WORKER_OUT_OF_MEMORY' && oldGenerationMb !== null) {
      outOfLimit = true;
      return;
    }
    console.error(error);
    process.exitCode = 1;
  });
  thread.on('exit', (code) => {
    if (!outOfLimit) {
      process.exitCode ||= code;
      return;
    }
    console.error(`\nThe build needed more than the ${oldGenerationMb} MB of memory it was given: building again without that limit.\n`);
    runInBuildThread(entry, args, null);
  });
}
