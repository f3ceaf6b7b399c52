import { describe, expect, it } from 'vitest';
import { loadBrochureFonts } from '../../../../generator/brochures/brochure-fonts.ts';
import { unprintableCharacters } from '../../../../generator/brochures/check-glyphs.ts';
import { parseContentPage } from '../../../../generator/load/parse-content-page.ts';
import { parseMarkdown } from '../../../../generator/load/markdown.ts';
import { schemaKit } from '../../../support/fixtures.ts';

const brochure = (subtitle: string, body: string) =>
  parseContentPage(
    'content/en/brochures/ffa-data.md',
    [
      '---',
      'template: brochure',
      'title: "FFA data"',
      'description: "A description that is long enough to pass the schema of brochures."',
      'download: /brochures/ffa-data-download/',
      'lead:',
      `  subtitle: "${subtitle}"`,
      '---',
      '',
      body,
      '',
    ].join('\n'),
    parseMarkdown,
    schemaKit,
  );

describe('unprintableCharacters', () => {
  it('accepts French typography, arrows and symbols Inter has', async () => {
    const { missingGlyph } = await loadBrochureFonts();
    const french = brochure('45 → 5 min, ≥ 95 %, « l’offre » ; ok\u202f!', 'Texte €.');
    expect(unprintableCharacters(french, [], missingGlyph)).toEqual([]);
  });

  it('names the file, line and field of a character the typeface cannot print, and the body by file', async () => {
    const { missingGlyph } = await loadBrochureFonts();
    const errors = unprintableCharacters(brochure('Fast 🚀', 'A body with 漢字.'), [], missingGlyph);
    expect(errors.map((error) => [error.code, error.location])).toEqual([
      ['UnprintableCharacter', { file: 'content/en/brochures/ffa-data.md', line: 7, field: 'lead.subtitle' }],
      ['UnprintableCharacter', { file: 'content/en/brochures/ffa-data.md', field: 'body' }],
    ]);
    expect(errors[0]!.message).toContain('"🚀" (U+1F680)');
  });
});
