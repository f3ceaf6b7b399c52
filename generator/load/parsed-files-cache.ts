import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { hashOf, store } from '../cache/content-cache.ts';
import { createFieldLocator } from './field-locator.ts';
import type { Catalogue } from '../../site/shared/translator.ts';
import type { ContentPage } from './parse-content-page.ts';
import type { ContentOutcome } from './parse-outcome.ts';

/** A page as it is kept: all of it but its field locators, which are made again from the file's text. */
export type KeptPage = Omit<ContentPage, 'lineOf' | 'positionOf'>;
/** A client outcome as it is kept: all of it but its field locator. */
export type KeptOutcome = Omit<ContentOutcome, 'lineOf'>;

export interface ParsedFilesCache {
  /** The page an earlier build made of this file's text, if any (it is kept for the next build). */
  lookup(file: string, text: string): ContentPage | undefined;
  /** Keeps the page this build made of a file, with the keys of the markdown cache's entries it read. */
  keep(file: string, text: string, page: ContentPage, markdownKeys: string[]): void;
  /** The outcome an earlier build made of this outcome file's text, if any (it is kept for the next build). */
  lookupOutcome(file: string, text: string): ContentOutcome | undefined;
  /** Keeps the outcome this build made of a file. */
  keepOutcome(file: string, text: string, outcome: ContentOutcome): void;
  /** The catalogue an earlier build made of this translation file's text (checked, typography applied), if any. */
  lookupCatalogue(file: string, text: string): Catalogue | undefined;
  /** Keeps the catalogue this build made of a translation file. */
  keepCatalogue(file: string, text: string, catalogue: Catalogue): void;
  /** The markdown cache's keys of the pages looked up here, so that it keeps their entries for later edits. */
  markdownKeys(): string[];
  /** Writes what this build used, if it differs from what was read (pages of deleted or edited files are dropped). */
  save(): Promise<void>;
}

type Entry = { page: KeptPage; markdownKeys: string[] } | { outcome: KeptOutcome } | { catalogue: Catalogue };

/**
 * The pages (and client outcomes and translation catalogues) earlier builds made of unchanged files: front matter
 * parsed and validated, markdown parsed and typography applied, which was most of a warm build's load stage
 * (450 pages: 80-96 ms → 36-48 ms; 4,800: 250-300 ms → 101-114 ms). With the outcomes kept too, a warm build parses no
 * front matter, and so never loads gray-matter (front-matter.ts). An entry's key covers the file's path and text and
 * the code that made it: `codeVersion` (the compiled CLI's hash, of the generator and site/shared), the lockfile (the
 * parsers' versions) and the V8 that serialized it. A page or catalogue that fails is never kept, so its error is
 * reported by every build.
 *
 * Kept with V8's serializer, in one file: read back faster than JSON (4,800 pages, 6.8 MB: 8-21 ms against 18-35 ms),
 * and every value comes back as it was made (JSON would drop a field left undefined).
 */
export async function openParsedFilesCache(cacheDir: string, codeVersion: string, lockfile: Buffer): Promise<ParsedFilesCache> {
  const file = join(cacheDir, 'parsed-files.bin');
  const code = hashOf(codeVersion, process.versions.v8, lockfile);
  let previous: Record<string, Entry> = {};
  if (existsSync(file)) {
    try {
      previous = deserialize(readFileSync(file)) as Record<string, Entry>;
    } catch {
      previous = {}; // unreadable (a V8 that writes another format, a truncated file): made again
    }
  }
  const used: Record<string, Entry> = {};
  let changed = false;
  const keyOf = (path: string, text: string) => hashOf(code, path, text);
  // The entry kept for a file's text, marked as used by this build.
  const entryOf = (path: string, text: string) => {
    const key = keyOf(path, text);
    const entry = used[key] ?? previous[key];
    if (entry) used[key] = entry;
    return entry;
  };
  return {
    lookup(path, text) {
      const entry = entryOf(path, text);
      if (!entry || !('page' in entry)) return undefined;
      const positionOf = createFieldLocator(text);
      return { ...entry.page, lineOf: (field) => positionOf(field)?.line, positionOf };
    },
    keep(path, text, { lineOf: _lineOf, positionOf: _positionOf, ...page }, markdownKeys) {
      changed = true;
      used[keyOf(path, text)] = { page, markdownKeys };
    },
    lookupOutcome(path, text) {
      const entry = entryOf(path, text);
      if (!entry || !('outcome' in entry)) return undefined;
      const positionOf = createFieldLocator(text);
      return { ...entry.outcome, lineOf: (field) => positionOf(field)?.line };
    },
    keepOutcome(path, text, { lineOf: _lineOf, ...outcome }) {
      changed = true;
      used[keyOf(path, text)] = { outcome };
    },
    lookupCatalogue(path, text) {
      const entry = entryOf(path, text);
      return entry && 'catalogue' in entry ? entry.catalogue : undefined;
    },
    keepCatalogue(path, text, catalogue) {
      changed = true;
      used[keyOf(path, text)] = { catalogue };
    },
    markdownKeys() {
      return Object.values(used).flatMap((entry) => ('markdownKeys' in entry ? entry.markdownKeys : []));
    },
    async save() {
      if (!changed && Object.keys(used).length === Object.keys(previous).length) return;
      await store(file, serialize(used));
    },
  };
}
