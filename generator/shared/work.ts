// What a stage hands to the build's executor (generator/execution/): a function of one of its modules, to be run with
// an input. The stage says what to run and what the work is like; the executor decides where it runs (this thread,
// a thread of its own), when (heavy work in turn) and with what memory settings. Stages never import the executor:
// they are given one (`WorkRunner`).

/** A function the module at `module` exports as `name`. Its input and result are plain data (they may cross threads). */
export interface Work {
  module: URL;
  name: string;
  /**
   * Holds a large heap while it runs (the bundle's compilation, the PDFs, the share cards: 100-150 MB each): the
   * executor may run such work one at a time, in threads whose memory goes when they end.
   */
  heavy: boolean;
  /** The cores it keeps busy, its own and the native threads it starts (esbuild, sharp): 1 unless said. */
  cores: number;
}

/**
 * Names a stage's work. The module is given as `new URL('./module.ts', import.meta.url)` in the call itself: the
 * compiled CLI finds the modules work runs by that convention (bin/compile-cli.js workModules).
 */
export function work(module: URL, name: string, { heavy = false, cores = 1 }: { heavy?: boolean; cores?: number } = {}): Work {
  return { module, name, heavy, cores };
}

/** What runs a stage's work: the build's executor, as the stage sees it. */
export interface WorkRunner {
  /** Calls the work's function with `input` and resolves with what it returns; a SiteError it throws arrives as one. */
  run<T>(work: Work, input: unknown): Promise<T>;
  /**
   * Calls the work's function, which takes a list and returns one result per item, on `items`: in one call, or on
   * parts of the list at once where the list is long enough to pay for threads. Resolves with the results in order.
   */
  runEach<I, O>(work: Work, items: I[]): Promise<O[]>;
}
