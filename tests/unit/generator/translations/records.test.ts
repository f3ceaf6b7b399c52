import { describe, expect, it } from 'vitest';
import { keyLines, readRecords, recordsToText } from '../../../../generator/translations/catalogue-records.ts';
import { readPageText } from '../../../../generator/translations/page-text.ts';
import { markedPageText } from '../../../../generator/translations/record-text.ts';
import { SiteError } from '../../../../generator/errors/site-error.ts';

const page = '---\ntemplate: legal\ntitle: "Mentions légales"\n---\n\n## Éditeur\n';

describe('marking a page writes one line of its front matter', () => {
  it('adds the record below the template, and replaces it the next time', () => {
    const marked = markedPageText(page, '0123456789ab');
    expect(marked).toBe('---\ntemplate: legal\ntranslatedFrom: "0123456789ab"\ntitle: "Mentions légales"\n---\n\n## Éditeur\n');
    expect(markedPageText(marked, 'ba9876543210')).toBe(marked.replace('0123456789ab', 'ba9876543210'));
  });

  it('keeps Windows line ends, and puts the record first where there is no template (client outcomes)', () => {
    expect(markedPageText('---\r\nclient: "A"\r\n---\r\n', '0123456789ab')).toBe(
      '---\r\ntranslatedFrom: "0123456789ab"\r\nclient: "A"\r\n---\r\n',
    );
  });

  it('reads the record back, with its line; a record not written by mark is an error at its line', () => {
    expect(readPageText('content/fr/legal/index.md', markedPageText(page, '0123456789ab'))).toMatchObject({
      folder: 'fr',
      path: 'legal/index.md',
      recorded: '0123456789ab',
      line: 3,
    });
    const error = (() => {
      try {
        readPageText('content/fr/legal/index.md', page.replace('title:', 'translatedFrom: 12345\ntitle:'));
      } catch (thrown) {
        return thrown as SiteError;
      }
    })();
    expect(error).toBeInstanceOf(SiteError);
    expect(error).toMatchObject({
      code: 'TranslationRecordInvalid',
      location: { file: 'content/fr/legal/index.md', line: 3, field: 'translatedFrom' },
    });
  });
});

describe("a catalogue's records", () => {
  it('are written sorted, one key a line, and read back', () => {
    const text = recordsToText({ 'nav.menu': 'bbbbbbbbbbbb', 'nav.home': 'aaaaaaaaaaaa' });
    expect(text.indexOf('nav.home')).toBeLessThan(text.indexOf('nav.menu'));
    expect(readRecords('locales/fr/translation.sources.json', text)).toEqual({ 'nav.home': 'aaaaaaaaaaaa', 'nav.menu': 'bbbbbbbbbbbb' });
  });

  it('name the file, line and key of a bad record, and the file of unreadable JSON', () => {
    const file = 'locales/fr/translation.sources.json';
    expect(() => readRecords(file, '{\n  "nav.home": "aaaaaaaaaaaa",\n  "nav.menu": "oops"\n}')).toThrow(
      expect.objectContaining({ code: 'TranslationRecordInvalid', location: { file, line: 3, field: 'nav.menu' } }),
    );
    expect(() => readRecords(file, '{ "nav.home": ')).toThrow(expect.objectContaining({ code: 'TranslationRecordsUnreadable' }));
  });

  it('find the line of every dotted key of a catalogue', () => {
    const catalogue = '{\n  "nav": {\n    "home": "Accueil",\n    "menu": "Menu"\n  },\n  "footer": "Pied"\n}\n';
    expect(keyLines(catalogue)).toEqual({ nav: 2, 'nav.home': 3, 'nav.menu': 4, footer: 6 });
  });
});
