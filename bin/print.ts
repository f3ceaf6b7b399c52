import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { codeFrame } from '../generator/errors/code-frame.ts';
import { ErrorList, SiteError } from '../generator/errors/site-error.ts';
import type { Logger } from '../generator/logger.ts';

/** Prints one line per stage: `  load      58 documents … 120 ms`. */
export function createConsoleLogger(): Logger {
  return {
    stage(name, detail, milliseconds) {
      console.log(`  ${name.padEnd(12)} ${detail} (${Math.round(milliseconds)} ms)`);
    },
    info(message) {
      console.log(message);
    },
    warn(message) {
      console.warn(`warning: ${message}`);
    },
  };
}

/** The lines of the author's file around the error, when it names a file and a line that can be read. */
function frameOf(error: SiteError, root: string): string {
  const { file, line, column } = error.location;
  if (!file || !line) return '';
  try {
    const frame = codeFrame(readFileSync(resolve(root, file), 'utf8'), line, column);
    return frame ? `\n\n${frame.replace(/^/gm, '  ')}` : '';
  } catch {
    return '';
  }
}

/**
 * Prints a build error the way an author needs it: where, what, the lines of the file it is about, what to do;
 * the stack only with --verbose. `root` is the project folder the error's file is relative to.
 */
export function printError(error: unknown, verbose: boolean, root = process.cwd()): void {
  const errors = error instanceof ErrorList ? error.errors : [error];
  if (error instanceof ErrorList) console.error(`\n${error.message}:`);
  for (const item of errors) {
    if (item instanceof SiteError) {
      console.error(
        `\n${item.where ? `${item.where}\n` : ''}  ${item.message}${frameOf(item, root)}\n  hint: ${item.hint}  [${item.code}]`,
      );
      if (verbose && item.stack) console.error(item.stack);
    } else {
      console.error(`\n${verbose && item instanceof Error ? item.stack : item instanceof Error ? item.message : String(item)}`);
    }
  }
}
