import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashOf } from '../cache/content-cache.ts';
import { parseMarkdown, type ParsedMarkdown } from './markdown.ts';

export interface MarkdownCache {
  parse: (markdown: string, lineOffset: number) => ParsedMarkdown;
  /** Writes what this build used (entries of deleted or edited files are dropped). */
  save: () => Promise<void>;
}

/**
 * Markdown → tree is most of the load stage's cost (~3 ms a document); unchanged documents reuse last
 * build's tree. The key covers the text, the line offset, this pipeline's code and the locked plugin versions.
 */
export async function openMarkdownCache(cacheDir: string, root: string): Promise<MarkdownCache> {
  const file = join(cacheDir, 'markdown.json');
  const pipeline = hashOf(
    await readFile(fileURLToPath(new URL('./markdown.ts', import.meta.url))),
    await readFile(join(root, 'package-lock.json')).catch(() => Buffer.alloc(0)),
  );
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
    parse(markdown, lineOffset) {
      const key = hashOf(pipeline, String(lineOffset), markdown);
      const hit = previous[key];
      if (hit) return (used[key] = hit);
      missed = true;
      return (used[key] = parseMarkdown(markdown, lineOffset));
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
