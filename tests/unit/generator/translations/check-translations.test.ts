import { describe, expect, it } from 'vitest';
import { stalePages, translationFailures } from '../../../../generator/translations/check-translations.ts';
import { formatStatusReport, summariseStatus } from '../../../../generator/translations/status-report.ts';
import type { PageStatus, StringStatus, TranslationStatus } from '../../../../generator/translations/translation-status.ts';

const row = (locale: string, path: string, fields: Partial<PageStatus>): PageStatus => ({
  locale,
  path,
  kind: 'own',
  file: `content/${locale}/${path}`,
  sourceFile: `content/en/${path}`,
  state: 'current',
  recorded: null,
  expected: null,
  line: 3,
  overrides: null,
  ...fields,
});
const string: StringStatus = {
  locale: 'fr-ca',
  key: 'nav.menu',
  file: 'locales/fr-ca/translation.json',
  sourceFile: 'locales/fr/translation.json',
  state: 'stale',
  recorded: null,
  expected: 'aaaaaaaaaaaa',
  line: 7,
};
const states = (missing: number, stale: number, current: number) => ({ missing, stale, current });
const kinds = { source: 0, own: 0, override: 0, inherited: 0, missing: 0 };
const status: TranslationStatus = {
  pages: [
    row('en', 'audit.md', { kind: 'source', sourceFile: null, state: null }),
    row('fr', 'audit.md', { state: 'stale' }),
    row('fr-be', 'audit.md', { kind: 'inherited', file: 'content/fr/audit.md', state: null }),
    row('fr-ca', 'audit.md', { kind: 'override', sourceFile: 'content/fr/audit.md' }),
    row('fr', 'outcomes/x.md', { state: 'stale' }),
  ],
  strings: [string],
  totals: [
    { locale: 'en', pages: { ...kinds, source: 2 }, pageStates: states(0, 0, 0), stringStates: states(0, 0, 0) },
    { locale: 'fr', pages: { ...kinds, own: 2 }, pageStates: states(0, 2, 0), stringStates: states(0, 0, 0) },
    { locale: 'fr-be', pages: { ...kinds, inherited: 2 }, pageStates: states(0, 0, 0), stringStates: states(0, 0, 0) },
    { locale: 'fr-ca', pages: { ...kinds, override: 1, inherited: 1 }, pageStates: states(0, 0, 1), stringStates: states(0, 1, 0) },
  ],
};

describe('the build and the translation status', () => {
  it('prints one line naming the locales with stale or missing translations', () => {
    expect(summariseStatus(status)).toBe('fr: 2 stale pages; fr-ca: 1 stale string');
  });

  it('fails only for the locales the config names, naming the file, line and field of each stale unit', () => {
    expect(translationFailures(status, { failOnStale: [], failOnMissing: ['*'] })).toEqual([]);
    const errors = translationFailures(status, { failOnStale: ['fr-ca'], failOnMissing: [] });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      code: 'StaleTranslation',
      location: { file: 'locales/fr-ca/translation.json', line: 7, field: 'nav.menu' },
    });
    const all = translationFailures(status, { failOnStale: ['*'], failOnMissing: [] });
    expect(all.map((error) => error.location.file)).toEqual([
      'content/fr/audit.md',
      'content/fr/outcomes/x.md',
      'locales/fr-ca/translation.json',
    ]);
  });

  it('lists for dev the pages that show a stale text: the translation and the locales that inherit it, not outcomes', () => {
    expect(stalePages(status).map((page) => page.url)).toEqual(['/fr/audit/', '/fr-be/audit/']);
  });

  it('prints a grid of locales × routes and what to do', () => {
    const report = formatStatusReport(status);
    expect(report).toMatch(/^\/audit\/\s+src\s+STALE\s+·\s+ok$/m);
    expect(report).toContain('fr-ca  stale    locales/fr-ca/translation.json "nav.menu"  ← locales/fr/translation.json');
  });
});
