// The first module of the thread a build runs in (build-thread.js, runInBuildThread): it turns on source maps where the
// main thread has them (`--verbose`), then runs the CLI. The thread takes the process's Node options as they are, so
// source maps are turned on here rather than given as an option of the thread's own: a thread given options of its own
// refuses those that are the process's (`--v8-pool-size`, which `npm run build` sets).
import { workerData } from 'node:worker_threads';

const { entry, sourceMaps } = workerData;
if (sourceMaps) process.setSourceMapsEnabled(true);
await import(entry);
