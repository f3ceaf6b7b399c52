import { filesBelow } from '../shared/files-below.ts';
import type { ParsedFilesCache } from './parsed-files-cache.ts';
import { readUtf8 } from './read-text.ts';
import { parseCatalogue, type Translations } from './translations.ts';

/**
 * The catalogues under `localesDir`, each checked and set in its language's typography; with `cache`, a file whose
 * text is unchanged is the catalogue an earlier build made of it: parsing, checking and spacing this site's five took
 * 7-8 ms the first time in a process (Node 24; 0.7-2.6 ms after), which every build is.
 */
export function loadTranslations(localesDir: string, cache?: Pick<ParsedFilesCache, 'lookupCatalogue' | 'keepCatalogue'>): Translations {
  const translations: Translations = {};
  for (const file of filesBelow(localesDir)) {
    const match = /^([a-z]{2}(?:-[a-z]{2})?|dev)\/([a-z-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, code, namespace] = match as unknown as [string, string, string];
    const path = `locales/${file}`;
    const text = readUtf8(localesDir, file, path);
    const kept = cache?.lookupCatalogue(path, text);
    const catalogue = kept ?? parseCatalogue(path, text);
    if (!kept) cache?.keepCatalogue(path, text, catalogue);
    (translations[code] ??= {})[namespace] = catalogue;
  }
  return translations;
}
