import { basename } from 'node:path';

/**
 * What names the code of the generator running: the folder of the compiled CLI (bin/site.js names it), a hash of
 * the sources it was compiled from (bin, generator, site/shared, site/design). Null where the generator runs from its
 * sources (tests, the fallback of a read-only install): nothing names the code then, so caches of what it makes from
 * content are not kept.
 */
export function compiledCodeVersion(): string | null {
  const folder = process.env.SITE_COMPILED_CLI;
  return folder ? basename(folder) : null;
}
