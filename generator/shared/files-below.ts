import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * Every file below `dir` whose name `keep` keeps, as sorted posix paths relative to it (throws where `dir` cannot be
 * read). Each path is cut from where the listing found the file, not worked out by `path.relative`, which resolves
 * both paths against the working folder: listing content/ and site/ that way was 4 ms of every build's start.
 */
export function filesBelow(dir: string, keep: (name: string) => boolean = () => true): string[] {
  // How the listing writes `dir` at the start of every path it finds: as `join` writes it.
  const prefix = join(dir, '.').length + 1;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(prefix).split(sep).join('/'))
    .sort();
}
