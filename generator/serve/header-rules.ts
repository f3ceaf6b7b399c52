import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HeaderRule } from '../emit/host-config.ts';

/** Reads a `_headers` file (Netlify / Cloudflare Pages format): a path pattern, then indented `Name: value` lines. */
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

/** The headers of a request path: every matching rule's, in file order (pure). */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) if (patternToRegExp(rule.pattern).test(pathname)) Object.assign(headers, rule.headers);
  return headers;
}

/** The rules of a built folder's `_headers`, re-read when a new build replaces it; none when it has none. */
export function createHeaderSource(dir: string): () => HeaderRule[] {
  let cached: { stamp: string; rules: HeaderRule[] } | null = null;
  return () => {
    const file = join(dir, '_headers');
    if (!existsSync(file)) return [];
    const stats = statSync(file);
    const stamp = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    if (cached?.stamp !== stamp) cached = { stamp, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
    return cached.rules;
  };
}
