import { translationChain, type LocaleInfo } from '../../site/shared/locales.ts';
import { createTranslator as translatorOf, DEFAULT_NAMESPACE, type Catalogue, type Translate } from '../../site/shared/translator.ts';

/** All translation files: code (`en`, `fr-ca`, `dev`) → namespace → catalogue. */
export type Translations = Record<string, Record<string, Catalogue>>;

/** The catalogues a locale reads its strings from, in order: its own, its fallbacks', its language's, `dev`'s. */
export function cataloguesFor(locale: LocaleInfo, translations: Translations): Catalogue[] {
  return translationChain(locale).map((code) => translations[code]?.[DEFAULT_NAMESPACE] ?? {});
}

/** A translate function for the generator's own strings (menus, sitemap groups, manifests). */
export function createTranslator(locale: LocaleInfo, translations: Translations): Translate {
  return translatorOf(cataloguesFor(locale, translations));
}
