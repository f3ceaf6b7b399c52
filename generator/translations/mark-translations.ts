import { readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import { siteError } from '../errors/site-error.ts';
import { recordsToText } from './catalogue-records.ts';
import { readTranslationInputs } from './read-translation-inputs.ts';
import { markedPageText } from './record-text.ts';
import { computeTranslationStatus, type PageStatus, type StringStatus, type TranslationStatus } from './translation-status.ts';

export interface MarkResult {
  /** Files written: translations whose record changed, and records files. */
  written: string[];
  pages: number;
  strings: number;
}

/**
 * Records that the translations named by `targets` (locales, content files, catalogues) are translated from their
 * sources as they are now (`site translations mark`, after a translator's review): each page's `translatedFrom`, each
 * catalogue string's record beside its catalogue. Only records change: a file already marked is not written.
 */
export async function markTranslations(
  root: string,
  config: { defaultLocale: string; locales: LocaleInfo[] },
  targets: string[],
): Promise<MarkResult> {
  const status = computeTranslationStatus(await readTranslationInputs(root, config));
  const chosen = targets.map((target) => chooseUnits(status, normaliseTarget(root, target), config));
  const pages = [...new Set(chosen.flatMap((units) => units.pages))];
  const strings = [...new Set(chosen.flatMap((units) => units.strings))];
  const written: string[] = [];
  for (const page of pages) {
    const text = readFileSync(join(root, page.file!), 'utf8');
    const marked = markedPageText(text, page.expected!);
    if (marked === text) continue;
    writeFileSync(join(root, page.file!), marked);
    written.push(page.file!);
  }
  for (const file of new Set(strings.map((string) => string.file))) {
    const marked = strings.filter((string) => string.file === file);
    const recordsFile = file.replace(/\.json$/, '.sources.json');
    // Records of keys the catalogue no longer has are dropped; the others are kept as they were.
    const kept = status.strings.filter((string) => string.file === file && string.state !== 'missing' && string.recorded);
    const records = Object.fromEntries(kept.map((string) => [string.key, string.recorded!]));
    for (const string of marked) records[string.key] = string.expected;
    const text = recordsToText(records);
    if (readOrEmpty(join(root, recordsFile)) === text) continue;
    writeFileSync(join(root, recordsFile), text);
    written.push(recordsFile);
  }
  return { written, pages: pages.length, strings: strings.length };
}

/** A target as the project names it: `content/fr/audit.md`, `locales/fr/translation.json` or a locale code. */
function normaliseTarget(root: string, target: string): string {
  if (!target.includes('/') && !target.includes('\\')) return target;
  return relative(root, isAbsolute(target) ? target : join(process.cwd(), target))
    .split('\\')
    .join('/');
}

/** The translated pages and strings a target names (pure); one that names none is a NothingToMark error. */
export function chooseUnits(
  status: TranslationStatus,
  target: string,
  config: { defaultLocale: string; locales: LocaleInfo[] },
): { pages: PageStatus[]; strings: StringStatus[] } {
  const translated = (page: PageStatus) => (page.kind === 'own' || page.kind === 'override') && page.expected !== null;
  const present = (string: StringStatus) => string.state !== 'missing';
  const isLocale = config.locales.some((locale) => locale.code === target);
  const pages = status.pages.filter((page) => translated(page) && (isLocale ? page.locale === target : page.file === target));
  const strings = status.strings.filter((string) => present(string) && (isLocale ? string.locale === target : string.file === target));
  if (pages.length || strings.length) return { pages, strings };
  const reason =
    target === config.defaultLocale ||
    target.startsWith(`content/${config.defaultLocale}/`) ||
    target.startsWith(`locales/${config.defaultLocale}/`)
      ? `${config.defaultLocale} is the default locale, the source every translation is made from`
      : isLocale
        ? 'the locale translates no page or string of its own (it shows those along its fallback chain)'
        : 'it is not a locale, a translated content file or a catalogue of the site';
  throw siteError('NothingToMark', { target, reason }, isLocale ? {} : { file: target });
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
