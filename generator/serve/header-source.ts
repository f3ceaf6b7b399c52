import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { HeaderRule } from '../host/host-config.ts';
import { parseHeadersFile } from '../host/header-rules.ts';

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
