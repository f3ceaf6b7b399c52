import { describe, expect, it } from 'vitest';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import {
  codeTable,
  protectText,
  restoreText,
  type Segment,
  type TargetSegment,
} from '../../../../generator/translations/xliff/inline-codes.ts';
import { translatedPageText } from '../../../../generator/translations/xliff/translated-page.ts';
import { bodyBlocks, joinBody, pageUnits } from '../../../../generator/translations/xliff/translation-units.ts';
import { readXliff, writeXliff } from '../../../../generator/translations/xliff/xliff-file.ts';
import { translatedTexts } from '../../../../generator/translations/xliff/import-translations.ts';

// The pure parts of the XLIFF export and import: units, inline codes, the file, the checks, the page written.

/** A target as a translator's tool returns it: the same codes, the words transformed. */
const asTarget = (segments: Segment[], words: (text: string) => string): TargetSegment[] =>
  segments.map((segment) =>
    typeof segment === 'string'
      ? words(segment)
      : segment.kind === 'x'
        ? { kind: 'x', id: segment.id }
        : { kind: 'g', id: segment.id, children: asTarget(segment.children, words) },
  );

describe('inline codes', () => {
  it('given a string with a placeholder, a link around bold words and code, keeps only words outside codes', () => {
    const segments = protectText('Read **[our audit](/audit/ "Audit")** in {{count}} min, or run `site build`.');
    expect(segments).toMatchObject([
      'Read ',
      { kind: 'g', ctype: 'bold', children: [{ kind: 'g', ctype: 'link', close: '](/audit/ "Audit")', children: ['our audit'] }] },
      ' in ',
      { kind: 'x', ctype: 'x-placeholder', code: '{{count}}' },
      ' min, or run ',
      { kind: 'x', ctype: 'x-code', code: '`site build`' },
      '.',
    ]);
  });

  it('given a list, protects each line mark, and puts the markup back around translated words', () => {
    const text = '- First *item*\n- Second <br> item\n  wrapped';
    const segments = protectText(text);
    const restored = restoreText(
      asTarget(segments, (words) => words.toUpperCase()),
      codeTable(segments),
    );
    expect(restored).toEqual({ text: '- FIRST *ITEM*\n- SECOND <br> ITEM WRAPPED', problems: [] });
  });

  it('names a placeholder dropped, one invented and one repeated', () => {
    const codes = codeTable(protectText('{{count}} pages by {{author}}'));
    const target: TargetSegment[] = [{ kind: 'x', id: '1' }, ' pages ', { kind: 'x', id: '1' }, { kind: 'x', id: '9' }];
    expect(restoreText(target, codes).problems).toEqual([
      '<x id="1"/> appears twice',
      '<x id="9"/> is not a code of the source',
      '<x id="2"/> ({{author}}) is missing',
    ]);
  });
});

describe('units of a page', () => {
  const frontMatter = {
    template: 'service',
    title: 'Audit',
    navSummary: 'What we look at',
    lead: { image: 'media/leads/a.svg', cta: { label: 'Book an audit', href: '/contact/' } },
    sections: [
      { type: 'outcomes', title: 'An engagement', items: ['forwarder-rate-sheets'] },
      { type: 'figures', items: [{ value: '70 %', label: 'of invoices' }] },
      { type: 'cta', title: 'Talk to us' },
    ],
  };

  it('gives one unit per field with words, ids saying where they go, limits where the schema has them', () => {
    const units = pageUnits('services/audit.md', frontMatter, '\n## What\n\nA paragraph.\n\n```\ncode\n\nmore\n```\n');
    expect(units.map((unit) => [unit.id, unit.maxWidth])).toEqual([
      ['page:/services/audit/#title', 90],
      ['page:/services/audit/#navSummary', 70],
      ['page:/services/audit/#lead.cta.label', undefined],
      ['page:/services/audit/#sections.0.title', undefined],
      ['page:/services/audit/#sections.1.items.0.value', 16],
      ['page:/services/audit/#sections.1.items.0.label', undefined],
      ['page:/services/audit/#sections.2.title', 120],
      ['page:/services/audit/#body.1', undefined],
      ['page:/services/audit/#body.2', undefined],
    ]);
  });

  it('splits a body into blocks that join back into the same text, a fenced block with its blank lines whole', () => {
    const body = '\nIntro.\n\n```\na\n\nb\n```\n\n\n- one\n- two\n';
    const blocks = bodyBlocks(body);
    expect(blocks.blocks).toEqual(['Intro.', '```\na\n\nb\n```', '- one\n- two']);
    expect(joinBody(blocks)).toBe(body);
  });
});

describe('the XLIFF file', () => {
  const units = pageUnits('audit.md', { title: 'Audit', description: 'Read {{count}} [pages](/p/).' }, '');
  const xliff = writeXliff({
    sourceLanguage: 'en',
    targetLanguage: 'fr',
    groups: [
      {
        id: 'page:/audit/',
        file: 'content/fr/audit.md',
        sourceFile: 'content/en/audit.md',
        record: 'abcdefabcdef',
        note: 'n',
        units: units.map((unit) => ({ ...unit, note: 'n' })),
      },
    ],
  });

  it('is read back with each unit, its line, its source hash and its target', () => {
    const translated = xliff.replace('<source>Audit</source>', '<source>Audit</source><target>Vérification</target>');
    const read = readXliff('fr.xlf', translated);
    expect(read.targetLanguage).toBe('fr');
    expect(read.groups[0]).toMatchObject({ id: 'page:/audit/', record: 'abcdefabcdef', line: 8 });
    expect(read.groups[0]!.units.map((unit) => [unit.id, unit.line, unit.target])).toEqual([
      ['page:/audit/#title', 10, ['Vérification']],
      ['page:/audit/#description', 14, null],
    ]);
    expect(xliff).toContain('<x id="1" ctype="x-placeholder" equiv-text="{{count}}"/>');
  });

  it('refuses malformed XML with its line', () => {
    const broken = xliff.replace('</source>', '</sourc>');
    expect(() => readXliff('fr.xlf', broken)).toThrow(SiteError);
    try {
      readXliff('fr.xlf', broken);
    } catch (error) {
      expect((error as SiteError).code).toBe('XliffUnreadable');
      expect((error as SiteError).location.line).toBe(11);
    }
  });

  it('checks each unit: its id, its source, its codes and its length, each problem with the unit and its line', () => {
    const problems: string[] = [];
    const fail = (code: string, _values: unknown, line: number, unit: string) => void problems.push(`${code} ${unit}:${line}`);
    const returned = [
      { id: 'page:/audit/#title', line: 3, sourceHash: units[0]!.sourceHash, target: ['x'.repeat(91)], foreign: [] },
      {
        id: 'page:/audit/#description',
        line: 5,
        sourceHash: units[1]!.sourceHash,
        target: ['Lire ', { kind: 'g' as const, id: '2', children: ['pages'] }],
        foreign: [],
      },
      { id: 'page:/audit/#lead.title', line: 7, sourceHash: 'x', target: ['y'], foreign: [] },
    ];
    translatedTexts(returned, units, 'fr', fail as never);
    expect(problems).toEqual([
      'XliffTooLong page:/audit/#title:3',
      'XliffCodesChanged page:/audit/#description:5',
      'XliffUnknownUnit page:/audit/#lead.title:7',
    ]);
  });
});

describe('the translated page', () => {
  it("replaces the fields' values in the translation's own file, keeping its comments, quoting and other values", () => {
    const sourceText = '---\ntemplate: landing\ntitle: "New title"\nlead:\n  image: media/a.svg\n---\n\nNew body.\n';
    const existingText =
      '---\ntemplate: landing\ntranslatedFrom: "000000000000"\n# a comment\ntitle: "Vieux titre"\nlead:\n  image: media/fr.svg\n---\n\nVieux.\n';
    const units = pageUnits('a.md', { title: 'New title' }, '\nNew body.\n');
    const text = translatedPageText({
      sourceText,
      existingText,
      units,
      existingUnits: pageUnits('a.md', { title: 'Vieux titre' }, '\nVieux.\n'),
      partial: false,
      translations: new Map([
        ['page:/a/#title', 'Nouveau titre'],
        ['page:/a/#body.1', 'Nouveau corps.'],
      ]),
      record: 'abcdefabcdef',
    });
    expect(text).toBe(
      '---\ntemplate: landing\ntranslatedFrom: "abcdefabcdef"\n# a comment\ntitle: "Nouveau titre"\nlead:\n  image: media/fr.svg\n---\n\nNouveau corps.\n',
    );
  });
});
