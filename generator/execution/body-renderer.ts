// Which renderer renders a build's page bodies: this thread's, or render threads' for a large site.
import { availableParallelism } from 'node:os';
import type { DirectOutput } from './output-writer.ts';
import type { BodyRenderer, ServerBundle } from '../render/body-render-contract.ts';
import { inThreadRenderer } from '../render/in-thread-renderer.ts';
import { threadedRenderer } from './threaded-renderer.ts';

// Measured on two cores (warm builds): render threads (each loads React and the site, and warms up its code on its
// own) cost about what they save at 450 pages (1.03-1.12 s against 1.06-1.08 s), and pay from about 800: at 885
// pages 1.43-1.53 s against 1.64-1.76 s, at 1,755 2.16-2.33 s against 2.47-2.83 s, with a third less memory, as
// documents never queue in this thread (190 MB against 256-284 MB at 885 pages).
const PAGES_WORTH_A_THREAD = 400;

/**
 * How many render threads a build uses: `requested` if given (1 means none: this thread renders); else one per
 * core for a site large enough to pay for them, none for a smaller one.
 */
export function renderThreadCount(pages: number, requested?: number): number {
  const threads = requested ?? Math.min(availableParallelism(), Math.floor(pages / PAGES_WORTH_A_THREAD));
  return threads > 1 ? threads : 0;
}

/**
 * A body renderer with `threads` render threads writing their pages into `output`, or rendering in this thread
 * (returning each document) when `threads` is 0 or no output can be written to directly. It may be made before the
 * server bundle exists (`server.entry` a promise): render threads then start, and load React, while the bundle
 * stage and the stages beside it run.
 */
export function createBodyRenderer(
  server: string | ServerBundle,
  threads: number,
  output: DirectOutput | null = null,
  youngGenerationMb?: number,
): BodyRenderer {
  const bundle = typeof server === 'string' ? { entry: server } : server;
  if (threads > 0 && output) return threadedRenderer(bundle, threads, output, youngGenerationMb);
  return inThreadRenderer(Promise.resolve(bundle.entry));
}
