// What runs a build: its stages' work (shared/work.ts), the render of its pages, and the writing of its files. The
// stages say what to compute; an executor says where and when. Two of them: in-process-executor.ts, everything in the
// build's own thread (tests, small sites, the default of buildSite), and threaded-executor.ts, threads and the
// settings measured for a large site's time and memory (the CLI's).
import type { BodyRenderer } from '../render/body-render-contract.ts';
import type { FileSink } from '../shared/output-file.ts';
import type { WorkRunner } from '../shared/work.ts';

export interface Executor extends WorkRunner {
  /** Starts writing a build of `outDir`, whose cache is `cacheDir`: nothing is in place until `commit`. */
  openOutput(outDir: string, cacheDir: string): Promise<BuildOutput>;
}

/** Where a build's files go: into a staging folder swapped in place of the output on commit. */
export interface BuildOutput extends FileSink {
  /** Told once the plan has counted the build's pages, before the bundle: the executor sizes its threads for them. */
  plan(pages: number): void;
  /**
   * The build's renderer of page bodies, given the server bundle being made (`bundle`, its entry and whether it came
   * from the cache). It may start before the bundle exists: render threads then load React while the stages beside
   * the bundle run. Asked for once the render starts (`take`); closed by `close`, whether taken or not.
   */
  renderer(bundle: Promise<{ serverEntry: string; cached: boolean }>, packagesFrom: string): PendingRenderer;
  /** The paths of the output claimed so far (the host's header rules cover each top-level folder). */
  paths(): string[];
  /** Waits for every write, then swaps the new folder in place of the old one. */
  commit(): Promise<{ files: number; bytes: number }>;
  /** Waits for pending writes and removes the unfinished folder; the previous output stays. */
  abort(): Promise<void>;
}

export interface PendingRenderer {
  take(): BodyRenderer;
  close(): Promise<void>;
}
