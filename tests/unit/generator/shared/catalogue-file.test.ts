import { describe, expect, it } from 'vitest';
import { catalogueFile } from '../../../../generator/shared/catalogue-file.ts';

describe('catalogueFile: where a catalogue is written and the address pages load it from', () => {
  it('keeps the file name and puts a version drawn from the contents in the address', () => {
    const file = catalogueFile('fr-ca', 'translation', { nav: { close: 'Fermer' } });
    expect(file.path).toBe('locales/fr-ca/translation.json');
    expect(JSON.parse(file.contents)).toEqual({ nav: { close: 'Fermer' } });
    expect(file.href).toMatch(/^\/locales\/fr-ca\/translation\.json\?v=[0-9a-f]{12}$/);
  });

  it('gives a changed catalogue a new address, so no cache can hand a page the strings of another build', () => {
    const before = catalogueFile('en', 'translation', { a11y: { skip: 'Skip to content' } });
    const after = catalogueFile('en', 'translation', { a11y: { skip: 'Skip to the content' } });
    expect(after.path).toBe(before.path);
    expect(after.href).not.toBe(before.href);
    expect(catalogueFile('en', 'translation', { a11y: { skip: 'Skip to content' } }).href).toBe(before.href);
  });
});
