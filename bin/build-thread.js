// Where the `site` command runs: a build in a thread of its own with a young generation of a set size, every other
// command on the main thread. Written in JavaScript, since bin/site.js runs it before any TypeScript is compiled.
import { Worker } from 'node:worker_threads';

/**
 * The young generation of the thread a build runs in, in MB. Node 22 and later size the main thread's by the
 * machine's memory (128 MB of new space on a 24 GB machine, against 32 MB on Node 20), and a build's short-lived
 * page data then fills it before it is collected: 355-365 MB peak at 4,800 pages instead of 280. A running process
 * cannot change its own main thread's (v8.setFlagsFromString has no effect there), but a thread's is set as it
 * starts. At this size a build is as fast as with Node's default, on Node 20 and 24 alike.
 */
export const BUILD_YOUNG_GENERATION_MB = 24;

/** The command named in `args`: the first argument that is neither a global option of cli.ts nor its value. */
export function commandOf(args) {
  for (let index = 0; index < args.length; index += 1) {
    if (args[index] === '--root') index += 1;
    else if (!args[index].startsWith('-')) return args[index];
  }
  return undefined;
}

/**
 * Runs the CLI at `entry` (a file URL) with `args` in a thread. `serve` and `dev` do not come here: they stay on the
 * main thread, where they handle signals. The thread prints through this process's stdout and stderr, and its exit
 * code (the CLI sets 1 on an error) becomes the command's.
 */
export function runInBuildThread(entry, args) {
  const thread = new Worker(entry, {
    argv: args,
    // Each thread has source maps of its own: on with --verbose, as on the main thread (bin/site.js).
    execArgv: process.sourceMapsEnabled ? [...process.execArgv, '--enable-source-maps'] : process.execArgv,
    resourceLimits: { maxYoungGenerationSizeMb: BUILD_YOUNG_GENERATION_MB },
  });
  thread.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
  thread.on('exit', (code) => {
    process.exitCode ||= code;
  });
}
