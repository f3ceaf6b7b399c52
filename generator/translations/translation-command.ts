import { join } from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { siteError } from '../errors/site-error.ts';
import { markTranslations, type MarkResult } from './mark-translations.ts';
import { readTranslationInputs } from './read-translation-inputs.ts';
import { cachedTranslationStatus } from './status-cache.ts';
import { computeTranslationStatus, type TranslationStatus } from './translation-status.ts';

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
