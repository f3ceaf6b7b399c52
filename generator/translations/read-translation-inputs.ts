import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import { compiledCodeVersion } from '../cache/code-version.ts';
import { siteError, throwIfAny, type SiteError } from '../errors/site-error.ts';
import { filesBelow } from '../shared/files-below.ts';
import { readUtf8 } from '../load/read-text.ts';
import { hashString } from './word-hash.ts';
import { openWordsCache, type WordsCache } from './words-cache.ts';
import { readPageText } from './page-text.ts';
import type { CatalogueText, PageText, TranslationInputs } from './translation-status.ts';
import { keyLines, readRecords } from './catalogue-records.ts';

/** The catalogue whose strings are translated (the only namespace of the site), and its records beside it. */
export const CATALOGUE = 'translation.json';
export const RECORDS = 'translation.sources.json';

/**
 * Reads what the status of translations is made of (the I/O edge): the words and record of every content file and
 * catalogue string. With `cacheDir`, the words of an unchanged file are the previous run's (words-cache.ts): a warm
 * build parses no front matter. Every malformed record is reported together, with its file, line and field.
 */
export async function readTranslationInputs(
  root: string,
  config: { defaultLocale: string; locales: LocaleInfo[] },
  cacheDir?: string,
): Promise<TranslationInputs> {
  const codeVersion = compiledCodeVersion();
  const cache: WordsCache | null = cacheDir && codeVersion ? await openWordsCache(cacheDir, codeVersion) : null;
  const errors: SiteError[] = [];
  const attempt = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch (error) {
      errors.push(error as SiteError);
      return null;
    }
  };
  const files = filesBelow(join(root, 'content'), (name) => name.endsWith('.md')).filter(
    (file) => file.includes('/') && !file.startsWith('media/'),
  );
  const pages = files
    .map((path) => `content/${path}`)
    .map((file) => attempt(() => readPage(root, file, cache)))
    .filter((page): page is PageText => page !== null);
  const catalogues = catalogueCodes(root)
    .map((code) => attempt(() => readCatalogue(root, code)))
    .filter((catalogue): catalogue is CatalogueText => catalogue !== null);
  await cache?.save();
  throwIfAny(errors);
  return { defaultLocale: config.defaultLocale, locales: config.locales, pages, catalogues };
}

function readPage(root: string, file: string, cache: WordsCache | null): PageText {
  const text = readUtf8(root, file);
  const kept = cache?.lookup(file, text);
  if (kept) return kept;
  const page = readPageText(file, text);
  cache?.keep(file, text, page);
  return page;
}

/** The folders under locales/ that hold a catalogue. */
function catalogueCodes(root: string): string[] {
  const dir = join(root, 'locales');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, CATALOGUE)))
    .map((entry) => entry.name)
    .sort();
}

/** One catalogue: the hash of every string's words, their lines, and the records beside it. */
function readCatalogue(root: string, code: string): CatalogueText {
  const file = `locales/${code}/${CATALOGUE}`;
  const recordsFile = `locales/${code}/${RECORDS}`;
  const text = readUtf8(root, file);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw siteError('TranslationUnreadable', { reason: (error as Error).message }, { file }, error);
  }
  const words: Record<string, string> = {};
  for (const [key, string] of leaves(value, '')) words[key] = hashString(string);
  const records = existsSync(join(root, recordsFile)) ? readRecords(recordsFile, readUtf8(root, recordsFile)) : {};
  return { code, file, recordsFile, words, records, lines: keyLines(text) };
}

/** Every string of a catalogue with its dotted key (what is not a string is the load stage's to report). */
function leaves(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return prefix ? [[prefix, value]] : [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
