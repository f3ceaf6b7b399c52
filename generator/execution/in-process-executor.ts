// Everything in the build's own thread: each stage's work called where the build runs, pages rendered there and
// their files written by it, into a staging folder swapped in at the end. No thread, no lane, no kept folder and no
// memory setting: the default of buildSite (tests, small sites, and a reading of the pipeline without its scheduling).
import { inThreadRenderer } from '../render/in-thread-renderer.ts';
import type { Executor } from './executor.ts';
import { createOutputWriter } from './output-writer.ts';
import { callHere } from './run-in-thread.ts';

export function inProcessExecutor(): Executor {
  return {
    run: (work, input) => callHere(work.module, work.name, input),
    runEach: (work, items) => callHere(work.module, work.name, items),
    async openOutput(outDir) {
      const writer = await createOutputWriter(outDir);
      return {
        add: (files) => writer.add(files),
        plan() {},
        renderer(bundle) {
          const renderer = inThreadRenderer(bundle.then((made) => made.serverEntry));
          return { take: () => renderer, close: () => renderer.close() };
        },
        paths: () => writer.paths(),
        commit: () => writer.commit(),
        abort: () => writer.abort(),
      };
    },
  };
}
