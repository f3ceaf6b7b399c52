#!/usr/bin/env node
// The `site` command. It runs the CLI compiled to JavaScript (bin/compile-cli.js: once per change of the
// generator's sources, cached in .cache/cli/), so no TypeScript is compiled at run time. Where that cache cannot be
// written (a read-only install), it falls back to compiling on the fly with tsx.
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  buildNeedsThread,
  buildOldGenerationMb,
  bundleCacheOf,
  cacheOf,
  commandOf,
  lastBuildPagesOf,
  firstBuildRestart,
  runInBuildThread,
} from './build-thread.js';

// A first build runs with glibc's allocator set to keep less, and with V8's pool of threads as Node sizes it
// (build-thread.js says how and why): this process starts again with the settings, in its own place where Node can,
// else as a child standing for it; either way nothing below runs twice. Should that fail, the build runs as it is.
const { argv, execArgv, execPath, env, platform } = process;
const restart = firstBuildRestart({
  argv,
  execArgv,
  execPath,
  env,
  platform,
  canExecve: typeof process.execve === 'function',
  cacheHoldsBundles: existsSync(bundleCacheOf(argv.slice(2), process.cwd())),
});
if (restart?.how === 'replace') {
  try {
    process.execve(restart.file, restart.args, restart.env);
  } catch {
    // Only a start that could not replace this process gets here.
  }
}
const ranAsChild = restart?.how === 'child' && (await (await import('./run-as-child.js')).runAsChild(restart));
if (!ranAsChild) await runHere();

/** The command, in this process. */
async function runHere() {
  const args = process.argv.slice(2);
  const isBuild = commandOf(args) === 'build';
  // A large build runs in a thread of its own where Node needs it (build-thread.js says why).
  const lastPages = isBuild ? lastBuildPagesOf(cacheOf(args, process.cwd())) : null;
  const threadWanted = isBuild && buildNeedsThread(process.versions.node, lastPages);
  const [{ endWithParent }, { compiledCli, keepCompiledCode }] = await Promise.all([
    import('./run-as-child.js'),
    import('./compile-cli.js'),
  ]);
  // A start as the child of another (Node 20's first build) ends with it, however that one ended.
  endWithParent();
  // Stack traces (--verbose) name the TypeScript sources. Only then: with source maps on, Node reads the map of every
  // module it loads (measured: 0.75-0.85 s of CPU in a warm build of this site).
  if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);
  let entry;
  try {
    entry = await compiledCli();
    // Threads the generator starts run this compilation's modules too (generator/threads/run-in-thread.ts).
    process.env.SITE_COMPILED_CLI = dirname(entry);
    keepCompiledCode(entry);
  } catch (error) {
    if (error?.code !== 'EACCES' && error?.code !== 'EROFS') throw error;
    const { register } = await import('tsx/esm/api');
    register();
    entry = new URL('./cli.ts', import.meta.url);
  }
  const entryUrl = pathToFileURL(String(entry instanceof URL ? entry.pathname : entry));

  // The tsx fallback stays on this thread, where its loader is registered.
  if (threadWanted && !(entry instanceof URL)) {
    runInBuildThread(entryUrl, args, buildOldGenerationMb(lastPages));
  } else {
    await import(entryUrl.href);
  }
}
