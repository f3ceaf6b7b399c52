import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PageText } from './translation-status.ts';

// The words and record of each content file, kept between builds by the file's text: a warm build reads the files
// (the load stage's reads are in the page cache) and hashes them, but parses no front matter (loading gray-matter
// alone took 22-30 ms). Kept for one version of the generator's code, since that makes the words.

export interface WordsCache {
  lookup(file: string, text: string): PageText | undefined;
  keep(file: string, text: string, page: PageText): void;
  save(): Promise<void>;
}

interface Stored {
  code: string;
  files: Record<string, { text: string; page: PageText }>;
}

const FILE = 'translation-words.json';

export async function openWordsCache(cacheDir: string, code: string): Promise<WordsCache> {
  const path = join(cacheDir, FILE);
  const stored = await readFile(path, 'utf8')
    .then((text) => JSON.parse(text) as Stored)
    .catch(() => null);
  const files = stored?.code === code ? stored.files : {};
  const kept: Stored['files'] = {};
  let changed = stored?.code !== code;
  const keyOf = (text: string) => createHash('sha1').update(text).digest('base64');
  return {
    lookup(file, text) {
      const entry = files[file];
      if (!entry || entry.text !== keyOf(text)) return undefined;
      kept[file] = entry;
      return entry.page;
    },
    keep(file, text, page) {
      kept[file] = { text: keyOf(text), page };
      changed = true;
    },
    async save() {
      // Files gone since are dropped: the cache holds the files of the last run.
      if (!changed && Object.keys(kept).length === Object.keys(files).length) return;
      await mkdir(cacheDir, { recursive: true });
      await writeFile(path, JSON.stringify({ code, files: kept } satisfies Stored));
    },
  };
}
