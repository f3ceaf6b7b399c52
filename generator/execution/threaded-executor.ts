// The executor the CLI builds with: stages' work in threads of their own, heavy work in turn, render threads for a
// large site, and the output folder written into what the build before left. Each setting here was measured on two
// cores against the build without it (`npm run bench -- --settings`; docs/performance.md has the tables).
import { availableParallelism } from 'node:os';
import type { BodyRenderer } from '../render/body-render-contract.ts';
import type { Work } from '../shared/work.ts';
import { createBodyRenderer, renderThreadCount } from './body-renderer.ts';
import type { ExecutionSetting } from './execution-settings.ts';
import type { Executor } from './executor.ts';
import { forgetOldKeptFolders, keptFoldersOf } from './kept-folders.ts';
import { createLane } from './lanes.ts';
import { createOutputWriter } from './output-writer.ts';
import { callHere, runInThread, type ThreadSettings } from './run-in-thread.ts';

export interface ThreadedOptions {
  /** Render threads (1: the build's own thread renders). Default: one per core for a site of about 800 pages or more. */
  renderThreads?: number;
  /** Settings to go without (the bench's comparisons). */
  without?: readonly ExecutionSetting[];
}

// A heavy thread's old generation is kept under this: under a lower limit V8 grows a heap by smaller steps,
// collecting more often (the bundle's Babel pass: a build's peak 360-380 MB → 280-290 MB for 0.1-0.3 s; the share
// cards at 4,800 pages on Node 24: 303-311 → 265-278 MB). It never fails a build: a thread that runs out of it runs
// again without one (runInThread).
const HEAVY_HEAP_LIMIT_MB = 512;

// Every thread's young generation, smaller than V8 gives a thread by default (on Node 24 it grows with the machine's
// memory): nearly all a thread makes dies before the next collection anyway. A cold build of 450 pages on Node 24
// peaked at 748 MB without it and 528 MB with it; render threads at 4,800 pages, 300-313 → 270-285 MB.
const YOUNG_GENERATION_MB = 16;

// A site of fewer pages than this has two of a cold build's heavy threads run at once (the PDFs beside the share cards,
// after the bundle's compilation, which takes both cores' turn), where there are two cores: each is one core's work,
// and in turn they left the second core idle through most of a cold build. A larger site's build holds more beside
// them, and keeps them in turn (4,800 pages with the bundle beside the PDFs: 397-436 MB; in turn: 270-293 MB).
const PAGES_FOR_HEAVY_THREADS_IN_TURN = 1000;

/** How many heavy threads a build of `pages` pages runs at once (pure). */
export function heavyThreadsAtOnce(pages: number, cores = availableParallelism()): number {
  return pages < PAGES_FOR_HEAVY_THREADS_IN_TURN ? Math.min(2, cores) : 1;
}

// Lists shorter than this (an edit in `dev`, a few new pages) are run in the build's thread: their garbage is little,
// and a thread's start (loading the markdown parser and its plugins) would cost more than they take. Beyond it, a
// thread's garbage goes with it instead of swelling the build's heap: a cold build of 4,800 pages peaked at 304-313 MB
// with the markdown parsed in the build's thread, 271-273 MB in one of its own.
const ITEMS_FOR_A_THREAD = 64;
// Items a thread takes before another is worth starting: measured with this site's 738 texts, one thread took
// 0.38-0.41 s and two 0.46-0.55 s, each loading the parser and warming up on half of them.
const ITEMS_PER_THREAD = 1500;

export function threadedExecutor({ renderThreads: requested, without = [] }: ThreadedOptions = {}): Executor {
  const uses = (setting: ExecutionSetting) => !without.includes(setting);
  const heap = uses('heap-settings');
  const heavy = createLane({ giveBack: heap });
  const light: ThreadSettings = heap ? { youngGenerationMb: YOUNG_GENERATION_MB, giveBack: true } : {};
  const heavySettings: ThreadSettings = heap ? { ...light, heapLimitMb: HEAVY_HEAP_LIMIT_MB } : {};
  const run = <T>(work: Work, input: unknown): Promise<T> => {
    if (!uses('work-threads')) return callHere<T>(work.module, work.name, input);
    if (!work.heavy) return runInThread<T>(work.module, work.name, input, light);
    const call = () => runInThread<T>(work.module, work.name, input, heavySettings);
    // Its turn is asked for now, before the stage awaits anything: a lane is first come, first served.
    return uses('heavy-in-turn') ? heavy.run(call, work.cores) : call();
  };
  return {
    run,
    async runEach<I, O>(work: Work, items: I[]): Promise<O[]> {
      if (items.length < ITEMS_FOR_A_THREAD || !uses('work-threads')) return callHere<O[]>(work.module, work.name, items);
      const threads = Math.min(availableParallelism(), Math.ceil(items.length / ITEMS_PER_THREAD));
      // Dealt out in turn, so that each thread gets long and short items alike.
      const parts = Array.from({ length: threads }, (_, part) => items.filter((_, index) => index % threads === part));
      const done = await Promise.all(parts.map((part) => run<O[]>(work, part)));
      return items.map((_, index) => done[index % threads]![Math.floor(index / threads)]!);
    },
    async openOutput(outDir, cacheDir) {
      const keptFolders = uses('kept-folders') ? keptFoldersOf(cacheDir, outDir) : undefined;
      const writer = await createOutputWriter(outDir, { keptFolders });
      let threads = 0;
      return {
        add: (files) => writer.add(files),
        plan(pages) {
          threads = uses('render-threads') ? renderThreadCount(pages, requested) : 0;
          heavy.setWidth(heavyThreadsAtOnce(pages));
        },
        renderer(bundle, packagesFrom) {
          // Render threads load React while the stages beside the bundle run, when those are quick (the bundle came
          // from the cache). After a bundle that had to be compiled they start once those stages are done: idle
          // through seconds of compiling and drawing, they were part of a cold build's peak (4,800 pages on Node 20:
          // 481-512 MB → 443-447 MB).
          let renderer: BodyRenderer | null = null;
          const start = () => {
            const server = { entry: bundle.then((made) => made.serverEntry), packagesFrom };
            return createBodyRenderer(server, threads, writer.direct, light.youngGenerationMb);
          };
          const early = bundle.then(
            (made) => {
              if (made.cached) renderer ??= start();
            },
            () => undefined,
          );
          return {
            take: () => (renderer ??= start()),
            async close() {
              await early;
              await renderer?.close();
            },
          };
        },
        paths: () => writer.paths(),
        async commit() {
          const written = await writer.commit();
          if (keptFolders) forgetOldKeptFolders(cacheDir, keptFolders);
          return written;
        },
        abort: () => writer.abort(),
      };
    },
  };
}
