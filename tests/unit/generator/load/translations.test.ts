import { describe, expect, it } from 'vitest';
import { ErrorList, SiteError } from '../../../../generator/errors/site-error.ts';
import { checkTranslations, flattenKeys, parseCatalogue } from '../../../../generator/load/translations.ts';

function errorsOf(run: () => void): SiteError[] {
  try {
    run();
  } catch (error) {
    return error instanceof ErrorList ? error.errors : [error as SiteError];
  }
  return [];
}

describe('translations', () => {
  it('flattens nested keys', () => {
    expect(flattenKeys({ nav: { open: 'Open', close: 'Close' }, title: 'T' })).toEqual(['nav.open', 'nav.close', 'title']);
  });

  it('fails on a key missing in a base language, naming the key and the file', () => {
    const errors = errorsOf(() =>
      checkTranslations(
        {
          en: { translation: { nav: { open: 'Open menu', close: 'Close menu' } } },
          fr: { translation: { nav: { open: 'Ouvrir le menu' } } },
        },
        ['en', 'fr'],
        [],
      ),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]!.code).toBe('MissingTranslation');
    expect(errors[0]!.location).toMatchObject({ file: 'locales/fr/translation.json', field: 'nav.close' });
    expect(errors[0]!.message).toContain('locales/en/translation.json');
  });

  it('accepts a key that only the dev catalogue defines', () => {
    expect(
      errorsOf(() =>
        checkTranslations(
          { en: { translation: {} }, fr: { translation: {} }, dev: { translation: { brand: 'Factor' } } },
          ['en', 'fr'],
          [],
        ),
      ),
    ).toEqual([]);
  });

  it('rejects a regional override of a key no base language has', () => {
    const errors = errorsOf(() =>
      checkTranslations(
        { en: { translation: { a: 'A' } }, fr: { translation: { a: 'A' } }, 'fr-ca': { translation: { b: 'B' } } },
        ['en', 'fr'],
        ['fr-ca'],
      ),
    );
    expect(errors.map((error) => error.code)).toEqual(['UnknownTranslationKey']);
  });

  it('rejects invalid JSON and non-string values with the file', () => {
    expect(() => parseCatalogue('locales/en/translation.json', '{ "a": ')).toThrow(/not valid JSON/);
    const error = errorsOf(() => parseCatalogue('locales/en/translation.json', '{ "a": { "b": 3 } }'))[0]!;
    expect(error.location).toMatchObject({ file: 'locales/en/translation.json', field: 'a.b' });
  });
});
