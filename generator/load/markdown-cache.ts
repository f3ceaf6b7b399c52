import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashOf } from '../cache/content-cache.ts';
import type { ParsedMarkdown } from './markdown.ts';

export interface MarkdownCache {
  /** The key of a text at a line offset. */
  keyOf: (markdown: string, lineOffset: number) => string;
  /** The tree an earlier build made of the text of `key`, if any (it is kept for the next build). */
  lookup: (key: string) => ParsedMarkdown | undefined;
  /** Keeps the tree this build made of a text, for itself and the next build. */
  keep: (key: string, parsed: ParsedMarkdown) => void;
  /** Keeps, for the next build, the trees of documents this build took whole from the document cache. */
  retain: (keys: string[]) => void;
  /** Writes what this build used (entries of deleted or edited files are dropped). */
  save: () => Promise<void>;
}

/**
 * Markdown → tree is most of the load stage's cost (~3 ms a document, and loading the parser itself); unchanged
 * documents reuse last build's tree. The key covers the text, the line offset, this pipeline's code and the locked
 * plugin versions.
 */
export async function openMarkdownCache(cacheDir: string, lockfile: Buffer): Promise<MarkdownCache> {
  const file = join(cacheDir, 'markdown.json');
  const pipeline = hashOf(await readFile(fileURLToPath(new URL('./markdown.ts', import.meta.url))), lockfile);
  let previous: Record<string, ParsedMarkdown> = {};
  if (existsSync(file)) {
    try {
      previous = JSON.parse(await readFile(file, 'utf8')) as Record<string, ParsedMarkdown>;
    } catch {
      previous = {};
    }
  }
  const used: Record<string, ParsedMarkdown> = {};
  let missed = false;
  return {
    keyOf: (markdown, lineOffset) => hashOf(pipeline, String(lineOffset), markdown),
    lookup(key) {
      const hit = used[key] ?? previous[key];
      if (hit) used[key] = hit;
      return hit;
    },
    keep(key, parsed) {
      missed = true;
      used[key] = parsed;
    },
    retain(keys) {
      for (const key of keys) {
        const kept = previous[key];
        if (kept) used[key] ??= kept;
      }
    },
    async save() {
      if (!missed && Object.keys(used).length === Object.keys(previous).length) return;
      await mkdir(cacheDir, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, JSON.stringify(used));
      await rename(partial, file);
    },
  };
}

/** A cache for one build only (a build without a cache folder): each distinct text is parsed once. */
export function memoryMarkdownCache(): MarkdownCache {
  const kept = new Map<string, ParsedMarkdown>();
  return {
    keyOf: (markdown, lineOffset) => `${lineOffset}\n${markdown}`,
    lookup: (key) => kept.get(key),
    keep: (key, parsed) => void kept.set(key, parsed),
    retain: () => undefined,
    save: async () => undefined,
  };
}
