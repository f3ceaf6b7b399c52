// Looking up the site's strings (pure: no Node, no DOM). Catalogues are the nested JSON of
// `locales/{code}/translation.json`; a locale reads its own, then its fallbacks', then `dev` (SPEC §9).

/** Nested strings of one namespace, as in `locales/{code}/translation.json`. */
/** The namespace every string lives in (SPEC §9). */
export const DEFAULT_NAMESPACE = 'translation';

export type Catalogue = { readonly [key: string]: string | Catalogue };

export type TranslationValues = Readonly<Record<string, unknown>>;

/** A dotted key (`consent.title`) and the values its `{{placeholders}}` take, to the string to show. */
export type Translate = (key: string, values?: TranslationValues) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * A translate function reading `catalogues` in order (the locale's own first). A key found nowhere, or naming
 * a group rather than a string, comes back as the key itself, so a missing string shows where it belongs; a
 * placeholder without a value stays as written.
 */
export function createTranslator(catalogues: readonly Catalogue[]): Translate {
  const cache = new Map<string, string | undefined>();
  const lookup = (key: string): string | undefined => {
    if (cache.has(key)) return cache.get(key);
    let found: string | undefined;
    for (const catalogue of catalogues) {
      const value = key
        .split('.')
        .reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue);
      if (typeof value === 'string') {
        found = value;
        break;
      }
    }
    cache.set(key, found);
    return found;
  };
  return (key, values) => {
    const text = lookup(key);
    if (text === undefined) return key;
    if (!values) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) =>
      values[name] === undefined || values[name] === null ? placeholder : String(values[name]),
    );
  };
}
