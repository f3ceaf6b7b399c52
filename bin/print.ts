import { ErrorList, SiteError } from '../generator/errors/site-error.ts';
import type { Logger } from '../generator/logger.ts';

/** Prints one line per stage: `  load      58 documents … 120 ms`. */
export function createConsoleLogger(): Logger {
  return {
    stage(name, detail, milliseconds) {
      console.log(`  ${name.padEnd(8)} ${detail} (${Math.round(milliseconds)} ms)`);
    },
    info(message) {
      console.log(message);
    },
    warn(message) {
      console.warn(`warning: ${message}`);
    },
  };
}

/** Prints a build error the way an author needs it: where, what, what to do; the stack only with --verbose. */
export function printError(error: unknown, verbose: boolean): void {
  const errors = error instanceof ErrorList ? error.errors : [error];
  if (error instanceof ErrorList) console.error(`\n${error.message}:`);
  for (const item of errors) {
    if (item instanceof SiteError) {
      console.error(`\n${item.where ? `${item.where}\n` : ''}  ${item.message}\n  hint: ${item.hint}  [${item.code}]`);
      if (verbose && item.stack) console.error(item.stack);
    } else {
      console.error(`\n${verbose && item instanceof Error ? item.stack : item instanceof Error ? item.message : String(item)}`);
    }
  }
}
