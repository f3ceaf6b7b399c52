import { fallbackChain, isBaseLocale, LAST_RESORT_LANGUAGE, type LocaleInfo } from '../../site/shared/locales.ts';
import { hashWords } from './word-hash.ts';

// The status of every translation (pure): which page each locale shows for each route, and, for every page and
// catalogue string a locale translates itself, whether the source it was translated from has changed since.
//
// The source of a translation is what its translator worked from: for a base language (fr), the default locale's page
// or string (en); for a regional locale (fr-ca, en-au), the one it overrides, the first along its fallback chain that
// has it (fr-ca: fr; en-au: en-gb, else en). So an en edit makes fr stale; once fr is updated and marked, fr-ca is.

/** One content file's words and record: content/{folder}/{path}. */
export interface PageText {
  file: string;
  folder: string;
  /** Relative to its folder: `services/software/ui-ux.md`, `outcomes/forwarder-rate-sheets.md`, `404.md`. */
  path: string;
  /** The hash of its words (word-hash.ts hashPage). */
  words: string;
  /** Its `translatedFrom`: the hash of its source's words when it was last marked; null if never. */
  recorded: string | null;
  /** The line of `translatedFrom`, or of the front matter's first field. */
  line: number;
  /** A partial override's fields, blocks (`sections#id`) and `body`, as it gives them; null for a whole page. */
  gives: string[] | null;
}

/** One locale's catalogue: locales/{code}/translation.json, with its records beside it. */
export interface CatalogueText {
  code: string;
  file: string;
  /** locales/{code}/translation.sources.json: key → the hash of its source's words when marked. */
  recordsFile: string;
  /** Every leaf key, dotted, → the hash of its value's words. */
  words: Record<string, string>;
  records: Record<string, string>;
  /** Every leaf key → its line in the file. */
  lines: Record<string, number>;
}

export interface TranslationInputs {
  defaultLocale: string;
  locales: LocaleInfo[];
  pages: PageText[];
  catalogues: CatalogueText[];
}

/** `missing`: not translated; `stale`: its source changed since it was marked (or it never was); `current`: up to date. */
export type TranslationState = 'missing' | 'stale' | 'current';
export const TRANSLATION_STATES: TranslationState[] = ['missing', 'stale', 'current'];

/** `source`: the default locale's own; `own`: a base language's translation; `override`: a regional locale's. */
export type PageKind = 'source' | 'own' | 'override' | 'inherited' | 'missing';
export const PAGE_KINDS: PageKind[] = ['source', 'own', 'override', 'inherited', 'missing'];

export interface PageStatus {
  locale: string;
  path: string;
  kind: PageKind;
  /** The file the locale shows (null where missing). */
  file: string | null;
  /** Its source (own, override, missing), or the file it shows (inherited). */
  sourceFile: string | null;
  /** null for the source itself and inherited pages: their state is that of the file they show. */
  state: TranslationState | null;
  recorded: string | null;
  /** What `mark` would record now: the hash of the source's words. */
  expected: string | null;
  line: number;
  /** What a partial override gives (PageText.gives); null for a whole page and every other kind. */
  overrides: string[] | null;
}

export interface StringStatus {
  locale: string;
  key: string;
  file: string;
  sourceFile: string;
  state: TranslationState;
  recorded: string | null;
  expected: string;
  line: number;
}

export interface LocaleTotals {
  locale: string;
  pages: Record<PageKind, number>;
  pageStates: Record<TranslationState, number>;
  stringStates: Record<TranslationState, number>;
}

export interface TranslationStatus {
  pages: PageStatus[];
  strings: StringStatus[];
  totals: LocaleTotals[];
}

/** The status of every locale × page and every translated string (pure). */
export function computeTranslationStatus(inputs: TranslationInputs): TranslationStatus {
  const pages = pageStatuses(inputs);
  const strings = stringStatuses(inputs);
  const totals = inputs.locales.map(({ code }) => {
    const total: LocaleTotals = {
      locale: code,
      pages: counts(PAGE_KINDS),
      pageStates: counts(TRANSLATION_STATES),
      stringStates: counts(TRANSLATION_STATES),
    };
    for (const page of pages.filter((candidate) => candidate.locale === code)) {
      total.pages[page.kind] += 1;
      if (page.state) total.pageStates[page.state] += 1;
    }
    for (const string of strings.filter((candidate) => candidate.locale === code)) total.stringStates[string.state] += 1;
    return total;
  });
  return { pages, strings, totals };
}

/** Where a locale's translations come from: the locales it reads after itself, or the default locale for a base one. */
export function sourceChain(locale: LocaleInfo, defaultLocale: string): string[] {
  if (locale.code === defaultLocale) return [];
  if (isBaseLocale(locale)) return [defaultLocale];
  return fallbackChain(locale).slice(1);
}

function pageStatuses({ defaultLocale, locales, pages }: TranslationInputs): PageStatus[] {
  const byFolder = new Map<string, Map<string, PageText>>();
  for (const page of pages) {
    if (!byFolder.has(page.folder)) byFolder.set(page.folder, new Map());
    byFolder.get(page.folder)!.set(page.path, page);
  }
  const baseCodes = locales.filter(isBaseLocale).map((locale) => locale.code);
  const paths = [...new Set(baseCodes.flatMap((code) => [...(byFolder.get(code)?.keys() ?? [])]))].sort(byRoute);
  const chains = new Map(locales.map((locale) => [locale.code, sourceChain(locale, defaultLocale)]));
  const sourceOf = (code: string, path: string) => (chains.get(code) ?? []).map((at) => byFolder.get(at)?.get(path)).find(Boolean) ?? null;
  // The words of the page a file makes: a partial override's are its own and its base's, so an override of it goes
  // stale when either changes.
  const wordsOf = (page: PageText): string => {
    const inherited = page.gives ? sourceOf(page.folder, page.path) : null;
    return inherited ? hashWords(`${wordsOf(inherited)} ${page.words}`) : page.words;
  };
  return locales.flatMap((locale) =>
    paths.map((path): PageStatus => {
      const own = byFolder.get(locale.code)?.get(path);
      const source = sourceOf(locale.code, path);
      const base = { locale: locale.code, path, recorded: null, expected: null, line: 1, overrides: null };
      if (locale.code === defaultLocale) return { ...base, kind: 'source', file: own?.file ?? null, sourceFile: null, state: null };
      if (!own && !isBaseLocale(locale)) {
        return { ...base, kind: 'inherited', file: source?.file ?? null, sourceFile: source?.file ?? null, state: null };
      }
      if (!own) return { ...base, kind: 'missing', file: null, sourceFile: source?.file ?? null, state: 'missing' };
      const kind = isBaseLocale(locale) ? 'own' : 'override';
      // An override of nothing fails the build (OrphanOverride): it has no state of its own here.
      const expected = source ? wordsOf(source) : null;
      const state = !expected ? null : own.recorded === expected ? 'current' : 'stale';
      return {
        ...base,
        kind,
        file: own.file,
        sourceFile: source?.file ?? null,
        state,
        recorded: own.recorded,
        expected,
        line: own.line,
        overrides: kind === 'override' ? own.gives : null,
      };
    }),
  );
}

function stringStatuses({ defaultLocale, locales, catalogues }: TranslationInputs): StringStatus[] {
  const byCode = new Map(catalogues.map((catalogue) => [catalogue.code, catalogue]));
  return locales.flatMap((locale) => {
    const sources = sourceChain(locale, defaultLocale);
    if (!sources.length) return [];
    const own = byCode.get(locale.code);
    const file = own?.file ?? `locales/${locale.code}/translation.json`;
    // A base language translates every key of the default locale's, except those every language shares (dev/);
    // a regional locale only the keys it overrides.
    const keys = isBaseLocale(locale)
      ? Object.keys(byCode.get(defaultLocale)?.words ?? {}).filter(
          (key) => own?.words[key] || !byCode.get(LAST_RESORT_LANGUAGE)?.words[key],
        )
      : Object.keys(own?.words ?? {});
    return keys.flatMap((key): StringStatus[] => {
      const source = sources.map((code) => byCode.get(code)).find((catalogue) => catalogue?.words[key]);
      if (!source) return []; // a key no base language has fails the build (UnknownTranslationKey)
      const expected = source.words[key]!;
      const recorded = own?.records[key] ?? null;
      const state = !own?.words[key] ? 'missing' : recorded === expected ? 'current' : 'stale';
      return [{ locale: locale.code, key, file, sourceFile: source.file, state, recorded, expected, line: own?.lines[key] ?? 1 }];
    });
  });
}

/** Routes in reading order: pages first (the home page, then by path), then outcomes, then the not-found page. */
function byRoute(a: string, b: string): number {
  const rank = (path: string) => (path === '404.md' ? 2 : path.startsWith('outcomes/') ? 1 : 0);
  return rank(a) - rank(b) || routeOfPath(a).localeCompare(routeOfPath(b));
}

/** `services/software/index.md` → `/services/software/`; `outcomes/x.md` → `outcome x`; `404.md` → `not found`. */
export function routeOfPath(path: string): string {
  if (path === '404.md') return 'not found';
  if (path.startsWith('outcomes/')) return `outcome ${path.slice('outcomes/'.length, -'.md'.length)}`;
  const segments = path
    .replace(/\.md$/, '')
    .split('/')
    .filter((segment) => segment !== 'index');
  return segments.length ? `/${segments.join('/')}/` : '/';
}

function counts<K extends string>(keys: K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}
