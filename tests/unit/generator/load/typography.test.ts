import { describe, expect, it } from 'vitest';
import { parseCatalogue } from '../../../../generator/load/translations.ts';
import { frenchTypography, mapTreeText } from '../../../../generator/load/typography.ts';
import { document } from '../../../support/fixtures.ts';

const NBSP = '\u00A0';
const NARROW_NBSP = '\u202F';

describe('French spacing', () => {
  it('keeps the space before : ; ! ? » and after « on the same line as the mark', () => {
    expect(frenchTypography('Négoce et métaux : des données ; vraiment ? Oui ! « Enfin »')).toBe(
      `Négoce et métaux${NBSP}: des données${NARROW_NBSP}; vraiment${NARROW_NBSP}? Oui${NARROW_NBSP}! «${NBSP}Enfin${NBSP}»`,
    );
  });

  it('sets apostrophes and percent signs the French way', () => {
    expect(frenchTypography("L'audit d'aujourd'hui : 70 % des factures")).toBe(
      `L’audit d’aujourd’hui${NBSP}: 70${NARROW_NBSP}% des factures`,
    );
    // Before a link, the apostrophe ends its text node.
    expect(frenchTypography("notre article sur l'")).toBe('notre article sur l’');
    expect(frenchTypography("'Oui")).toBe("'Oui");
  });

  it('leaves spacing the author did not type, times and addresses alone', () => {
    for (const text of ['Vraiment? Oui!', 'de 09:00 à 18:00', 'https://www.factor.consulting/fr/', 'hello@factor.consulting'])
      expect(frenchTypography(text)).toBe(text);
  });

  it('spares code in a markdown tree, but not alt texts', () => {
    const tree = mapTreeText(
      [['p', null, 'Étape 1 : ', ['code', null, 'a : b'], ['img', { src: 'media/x.svg', alt: 'Schéma : la chaîne' }]]],
      frenchTypography,
    );
    expect(tree).toEqual([
      ['p', null, `Étape 1${NBSP}: `, ['code', null, 'a : b'], ['img', { src: 'media/x.svg', alt: `Schéma${NBSP}: la chaîne` }]],
    ]);
  });

  it('is applied to French pages and catalogues, front matter included, and to no other language', () => {
    const french = document('content/fr-ca/audit.md', { title: '"Audit : deux semaines"' }, 'Pourquoi ? Parce que.');
    expect(french.frontMatter.title).toBe(`Audit${NBSP}: deux semaines`);
    expect(french.body).toEqual([['p', null, `Pourquoi${NARROW_NBSP}? Parce que.`]]);
    const english = document('content/en/audit.md', { title: '"Audit : two weeks"' }, 'Why ? Because.');
    expect(english.frontMatter.title).toBe('Audit : two weeks');
    expect(parseCatalogue('locales/fr/translation.json', '{ "a": { "b": "Téléphone :" } }')).toEqual({ a: { b: `Téléphone${NBSP}:` } });
    expect(parseCatalogue('locales/en/translation.json', '{ "a": "Phone :" }')).toEqual({ a: 'Phone :' });
  });
});
