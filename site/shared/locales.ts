// Locale facts shared by the generator and the browser. Pure: no Node, no DOM.

export const REGIONS = ['europe', 'africa', 'america', 'oceania', 'asia', 'world'] as const;
export type Region = (typeof REGIONS)[number];

export const FLAGS = ['AU', 'BE', 'CA', 'CH', 'FR', 'GBR', 'IE', 'LU', 'MX', 'NZ', 'SG', 'US'] as const;
export type Flag = (typeof FLAGS)[number];

/** One locale the site is published in, as configured in site.config.json. */
/** A base language (`en`, `fr`), as opposed to a regional variant (`en-gb`, `fr-ca`) that falls back to one. */
export function isBaseLocale(locale: { code: string; language: string }): boolean {
  return locale.code === locale.language;
}

export interface LocaleInfo {
  /** Lower-case BCP 47 tag, also the first path segment: `en`, `fr-ca`. */
  code: string;
  /** The base language whose content and translations this locale falls back to. */
  language: string;
  /** The name of the locale in its own language, shown in pickers. */
  name: string;
  region: Region;
  country: string | null;
  flag: Flag | null;
  /** Locales read before the base language, in order (e.g. en-au reads en-gb, then en). */
  fallbacks: string[];
}

/** A locale code in the casing of BCP 47 tags written out (schema.org's `inLanguage`, a PDF's language): `en-gb` → `en-GB`. */
export function languageTag(code: string): string {
  const [language, region] = code.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language!;
}

/** The language whose strings every locale falls back to last (SPEC §9). */
export const LAST_RESORT_LANGUAGE = 'dev';

/** The order in which a locale looks for a page or a translation: itself, its fallbacks, its language. */
export function fallbackChain(locale: LocaleInfo): string[] {
  const chain = [locale.code, ...locale.fallbacks, locale.language];
  return chain.filter((code, index) => chain.indexOf(code) === index);
}

/** The catalogues a locale reads its strings from, in order: its fallback chain, then `dev` (SPEC §9). */
export function translationChain(locale: LocaleInfo): string[] {
  return [...fallbackChain(locale), LAST_RESORT_LANGUAGE];
}

/**
 * Picks the locale for a visitor who arrived without one (SPEC §2): a stored `lang-{code}` preference,
 * else the first browser language that matches a locale exactly or by its base language, else the default.
 */
export function matchLocale(
  codes: readonly string[],
  options: { cookie: string; browserLanguages: readonly string[]; defaultLocale: string },
): string {
  const known = new Set(codes);
  for (const part of options.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (name.startsWith(LANGUAGE_COOKIE_PREFIX)) {
      const code = name.slice(LANGUAGE_COOKIE_PREFIX.length).toLowerCase();
      if (known.has(code)) return code;
    }
  }
  for (const tag of options.browserLanguages) {
    const lower = tag.toLowerCase();
    if (known.has(lower)) return lower;
    const base = lower.split('-')[0] ?? '';
    if (known.has(base)) return base;
  }
  return options.defaultLocale;
}

export const LANGUAGE_COOKIE_PREFIX = 'lang-';
export const LANGUAGE_COOKIE_VALUE = 'prefer';
export const LANGUAGE_COOKIE_DAYS = 366;

/** The `Set-Cookie`-style string that stores a language preference (SPEC §9). */
export function languageCookie(code: string): string {
  return `${LANGUAGE_COOKIE_PREFIX}${code}=${LANGUAGE_COOKIE_VALUE}; Max-Age=${LANGUAGE_COOKIE_DAYS * 86400}; Path=/; SameSite=Lax`;
}
