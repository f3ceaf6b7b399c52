#!/usr/bin/env node
// The `site` command. It runs the CLI compiled to JavaScript (bin/compile-cli.js: once per change of the
// generator's sources, cached in .cache/cli/), so no TypeScript is compiled at run time. Where that cache cannot be
// written (a read-only install), it falls back to compiling on the fly with tsx.
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compiledCli } from './compile-cli.js';

// Stack traces (--verbose) name the TypeScript sources. Only then: with source maps on, Node reads the map of every
// module it loads (measured: 0.75-0.85 s of CPU in a warm build of this site).
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);
let entry;
try {
  entry = pathToFileURL(await compiledCli());
  // Threads the generator starts run this compilation's modules too (generator/execution/run-in-thread.ts).
  process.env.SITE_COMPILED_CLI = dirname(entry.pathname);
} catch (error) {
  if (error?.name === 'TemplateFolderError') {
    console.error(error.message);
    process.exit(1);
  }
  if (error?.code !== 'EACCES' && error?.code !== 'EROFS') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  entry = new URL('./cli.ts', import.meta.url);
}
await import(entry.href);
