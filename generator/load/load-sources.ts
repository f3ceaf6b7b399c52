import { isBaseLocale, type LocaleInfo } from '../../site/shared/locales.ts';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { ErrorList, type SiteError } from '../errors/site-error.ts';
import type { MarkdownParser } from './markdown.ts';
import { openMarkdownCache, type MarkdownCache } from './markdown-cache.ts';
import { parseDocument, type ContentDocument } from './parse-document.ts';
import { isOutcomeFile, parseOutcome, type OutcomeDocument } from './parse-outcome.ts';
import { checkTranslations, parseCatalogue, type Translations } from './translations.ts';

export interface SiteSources {
  documents: ContentDocument[];
  /** Client outcomes (content/{folder}/outcomes/), shown by pages' outcome blocks and cards. */
  outcomes: OutcomeDocument[];
  translations: Translations;
  /** Every file under content/media/, relative to content/ (`media/leads/harbour.jpg`). */
  mediaFiles: Set<string>;
}

/**
 * Reads content/ and locales/ (the load stage's I/O edge). Parse errors of all files are reported together.
 * With a cache folder, unchanged markdown reuses the previous build's tree, and the markdown parser is loaded only
 * for documents whose text changed: a warm build never loads it.
 */
export async function loadSources(root: string, cacheDir?: string): Promise<SiteSources> {
  const contentDir = join(root, 'content');
  const files = await listFiles(contentDir);
  const cache = cacheDir ? await openMarkdownCache(cacheDir, root) : null;
  const errors: SiteError[] = [];
  const markdownFiles = files
    .filter((file) => file.endsWith('.md') && file.includes('/') && !file.startsWith('media/'))
    .map((file) => `content/${file}`);
  // Read synchronously: small files the build cannot go on without, where the promise API's FileHandle per file cost
  // more than the reads (load stage at 4,800 pages: 302-319 ms -> 248-282 ms).
  const texts = new Map(markdownFiles.map((file) => [file, readFileSync(join(root, file), 'utf8')] as const));
  const parseFile = <T>(file: string, parse: (text: string) => T): T | null => {
    try {
      return parse(texts.get(file)!);
    } catch (error) {
      if (error instanceof NotCached) throw error;
      errors.push(error as SiteError);
      return null;
    }
  };
  const pages = markdownFiles.filter((file) => !isOutcomeFile(file));
  // First from the cache alone; the documents it lacks are parsed once the parser is loaded.
  const documents: (ContentDocument | null)[] = [];
  const uncached: number[] = [];
  for (const [index, file] of pages.entries()) {
    try {
      documents[index] = parseFile(file, (text) => parseDocument(file, text, cachedOnly(cache)));
    } catch {
      uncached.push(index);
    }
  }
  if (uncached.length) {
    const { parseMarkdown } = await import('./markdown.ts');
    const parse = cache ? cache.through(parseMarkdown) : parseMarkdown;
    for (const index of uncached) documents[index] = parseFile(pages[index]!, (text) => parseDocument(pages[index]!, text, parse));
  }
  const outcomes = markdownFiles.filter(isOutcomeFile).map((file) => parseFile(file, (text) => parseOutcome(file, text)));
  if (errors.length) throw errors.length === 1 ? errors[0] : new ErrorList(errors);
  await cache?.save();
  return {
    documents: documents.filter((document): document is ContentDocument => document !== null),
    outcomes: outcomes.filter((outcome): outcome is OutcomeDocument => outcome !== null),
    translations: await loadTranslations(join(root, 'locales')),
    mediaFiles: new Set(files.filter((file) => file.startsWith('media/'))),
  };
}

/** The load stage: every source file, with translations checked against the configured locales. */
export async function loadSite(root: string, locales: LocaleInfo[], cacheDir: string): Promise<SiteSources> {
  const sources = await loadSources(root, cacheDir);
  const [bases, regional] = [locales.filter(isBaseLocale), locales.filter((locale) => !isBaseLocale(locale))];
  checkTranslations(
    sources.translations,
    bases.map((locale) => locale.code),
    regional.map((locale) => locale.code),
  );
  return sources;
}

/** The stage's log line. */
export function describeSources(sources: SiteSources): string {
  return `${sources.documents.length} documents, ${Object.keys(sources.translations).length} translation languages`;
}

export async function loadDocument(root: string, file: string): Promise<ContentDocument> {
  const { parseMarkdown } = await import('./markdown.ts');
  return parseDocument(file, await readFile(join(root, file), 'utf8'), parseMarkdown);
}

/** Thrown by the cache-only parser for text no earlier build parsed. */
class NotCached extends Error {}

/** A markdown parser that only answers from the cache (none without one). */
function cachedOnly(cache: MarkdownCache | null): MarkdownParser {
  return (markdown, lineOffset) => {
    const hit = cache?.lookup(markdown, lineOffset);
    if (!hit) throw new NotCached();
    return hit;
  };
}

export async function loadTranslations(localesDir: string): Promise<Translations> {
  const translations: Translations = {};
  for (const file of await listFiles(localesDir)) {
    const match = /^([a-z]{2}(?:-[a-z]{2})?|dev)\/([a-z-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, code, namespace] = match as unknown as [string, string, string];
    (translations[code] ??= {})[namespace] = parseCatalogue(`locales/${file}`, readFileSync(join(localesDir, file), 'utf8'));
  }
  return translations;
}

/** Every file below a folder, as sorted posix paths relative to it. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
