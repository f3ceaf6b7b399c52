import { writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { siteError } from '../errors/site-error.ts';
import { markTranslations, type MarkResult } from './mark-translations.ts';
import { readTranslationInputs } from './read-translation-inputs.ts';
import { cachedTranslationStatus } from './status-cache.ts';
import { computeTranslationStatus, type TranslationStatus } from './translation-status.ts';
import { exportTranslations } from './xliff/export-translations.ts';
import { importTranslations, type ImportResult } from './xliff/import-translations.ts';

/** The status of the project's translations (`site translations`). */
export async function translationStatus(root: string): Promise<TranslationStatus> {
  const cacheDir = join(root, '.cache');
  // The build's caches: the config it checked, the words of unchanged files. Either way the files are read as they are.
  const config = await loadConfig(join(root, 'site.config.json'), {}, { cacheDir });
  const compute = async () => computeTranslationStatus(await readTranslationInputs(root, config, cacheDir));
  return cachedTranslationStatus(root, config, cacheDir, compute);
}

/** `site translations mark`: the targets named, or with `all` every locale that translates anything. */
export async function markTranslationTargets(root: string, targets: string[], all: boolean): Promise<MarkResult> {
  const config = await loadConfig(join(root, 'site.config.json'));
  if (!all && !targets.length) {
    throw siteError('NothingToMark', { target: 'the command', reason: 'no file or locale was named' });
  }
  if (!all) return markTranslations(root, config, targets);
  // Every locale that translates something of its own (marking fr does not change what fr-ca is translated from:
  // a record is not words).
  const status = computeTranslationStatus(await readTranslationInputs(root, config));
  const translating = new Set([
    ...status.pages.filter((page) => page.expected).map((page) => page.locale),
    ...status.strings.map((s) => s.locale),
  ]);
  return markTranslations(root, config, [...translating]);
}

/** `site translations export --locale fr-ca --out FILE`: the XLIFF file written, relative to the current folder. */
export async function exportTranslationsFile(root: string, locale: string, out: string) {
  const config = await loadConfig(join(root, 'site.config.json'));
  const result = await exportTranslations(root, config, locale);
  const path = resolve(out);
  writeFileSync(path, result.xliff);
  return { ...result, file: relative(process.cwd(), path) || path };
}

/** `site translations import FILE`; errors name the file as the project sees it (relative to the root where inside). */
export async function importTranslationsFile(root: string, file: string): Promise<ImportResult> {
  const config = await loadConfig(join(root, 'site.config.json'));
  const path = resolve(file);
  const inRoot = relative(root, path);
  const named = inRoot.startsWith('..') || isAbsolute(inRoot) ? path : inRoot.split('\\').join('/');
  return importTranslations(root, config, path, named);
}
