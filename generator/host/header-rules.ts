// Reading and applying `_headers` (Netlify / Cloudflare Pages format). Pure: `serve` applies the build's file
// with it, and the edge worker applies the same text, embedded at build time, to every response it makes.
import type { HeaderRule } from './host-config.ts';

/** Reads a `_headers` file: a path pattern, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0) rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** `*` matches anything (including nothing and slashes), `:name` one path segment; the rest literally. */
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[a-z]+)/i)
    .map((part) => (part === '*' ? '.*' : /^:[a-z]+$/i.test(part) ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers of a request path: every matching rule's, in file order. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (patternToRegExp(rule.pattern).test(pathname)) Object.assign(headers, rule.headers);
  return headers;
}

/** Files that configure a host: read by the host, never served. */
export const HOST_FILES: ReadonlySet<string> = new Set(['/_headers', '/_redirects', '/_worker.js', '/_routes.json']);
