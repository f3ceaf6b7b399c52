import type { Resource } from 'i18next';
import { createI18n } from '../../site/i18n.ts';
import { fallbackChain, LAST_RESORT_LANGUAGE, type LocaleInfo } from '../../site/shared/locales.ts';
import type { Translations } from '../load/translations.ts';

/** The i18next resources a locale needs: its fallback chain and `dev`. */
export function resourcesFor(locale: LocaleInfo, translations: Translations): Resource {
  const codes = [...fallbackChain(locale), LAST_RESORT_LANGUAGE];
  return Object.fromEntries(codes.map((code) => [code, translations[code] ?? {}]));
}

/** A translate function for the generator's own strings (menus, sitemap groups, manifests). */
export function createTranslator(locale: LocaleInfo, translations: Translations): (key: string, values?: Record<string, unknown>) => string {
  const i18n = createI18n(fallbackChain(locale), resourcesFor(locale, translations));
  return (key, values) => i18n.t(key, values ?? {});
}
