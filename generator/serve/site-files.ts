// Which file of the built folder a request path is answered with, as sirv looks it up (`x`, `x.html`, `x/index.html`),
// and never a file reached through a symbolic link that leaves the folder. The static server checks this first, so a
// link in the output (a deploy step's, an editor's) cannot serve what lies outside it.
import { realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export interface SiteFile {
  path: string;
  size: number;
  /** sirv's own ETag of the file, so that a Range's `If-Range` is compared with what the whole file is sent with. */
  etag: string;
}

/**
 * A lookup of files in `dir`. The files found are remembered unless `live` (dev, where the folder changes under the
 * server); paths that find nothing are not, so requests for made-up paths cannot grow it.
 */
export function createFileLookup(dir: string, live: boolean): (pathname: string) => SiteFile | null {
  const root = realpathSync(dir);
  const find = (pathname: string): SiteFile | null => {
    const candidates = pathname.endsWith('/') ? [`${pathname}index.html`] : [pathname, `${pathname}.html`, `${pathname}/index.html`];
    for (const candidate of candidates) {
      const path = join(dir, candidate);
      try {
        const stats = statSync(path);
        if (!stats.isFile()) continue;
        const real = realpathSync(path);
        if (!real.startsWith(`${root}${sep}`)) return null;
        return { path, size: stats.size, etag: `W/"${stats.size}-${stats.mtime.getTime()}"` };
      } catch {
        // Not there: the next candidate.
      }
    }
    return null;
  };
  const known = new Map<string, SiteFile>();
  return (pathname) => {
    const remembered = known.get(pathname);
    if (remembered) return remembered;
    const found = find(pathname);
    if (found && !live) known.set(pathname, found);
    return found;
  };
}
