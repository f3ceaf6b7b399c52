import { giveBackHeap } from './give-back-heap.mjs';

/**
 * Jobs that take turns: at most `width` cores' worth of them run at once, first asked first. The executor runs heavy
 * work in one (work.ts `heavy`): the threads that hold the most memory, those of a cold build (the bundle's compilation,
 * the PDFs, the share cards, about 100-150 MB each). Each one's memory is freed when it ends, so one after the other
 * they peak at the largest of them, not at their sum (a cold build of 4,800 pages on Node 24, with the bundle beside
 * the PDFs: 397-436 MB; all three in turn: 270-293 MB). A small site's build lets two run at once (threaded-executor.ts
 * says when): each is one core's work, and one after the other they left the second core idle through most of a cold
 * build.
 */
export interface Lane {
  /** How many cores its jobs may take at once from now on (1 until set: one job after the other). */
  setWidth(width: number): void;
  /**
   * Runs `job`, which takes `cores` of the width, once it has its turn: once every job asked for earlier has started
   * and those running leave room for it (a job asking for the whole width or more runs alone).
   */
  run<T>(job: () => Promise<T>, cores: number): Promise<T>;
}

/**
 * With `giveBack`, this thread gives back the garbage of its own heap before each job starts (giveBackHeap): what the
 * stages before left there was still held through the share cards' 15 s (4,800 pages: 310-315 → 276-281 MB in that
 * phase).
 */
export function createLane({ giveBack = false }: { giveBack?: boolean } = {}): Lane {
  let width = 1;
  let running = 0;
  // The jobs waiting, first asked first: the cores each takes, and its turn.
  const waiting: { cores: number; start: (took: number) => void }[] = [];
  // Starts the waiting jobs, first asked first, while the first has room (a job that takes more than the width takes it all).
  const giveTurns = () => {
    while (waiting.length > 0) {
      const cores = Math.min(waiting[0]!.cores, width);
      if (running > 0 && running + cores > width) return;
      running += cores;
      waiting.shift()!.start(cores);
    }
  };
  return {
    setWidth(cores) {
      width = Math.max(1, Math.floor(cores));
      giveTurns();
    },
    run(job, cores) {
      const turn = new Promise<number>((start) => waiting.push({ cores, start }));
      giveTurns();
      return turn.then(async (took) => {
        try {
          if (giveBack) giveBackHeap();
          return await job();
        } finally {
          running -= took;
          giveTurns();
        }
      });
    },
  };
}
