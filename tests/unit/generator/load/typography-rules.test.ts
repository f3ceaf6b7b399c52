import { describe, expect, it } from 'vitest';
import { parseOutcome } from '../../../../generator/load/parse-outcome.ts';
import { parseCatalogue } from '../../../../generator/load/translations.ts';
import {
  englishTypography,
  frenchTypography,
  mapStrings,
  mapTreeText,
  typographyFor,
  valueTypography,
} from '../../../../generator/load/typography.ts';
import { createTranslator } from '../../../../site/shared/translator.ts';
import { document, schemaKit } from '../../../support/fixtures.ts';

// Issue 53, point 8: authors type plain text; the build sets quotes, apostrophes and the spaces inside values.
const NBSP = '\u00A0';
const NARROW_NBSP = '\u202F';

describe('English quotes and apostrophes', () => {
  it('curls double quotes, opening after a space, a bracket or a dash and closing elsewhere', () => {
    expect(englishTypography('a "delivery terms" field that holds "CIF Rotterdam, B/L"')).toBe(
      'a “delivery terms” field that holds “CIF Rotterdam, B/L”',
    );
    expect(englishTypography('"95% accurate" means nothing (or "not found")—"yes".')).toBe(
      '“95% accurate” means nothing (or “not found”)—“yes”.',
    );
  });

  it('sets apostrophes and single quotes', () => {
    expect(englishTypography("last week's margin, the carriers' rate sheets, Québec's Law 25")).toBe(
      'last week’s margin, the carriers’ rate sheets, Québec’s Law 25',
    );
    expect(englishTypography("a 'draft' from the '90s: \"it's 'final'\"")).toBe('a ‘draft’ from the ’90s: “it’s ‘final’”');
  });

  it('follows a paragraph across emphasis, links and code, and starts again with each paragraph', () => {
    const tree = mapTreeText(
      [
        ['p', null, 'He said "', ['em', null, 'hi'], '" to ', ['a', { href: '/x/' }, 'Factor'], "'s team, ", ['code', null, "it's"], "'s"],
        ['p', null, '"Next"'],
      ],
      englishTypography,
    );
    expect(tree).toEqual([
      ['p', null, 'He said “', ['em', null, 'hi'], '” to ', ['a', { href: '/x/' }, 'Factor'], '’s team, ', ['code', null, "it's"], '’s'],
      ['p', null, '“Next”'],
    ]);
  });

  it('never touches code, addresses, link destinations, HTML attributes or placeholders', () => {
    const untouched = [
      'Run `grep "it\'s" notes.txt` first',
      '```\nconst a = "b";\n```',
      "https://example.com/o'brien?q=1",
      "mailto:o'brien@example.com",
      '<a href="/it\'s/" title="x">',
      '{{ field }}',
      "](https://example.com/it's \"Its 'title'\")",
    ];
    for (const text of untouched) expect(englishTypography(text)).toBe(text);
    expect(englishTypography('See [the "guide"](/insights/it\'s/ "The \'guide\'") and <https://x.com/a\'b>')).toBe(
      "See [the “guide”](/insights/it's/ \"The 'guide'\") and <https://x.com/a'b>",
    );
    expect(englishTypography('Fill in "{{field}}", {{name}}\'s, `a "b"`\'s')).toBe('Fill in “{{field}}”, {{name}}’s, `a "b"`’s');
    expect(englishTypography('<strong class="x">it\'s</strong>')).toBe('<strong class="x">it’s</strong>');
  });

  it('spares code elements and sets image alt texts in a markdown tree', () => {
    const tree = mapTreeText(
      [
        ['pre', null, ['code', null, 'a = "b"']],
        ['img', { src: "media/it's.svg", alt: "The desk's screen" }],
      ],
      englishTypography,
    );
    expect(tree).toEqual([
      ['pre', null, ['code', null, 'a = "b"']],
      ['img', { src: "media/it's.svg", alt: 'The desk’s screen' }],
    ]);
  });

  it('is applied to English pages (front matter, body, rich text), outcomes and catalogues, regional ones too', () => {
    const page = document(
      'content/en-gb/audit.md',
      {
        title: `"Factor's 'audit'"`,
        sections: `\n  - type: cta\n    title: Talk\n    text: "It's [the 'audit'](/audit/ \\"it's\\")."\n    action: { label: Go, href: /contact/ }`,
      },
      'The "desk\'s" view: `a "b"`.',
    );
    expect(page.frontMatter.title).toBe('Factor’s ‘audit’');
    expect(page.body).toEqual([['p', null, 'The “desk’s” view: ', ['code', null, 'a "b"'], '.']]);
    expect(page.richText['sections.0.text']).toEqual(['It’s ', ['a', { href: '/audit/', title: "it's" }, 'the ‘audit’'], '.']);
    expect(parseCatalogue('locales/en-gb/translation.json', '{ "a": { "b": "Can\'t find it? \\"Contact\\"" } }')).toEqual({
      a: { b: 'Can’t find it? “Contact”' },
    });
    const outcome = parseOutcome(
      'content/en/outcomes/desk.md',
      "---\nclient: A metals producer's desk\ntitle: Quotes\nindustry: /industries/commodities-metals/\nsituation: Slow.\n" +
        'approach: Rules.\nresult: Fast.\nfigures:\n  - value: 45 → 5 min\n    label: to quote\ntimeframe: Ten weeks\n---\n',
      schemaKit,
    );
    expect(outcome.outcome.client).toBe('A metals producer’s desk');
    expect(outcome.outcome.figures[0]!.value).toBe(`45${NBSP}→${NBSP}5${NBSP}min`);
  });
});

describe('French apostrophes, guillemets and the required-field asterisk', () => {
  it('sets every straight apostrophe after a letter, also before markdown emphasis or punctuation', () => {
    expect(frenchTypography("l'**audit**, aujourd'hui (l'été) jusqu'à l'« essentiel »")).toBe(
      `l’**audit**, aujourd’hui (l’été) jusqu’à l’«${NBSP}essentiel${NBSP}»`,
    );
  });

  it('turns straight double quotes into guillemets with their no-break spaces', () => {
    expect(frenchTypography('le champ "conditions de livraison" : vide')).toBe(
      `le champ «${NBSP}conditions de livraison${NBSP}»${NBSP}: vide`,
    );
  });

  it('keeps a required-field asterisk on the line of its label, and leaves markdown emphasis alone', () => {
    expect(frenchTypography('Comment pouvons-nous vous aider ? *')).toBe(`Comment pouvons-nous vous aider${NARROW_NBSP}?${NARROW_NBSP}*`);
    expect(frenchTypography(' *')).toBe(`${NARROW_NBSP}*`);
    expect(frenchTypography('un *mot* ici, (*)')).toBe('un *mot* ici, (*)');
  });

  it('never touches code, addresses or placeholders', () => {
    for (const text of ['`a : b`', 'https://factor.consulting/fr/?a=1', '{{field}} ', '<a title="x : y">', '](/fr/ "l\'audit")'])
      expect(frenchTypography(text)).toBe(text);
  });
});

describe('values held together', () => {
  it('joins a number and its unit, a time, digit groups, a sign and its number, and values either side of an arrow', () => {
    expect(valueTypography('6 min read, every 15 min, 70 %, 4 h, 3 days, 12 weeks, 300 dpi, at 3 a.m.')).toBe(
      `6${NBSP}min read, every 15${NBSP}min, 70${NBSP}%, 4${NBSP}h, 3${NBSP}days, 12${NBSP}weeks, 300${NBSP}dpi, at 3${NBSP}a.m.`,
    );
    expect(valueTypography('de 09 h 00 à 17 h 30')).toBe(`de 09${NBSP}h${NBSP}00 à 17${NBSP}h${NBSP}30`);
    expect(valueTypography('45 → 5 min; 2 days → < 2 h; 11 → < 3 min; 70% → 90%')).toBe(
      `45${NBSP}→${NBSP}5${NBSP}min; 2${NBSP}days${NBSP}→${NBSP}<${NBSP}2${NBSP}h; 11${NBSP}→${NBSP}<${NBSP}3${NBSP}min; 70%${NBSP}→${NBSP}90%`,
    );
    expect(englishTypography('2 000 documents, 1 250 000 €')).toBe(`2${NBSP}000 documents, 1${NBSP}250${NBSP}000${NBSP}€`);
    expect(frenchTypography('2 000 factures, 70 %')).toBe(`2${NARROW_NBSP}000 factures, 70${NARROW_NBSP}%`);
  });

  it('leaves prose breakable, and times, years and addresses as they are', () => {
    for (const text of ['order → invoice → cash', 'In 2019 the team', 'a 5-step plan', 'de 09:00 à 18:00', '75009 Paris', 'H3B 4W8'])
      expect(valueTypography(text)).toBe(text);
  });

  it('applies to every language, and joins a {{count}} to its unit without breaking the placeholder', () => {
    expect(typographyFor('en')('6 min')).toBe(`6${NBSP}min`);
    expect(typographyFor('fr-ca')('17 h 30')).toBe(`17${NBSP}h${NBSP}30`);
    expect(typographyFor('dev')('{{count}} min')).toBe(`{{count}}${NBSP}min`);
    const english = parseCatalogue('locales/en/translation.json', '{ "readingTime": "{{count}} min read", "size": "PDF ({{ size }} KB)" }');
    const french = parseCatalogue('locales/fr/translation.json', '{ "readingTime": "{{count}} min de lecture", "mark": " *" }');
    expect(createTranslator([english])('readingTime', { count: 6 })).toBe(`6${NBSP}min read`);
    expect(createTranslator([english])('size', { size: 240 })).toBe(`PDF (240${NBSP}KB)`);
    expect(createTranslator([french])('readingTime', { count: 5 })).toBe(`5${NBSP}min de lecture`);
    expect(createTranslator([french])('mark')).toBe(`${NARROW_NBSP}*`);
  });

  it('is applied to front matter strings whatever their depth', () => {
    expect(mapStrings({ figures: [{ value: '45 → 5 min' }], date: new Date(0) }, englishTypography)).toEqual({
      figures: [{ value: `45${NBSP}→${NBSP}5${NBSP}min` }],
      date: new Date(0),
    });
  });
});
