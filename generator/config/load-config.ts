import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { hashOf, store } from '../cache/content-cache.ts';
import { compiledCodeVersion } from '../cache/code-version.ts';
import { siteError } from '../errors/site-error.ts';
import type { SiteConfig } from './config-schema.ts';
import type { ConfigOverrides } from './parse-config.ts';

export type { ConfigOverrides };

/** Where a build keeps the config it checked last: `cacheDir` and the code that checked it (code-version.ts). */
export interface ConfigCache {
  cacheDir: string;
  codeVersion?: string | null;
}

/**
 * Reads and validates the site config: the one boundary where config is checked. With a cache, a config whose text
 * and overrides the same code checked before is that config again: checking it is pure, and its schema is zod's, which a
 * build with every content file unchanged then never loads (warm builds of 450 pages: zod's modules and this check were
 * 30-35 ms of Node 24's start). A config that fails is never kept, so every build reports it.
 */
export async function loadConfig(file: string, overrides: ConfigOverrides = {}, cache?: ConfigCache): Promise<SiteConfig> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw siteError('ConfigUnreadable', { reason: (error as Error).message }, { file }, error);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw siteError('ConfigUnreadable', { reason: (error as Error).message }, { file }, error);
  }
  const codeVersion = cache && (cache.codeVersion === undefined ? compiledCodeVersion() : cache.codeVersion);
  const kept =
    cache && codeVersion
      ? { file: join(cache.cacheDir, 'config.bin'), key: hashOf(codeVersion, process.versions.v8, text, JSON.stringify(overrides)) }
      : null;
  if (kept) {
    const config = await keptConfig(kept.file, kept.key);
    if (config) return config;
  }
  const { parseConfig } = await import('./parse-config.ts');
  const config = parseConfig(raw, overrides, file);
  // A cache that cannot be written costs the next build the check, nothing else.
  if (kept) await store(kept.file, serialize({ key: kept.key, config })).catch(() => undefined);
  return config;
}

/** The config kept under `key`, or null where there is none (another text or code, an unreadable file). */
async function keptConfig(file: string, key: string): Promise<SiteConfig | null> {
  try {
    const entry = deserialize(readFileSync(file)) as { key?: unknown; config?: SiteConfig };
    return entry.key === key && entry.config ? entry.config : null;
  } catch {
    return null;
  }
}
