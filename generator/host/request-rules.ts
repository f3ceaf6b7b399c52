// What `site serve` decides about a request before it looks for a file (the edge worker too, for paths): which
// methods a static file answers, which paths are not pages (host files, error pages, a second URL of a page), where
// a path is redirected, and which part of a file a Range asks for (RFC 9110). Pure.

/** The methods a static file answers; anything else is a 405 with this as `Allow`. */
export const STATIC_METHODS = ['GET', 'HEAD'] as const;

export type PathDecision = { kind: 'serve' } | { kind: 'not-found' } | { kind: 'redirect'; location: string };

/**
 * One URL per page, on this site only:
 * - a host file (`_headers`, `_redirects`, `_worker.js` …) is never served, with or without a trailing slash;
 * - a not-found page is not a page of its own (`/en/404`, `/en/404.html`, `/404.html`);
 * - `…/index` and `…/index.html` are the folder's page, at its own URL;
 * - runs of slashes collapse, so that a redirect is always to an absolute path on this host (`/.//en` is `/en`,
 *   never the protocol-relative `//en`).
 */
export function decidePath(pathname: string, search: string, hostFiles: ReadonlySet<string>): PathDecision {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  const bare = collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
  if (hostFiles.has(bare) || /\/404(\.html)?$/.test(bare)) return { kind: 'not-found' };
  const index = /^(.*\/)index(\.html)?$/.exec(collapsed);
  if (index) return { kind: 'redirect', location: `${index[1]}${search}` };
  if (collapsed !== pathname) return { kind: 'redirect', location: `${collapsed}${search}` };
  return { kind: 'serve' };
}

export type RangeDecision = { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * The part of a file of `size` bytes a request gets (RFC 9110 §14): one range of bytes, a suffix range (`bytes=-50`,
 * the last 50) included, is served as it asks, cut at the end of the file; one that starts past the end, or an empty
 * suffix, is a 416. A header of another unit, a malformed one (`bytes=abc`, a range that ends before it starts),
 * several ranges (not served as multipart here), or an `If-Range` that no longer matches the file: the whole file.
 */
export function decideRange(header: string | undefined, size: number, ifRange: string | undefined, etag: string): RangeDecision {
  if (!header || (ifRange !== undefined && ifRange !== etag)) return { kind: 'whole' };
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [first, last] = [match[1]!, match[2]!];
  if (first === '') {
    const length = Number(last);
    return length === 0 || size === 0 ? { kind: 'unsatisfiable' } : { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: Math.min(last === '' ? size - 1 : Number(last), size - 1) };
}
