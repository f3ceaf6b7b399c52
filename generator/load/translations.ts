import { siteError, throwIfAny, type SiteError } from '../errors/site-error.ts';
import type { Catalogue } from '../../site/shared/translator.ts';
import { mapStrings, typographyFor } from './typography.ts';

export type { Catalogue };

import type { Translations } from '../shared/translator.ts';
export type { Translations };

/** Parses one `locales/{code}/{namespace}.json` file (pure). */
export function parseCatalogue(file: string, text: string): Catalogue {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw siteError('TranslationUnreadable', { reason: (error as Error).message }, { file }, error);
  }
  const problem = findNonString(value, '');
  if (problem !== null) {
    throw siteError(
      'TranslationUnreadable',
      { reason: `"${problem || '(root)'}" is neither a string nor an object` },
      { file, field: problem || undefined },
    );
  }
  // locales/{code}/{namespace}.json: set like the content of its language (typography.ts): French spacing, English
  // quotes, values held together in all ("{{count}} min read"); the {{placeholders}} stay as written.
  const code = file.split('/').at(-2) ?? '';
  return mapStrings(value as Catalogue, typographyFor(code));
}

function findNonString(value: unknown, path: string): string | null {
  if (typeof value === 'string') return path ? null : path;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return path;
  for (const [key, child] of Object.entries(value)) {
    const found = findNonString(child, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/** Every leaf key of a catalogue, dotted: `nav.openMenu`. */
export function flattenKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flattenKeys(value, `${prefix}${key}.`),
  );
}

/**
 * Every base language must define every key that any base language defines (unless `dev` does);
 * regional catalogues may only override keys that exist.
 */
export function checkTranslations(translations: Translations, baseLanguages: string[], regionalCodes: string[]): void {
  const errors: SiteError[] = [];
  const namespaces = new Set(baseLanguages.flatMap((language) => Object.keys(translations[language] ?? {})));
  for (const namespace of [...namespaces].sort()) {
    const neutral = new Set(flattenKeys(translations.dev?.[namespace] ?? {}));
    const keysByLanguage = new Map(
      baseLanguages.map((language) => [language, new Set(flattenKeys(translations[language]?.[namespace] ?? {}))]),
    );
    const allKeys = new Set([...keysByLanguage.values()].flatMap((keys) => [...keys]));
    for (const language of baseLanguages) {
      const keys = keysByLanguage.get(language)!;
      for (const key of [...allKeys].sort()) {
        if (keys.has(key) || neutral.has(key)) continue;
        const reference = baseLanguages.find((other) => keysByLanguage.get(other)!.has(key))!;
        errors.push(
          siteError(
            'MissingTranslation',
            { key, language, reference: `locales/${reference}/${namespace}.json` },
            { file: `locales/${language}/${namespace}.json`, field: key },
          ),
        );
      }
    }
    for (const code of regionalCodes) {
      for (const key of flattenKeys(translations[code]?.[namespace] ?? {})) {
        if (!allKeys.has(key) && !neutral.has(key)) {
          errors.push(siteError('UnknownTranslationKey', { key, locale: code }, { file: `locales/${code}/${namespace}.json`, field: key }));
        }
      }
    }
  }
  throwIfAny(errors);
}
