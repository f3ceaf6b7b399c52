import { describe, expect, it } from 'vitest';
import type { LocaleInfo } from '../../../../site/shared/locales.ts';
import {
  computeTranslationStatus,
  routeOfPath,
  type CatalogueText,
  type PageText,
  type TranslationInputs,
} from '../../../../generator/translations/translation-status.ts';

const locale = (code: string, fallbacks: string[] = []): LocaleInfo => ({
  code,
  language: code.slice(0, 2),
  name: code,
  region: 'world',
  country: null,
  flag: null,
  fallbacks,
});
const locales = [locale('en'), locale('fr'), locale('en-gb'), locale('en-au', ['en-gb']), locale('fr-ca'), locale('fr-be')];
const page = (folder: string, path: string, words: string, recorded: string | null = null): PageText => ({
  file: `content/${folder}/${path}`,
  folder,
  path,
  words,
  recorded,
  line: 3,
  gives: null,
});
const catalogue = (code: string, words: Record<string, string>, records: Record<string, string> = {}): CatalogueText => ({
  code,
  file: `locales/${code}/translation.json`,
  recordsFile: `locales/${code}/translation.sources.json`,
  words,
  records,
  lines: Object.fromEntries(Object.keys(words).map((key, index) => [key, index + 2])),
});

// en is the source; fr translates it (audit current, index stale); fr-ca overrides index from fr (current);
// en-gb overrides audit from en (never marked); en-au inherits en-gb's audit and en's index.
const inputs: TranslationInputs = {
  defaultLocale: 'en',
  locales,
  pages: [
    page('en', 'index.md', 'e-index-2'),
    page('en', 'audit.md', 'e-audit'),
    page('fr', 'index.md', 'f-index', 'e-index-1'),
    page('fr', 'audit.md', 'f-audit', 'e-audit'),
    page('fr-ca', 'index.md', 'c-index', 'f-index'),
    page('en-gb', 'audit.md', 'g-audit'),
  ],
  catalogues: [
    catalogue('en', { 'nav.home': 'e1', 'nav.menu': 'e2', 'nav.new': 'e3', shared: 'e4' }),
    catalogue('fr', { 'nav.home': 'f1', 'nav.menu': 'f2' }, { 'nav.home': 'e1', 'nav.menu': 'old' }),
    catalogue('fr-ca', { 'nav.menu': 'c2' }, { 'nav.menu': 'f2' }),
    catalogue('dev', { shared: 'd4' }),
  ],
};
const status = computeTranslationStatus(inputs);
const pageOf = (locale: string, path: string) => status.pages.find((row) => row.locale === locale && row.path === path)!;

describe('the status of translated pages', () => {
  it("takes a partial override's words as its own and its base's: an override of it goes stale when either changes", () => {
    const chained = (enWords: string, gbWords: string): TranslationInputs => ({
      ...inputs,
      pages: [
        page('en', 'audit.md', enWords),
        { ...page('en-gb', 'audit.md', gbWords, enWords), gives: ['title'] },
        page('en-au', 'audit.md', 'a-audit', 'some-record'),
      ],
    });
    const expected = (enWords: string, gbWords: string) =>
      computeTranslationStatus(chained(enWords, gbWords)).pages.find((row) => row.locale === 'en-au' && row.path === 'audit.md')!;
    const now = expected('e-audit', 'g-audit');
    expect(now).toMatchObject({ kind: 'override', sourceFile: 'content/en-gb/audit.md', overrides: null });
    expect(expected('e-audit-2', 'g-audit').expected).not.toBe(now.expected);
    expect(expected('e-audit', 'g-audit-2').expected).not.toBe(now.expected);
    expect(expected('e-audit', 'g-audit').expected).toBe(now.expected);
    const gb = computeTranslationStatus(chained('e-audit', 'g-audit')).pages.find(
      (row) => row.locale === 'en-gb' && row.path === 'audit.md',
    );
    expect(gb).toMatchObject({ kind: 'override', state: 'current', overrides: ['title'] });
  });

  it('names what each locale shows for each route: the source, its own, an override, or inherited', () => {
    expect(pageOf('en', 'index.md').kind).toBe('source');
    expect(pageOf('fr', 'index.md').kind).toBe('own');
    expect(pageOf('fr-ca', 'index.md').kind).toBe('override');
    expect(pageOf('fr-ca', 'audit.md')).toMatchObject({ kind: 'inherited', file: 'content/fr/audit.md', state: null });
    expect(pageOf('en-au', 'audit.md')).toMatchObject({ kind: 'inherited', file: 'content/en-gb/audit.md' });
    expect(pageOf('en-au', 'index.md')).toMatchObject({ kind: 'inherited', file: 'content/en/index.md' });
  });

  it('compares a translation with its source: the default locale for a base language, the page overridden for a region', () => {
    expect(pageOf('fr', 'audit.md')).toMatchObject({ state: 'current', sourceFile: 'content/en/audit.md' });
    expect(pageOf('fr', 'index.md')).toMatchObject({ state: 'stale', recorded: 'e-index-1', expected: 'e-index-2' });
    expect(pageOf('fr-ca', 'index.md')).toMatchObject({ state: 'current', sourceFile: 'content/fr/index.md' });
  });

  it('counts a translation never marked as stale: nothing says which source it was made from', () => {
    expect(pageOf('en-gb', 'audit.md')).toMatchObject({ state: 'stale', recorded: null, sourceFile: 'content/en/audit.md' });
  });

  it('reports a page a base language lacks as missing', () => {
    const without = computeTranslationStatus({ ...inputs, pages: inputs.pages.filter((row) => row.file !== 'content/fr/audit.md') });
    expect(without.pages.find((row) => row.locale === 'fr' && row.path === 'audit.md')).toMatchObject({
      kind: 'missing',
      state: 'missing',
    });
  });
});

describe('the status of catalogue strings', () => {
  const stringOf = (locale: string, key: string) => status.strings.find((row) => row.locale === locale && row.key === key);

  it('checks every key of the default catalogue in a base language, except those every language shares (dev)', () => {
    expect(stringOf('fr', 'nav.home')?.state).toBe('current');
    expect(stringOf('fr', 'nav.menu')?.state).toBe('stale');
    expect(stringOf('fr', 'nav.new')).toMatchObject({ state: 'missing', sourceFile: 'locales/en/translation.json' });
    expect(stringOf('fr', 'shared')).toBeUndefined();
  });

  it('checks a regional catalogue key by key against the catalogue it overrides', () => {
    expect(stringOf('fr-ca', 'nav.menu')).toMatchObject({ state: 'current', sourceFile: 'locales/fr/translation.json', line: 2 });
    expect(status.strings.filter((row) => row.locale === 'fr-be')).toEqual([]);
  });
});

describe('the totals per locale', () => {
  it('count pages by kind and pages and strings by state', () => {
    const fr = status.totals.find((total) => total.locale === 'fr')!;
    expect(fr.pages).toMatchObject({ own: 2, inherited: 0 });
    expect(fr.pageStates).toEqual({ missing: 0, stale: 1, current: 1 });
    expect(fr.stringStates).toEqual({ missing: 1, stale: 1, current: 1 });
    const enAu = status.totals.find((total) => total.locale === 'en-au')!;
    expect(enAu.pages).toMatchObject({ inherited: 2, override: 0 });
  });
});

describe('routeOfPath', () => {
  it('names pages by route, outcomes by id and the not-found page', () => {
    expect(routeOfPath('services/software/index.md')).toBe('/services/software/');
    expect(routeOfPath('index.md')).toBe('/');
    expect(routeOfPath('outcomes/forwarder-rate-sheets.md')).toBe('outcome forwarder-rate-sheets');
    expect(routeOfPath('404.md')).toBe('not found');
  });
});
