import { fallbackChain, isBaseLocale, type LocaleInfo } from '../../site/shared/locales.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorList, siteError, type SiteError } from '../errors/site-error.ts';
import { filesBelow } from '../shared/files-below.ts';
import { work, type WorkRunner } from '../shared/work.ts';
import type { MarkdownParser, MarkdownText, ParsedMarkdown } from './markdown.ts';
import { compiledCodeVersion } from '../cache/code-version.ts';
import { openParsedFilesCache, type ParsedFilesCache } from './parsed-files-cache.ts';
import { memoryMarkdownCache, openMarkdownCache } from './markdown-cache.ts';
import { parseContentPage, routeOfFile, splitSource, type ContentPage } from './parse-content-page.ts';
import { isPartialOverride, sourceKeyText, type SourceFile } from './partial-override.ts';
import { LARGE_CONTENT_BYTES, readUtf8 } from './read-text.ts';
import { isOutcomeFile, parseOutcome, type ContentOutcome } from './parse-outcome.ts';
import { checkTranslations, type Translations } from './translations.ts';
import { loadTranslations } from './load-translations.ts';
import { loadSchemaKit, type SchemaKit } from '../templates/schema-kit.ts';

export interface SiteSources {
  pages: ContentPage[];
  /** Client outcomes (content/{folder}/outcomes/), shown by pages' outcome blocks and cards. */
  outcomes: ContentOutcome[];
  translations: Translations;
  /** Every file under content/media/, relative to content/ (`media/leads/harbour.jpg`). */
  mediaFiles: Set<string>;
  /** Content files over LARGE_CONTENT_BYTES, which the build warns of. */
  largeFiles: { file: string; bytes: number }[];
}

/**
 * Reads content/ and locales/ (the load stage's I/O edge). Parse errors of all files are reported together.
 * With a cache folder, an unchanged file is the page the previous build made of it (where `codeVersion` names
 * the code: content-cache.ts), and unchanged markdown reuses the previous build's tree: the markdown parser is
 * loaded only for pages whose text changed, and a warm build never loads it; it is parsed by `runner` where given
 * (the build's executor: many texts are parsed in threads), else in this thread. `baseFolders` names, for a regional
 * folder, where its partial overrides find their base page, in order (the locale's fallback chain after itself: `en-au` → `en-gb`, `en`).
 */
export async function loadSources(
  root: string,
  cacheDir?: string,
  codeVersion = compiledCodeVersion(),
  baseFolders: (folder: string) => string[] = languageOf,
  runner?: WorkRunner,
): Promise<SiteSources> {
  const contentDir = join(root, 'content');
  // Listed at once: through the event loop, each folder was a round trip through libuv's pool, at several times the CPU.
  const files = filesBelow(contentDir);
  let cache = memoryMarkdownCache();
  let parsedFilesCache: ParsedFilesCache | null = null;
  if (cacheDir) {
    // The lockfile names the parsers' versions in both caches' keys: read once.
    const lockfile = await readFile(join(root, 'package-lock.json')).catch(() => Buffer.alloc(0));
    [cache, parsedFilesCache] = await Promise.all([
      openMarkdownCache(cacheDir, lockfile),
      codeVersion ? openParsedFilesCache(cacheDir, codeVersion, lockfile) : null,
    ]);
  }
  const errors: SiteError[] = [];
  const markdownFiles = files
    .filter((file) => file.endsWith('.md') && file.includes('/') && !file.startsWith('media/'))
    .map((file) => `content/${file}`);
  // Read synchronously: small files the build cannot go on without, where the promise API's FileHandle per file cost
  // more than the reads (load stage at 4,800 pages: 302-319 ms -> 248-282 ms).
  const texts = new Map<string, string>();
  for (const file of markdownFiles) {
    try {
      texts.set(file, readUtf8(root, file));
    } catch (error) {
      errors.push(error as SiteError);
    }
  }
  const largeFiles = [...texts]
    .map(([file, text]) => ({ file, bytes: Buffer.byteLength(text) }))
    .filter(({ bytes }) => bytes > LARGE_CONTENT_BYTES);
  if (errors.length) throw errors.length === 1 ? errors[0] : new ErrorList(errors);
  const parseFile = <T>(file: string, parse: (text: string) => T): T | null => {
    try {
      return parse(texts.get(file)!);
    } catch (error) {
      errors.push(error as SiteError);
      return null;
    }
  };
  const pageFiles = markdownFiles.filter((file) => !isOutcomeFile(file));
  const outcomeFiles = markdownFiles.filter(isOutcomeFile);
  const sourceOf = (file: string): SourceFile => {
    const text = texts.get(file)!;
    const { folder, route } = routeOfFile(file);
    if (!isPartialOverride(text)) return { file, text };
    const path = file.slice(`content/${folder}/`.length);
    const baseFile = baseFolders(folder)
      .map((candidate) => `content/${candidate}/${path}`)
      .find((candidate) => texts.has(candidate));
    if (baseFile) return { file, text, base: sourceOf(baseFile) };
    const language = baseFolders(folder).at(-1);
    // A base language's file without a template is refused by its schema, which says so.
    if (language) errors.push(siteError('OrphanOverride', { route: route ?? '404', locale: folder, language }, { file }));
    return { file, text };
  };
  const sources = pageFiles.map(sourceOf);
  if (errors.length) throw errors.length === 1 ? errors[0] : new ErrorList(errors);
  const keptPages = sources.map((source) => {
    const kept = parsedFilesCache?.lookup(source.file, sourceKeyText(source));
    return kept && source.base ? { ...kept, ...mergedLocators(source) } : kept;
  });
  const keptOutcomes = outcomeFiles.map((file) => parsedFilesCache?.lookupOutcome(file, texts.get(file)!));
  // zod and the front-matter schemas only where a file is to be checked: a warm build loads neither (schema-kit.ts).
  const kit: SchemaKit | null = [...keptPages, ...keptOutcomes].includes(undefined) ? await loadSchemaKit() : null;
  // First whole pages from the parsed-files cache. Then the others from the markdown cache alone, noting the
  // markdown it lacks (an empty tree stands in for it meanwhile); that markdown is parsed, all of it at once, and the
  // pages that lacked some are made again from the cache.
  const lacking = new Map<string, MarkdownText>();
  let read: string[] = [];
  const fromCache: MarkdownParser = (markdown, lineOffset) => {
    const key = cache.keyOf(markdown, lineOffset);
    read.push(key);
    const hit = cache.lookup(key);
    if (hit) return hit;
    lacking.set(key, { markdown, lineOffset });
    return { body: [], references: [] };
  };
  // A page is made again once the markdown it lacked is parsed; made complete and without an error, it is kept
  // with the keys of the markdown it read.
  const made = (index: number) => {
    const source = sources[index]!;
    read = [];
    const page = parseFile(source.file, (text) => parseContentPage(source.file, text, fromCache, kit!, undefined, source.base));
    const complete = read.every((key) => cache.lookup(key) !== undefined);
    if (page && complete) parsedFilesCache?.keep(source.file, sourceKeyText(source), page, read);
    return { page, complete };
  };
  const pages: (ContentPage | null)[] = [];
  const incomplete: number[] = [];
  for (const index of pageFiles.keys()) {
    const kept = keptPages[index];
    if (kept) {
      pages[index] = kept;
      continue;
    }
    const errorsBefore = errors.length;
    const { page, complete } = made(index);
    pages[index] = page;
    if (complete) continue;
    incomplete.push(index);
    errors.length = errorsBefore; // reported, if still there, when the page is made again
  }
  if (lacking.size) {
    const missing = [...lacking.entries()];
    const parsed = await parseMarkdownTexts(
      missing.map(([, text]) => text),
      runner,
    );
    missing.forEach(([key], index) => cache.keep(key, parsed[index]!));
    for (const index of incomplete) pages[index] = made(index).page;
  }
  const outcomes = outcomeFiles.map((file, index) => {
    const text = texts.get(file)!;
    const kept = keptOutcomes[index];
    if (kept) return kept;
    const outcome = parseFile(file, () => parseOutcome(file, text, kit!));
    if (outcome) parsedFilesCache?.keepOutcome(file, text, outcome);
    return outcome;
  });
  if (errors.length) throw errors.length === 1 ? errors[0] : new ErrorList(errors);
  let translations: Translations;
  try {
    translations = loadTranslations(join(root, 'locales'), parsedFilesCache ?? undefined);
  } finally {
    // After the catalogues, which the parsed-files cache keeps too; saved as well where one of them fails.
    cache.retain(parsedFilesCache?.markdownKeys() ?? []);
    await Promise.all([cache.save(), parsedFilesCache?.save()]);
  }
  return {
    pages: pages.filter((page): page is ContentPage => page !== null),
    outcomes: outcomes.filter((outcome): outcome is ContentOutcome => outcome !== null),
    translations,
    mediaFiles: new Set(files.filter((file) => file.startsWith('media/'))),
    largeFiles,
  };
}

/** A regional folder's base language (`fr-ca` → `fr`); none for a base language. */
function languageOf(folder: string): string[] {
  return folder.includes('-') ? [folder.split('-')[0]!] : [];
}

/**
 * The field locators of a partial override kept in the cache: made when an error first asks, from the file and its
 * base (a warm build parses no front matter).
 */
function mergedLocators(source: SourceFile): Pick<ContentPage, 'lineOf' | 'positionOf'> {
  let merged: ReturnType<typeof splitSource> | null = null;
  const positionOf = (field: string) => (merged ??= splitSource(source)).positionOf(field);
  return { positionOf, lineOf: (field) => positionOf(field)?.line };
}

/** The load stage: every source file, with translations checked against the configured locales. */
export async function loadSite(root: string, locales: LocaleInfo[], cacheDir: string, runner: WorkRunner): Promise<SiteSources> {
  const chains = new Map(locales.map((locale) => [locale.code, fallbackChain(locale).slice(1)]));
  const sources = await loadSources(root, cacheDir, undefined, (folder) => chains.get(folder) ?? languageOf(folder), runner);
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
  return `${sources.pages.length} pages, ${Object.keys(sources.translations).length} translation languages`;
}

/**
 * Loads what parsing a content file takes (the markdown parser, zod and the schemas) without parsing one: `dev` does it
 * while it waits for the first edit, which a build whose pages all came from the cache would otherwise load then.
 */
export async function loadContentParsers(): Promise<void> {
  await contentParsers();
}

/** Each text's tree, in order: by the runner (in threads, for many), or in this thread. */
async function parseMarkdownTexts(texts: MarkdownText[], runner: WorkRunner | undefined): Promise<ParsedMarkdown[]> {
  if (runner)
    return runner.runEach<MarkdownText, ParsedMarkdown>(work(new URL('./markdown.ts', import.meta.url), 'parseMarkdownTexts'), texts);
  return (await import('./markdown.ts')).parseMarkdownTexts(texts);
}

function contentParsers() {
  return Promise.all([import('./markdown.ts'), loadSchemaKit()]);
}

/** One content file as read, parsed; a partial override comes with its base (partial-override.ts). */
export async function loadContentPage({ file, text, base }: SourceFile): Promise<ContentPage> {
  const [{ parseMarkdown }, kit] = await contentParsers();
  return parseContentPage(file, text, parseMarkdown, kit, undefined, base);
}
