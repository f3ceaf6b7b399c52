#!/usr/bin/env node
// Runs a TypeScript file with tsx registered: `node bin/tsx.js path/to/script.ts [args]`.
import { register } from 'tsx/esm/api';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
register();
const [script, ...rest] = process.argv.slice(2);
if (!script) throw new Error('usage: node bin/tsx.js <script.ts> [args]');
process.argv = [process.argv[0], resolve(script), ...rest];
await import(pathToFileURL(resolve(script)).href);
