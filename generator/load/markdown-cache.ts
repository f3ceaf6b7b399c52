import { existsSync, readFileSync } from 'node:fs';
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
  /** Keeps, for the next build, the trees of content files whose pages this build took whole from the parsed-files cache. */
  retain: (keys: string[]) => void;
  /** Writes what this build used (entries of deleted or edited files are dropped). */
  save: () => Promise<void>;
}

/**
 * Markdown → tree is most of the load stage's cost (~3 ms a content file, and loading the parser itself); unchanged
 * files reuse last build's tree. The key covers the text, the line offset, this pipeline's code and the locked
 * plugin versions. The file is read at the first lookup: a build whose pages all come from the parsed-files cache
 * looks up none, and leaves it as it is (its trees of deleted files go at the next build that parses anything).
 */
export async function openMarkdownCache(cacheDir: string, lockfile: Buffer): Promise<MarkdownCache> {
  const file = join(cacheDir, 'markdown.json');
  const pipeline = hashOf(await readFile(fileURLToPath(new URL('./markdown.ts', import.meta.url))), lockfile);
  let previous: Record<string, ParsedMarkdown> | null = null;
  const earlier = () => (previous ??= readTrees(file));
  const used: Record<string, ParsedMarkdown> = {};
  const retained: string[] = [];
  let missed = false;
  return {
    keyOf: (markdown, lineOffset) => hashOf(pipeline, String(lineOffset), markdown),
    lookup(key) {
      const hit = used[key] ?? earlier()[key];
      if (hit) used[key] = hit;
      return hit;
    },
    keep(key, parsed) {
      missed = true;
      used[key] = parsed;
    },
    retain(keys) {
      retained.push(...keys);
    },
    async save() {
      // Nothing looked up, so nothing parsed either: the file stays as it is.
      if (!previous && !missed) return;
      const trees = earlier();
      for (const key of retained) {
        const kept = trees[key];
        if (kept) used[key] ??= kept;
      }
      if (!missed && Object.keys(used).length === Object.keys(trees).length) return;
      await mkdir(cacheDir, { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, JSON.stringify(used));
      await rename(partial, file);
    },
  };
}

/** The trees an earlier build kept, or none where there is no file or it cannot be read. */
function readTrees(file: string): Record<string, ParsedMarkdown> {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ParsedMarkdown>;
  } catch {
    return {};
  }
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
