import { describe, expect, it } from 'vitest';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { parseContentPage } from '../../../../generator/load/parse-content-page.ts';
import { parseMarkdown } from '../../../../generator/load/markdown.ts';
import { schemaKit } from '../../../support/fixtures.ts';
import { referenceLine } from '../../../../generator/load/rich-text.ts';

const page = (sections: string) =>
  `---\ntemplate: service\ntitle: T\ndescription: A description that is long enough to pass.\nsections:\n${sections}\n---\n`;

/** Each link or image of a document with the line of the file it is on. */
const linesOf = (document: ReturnType<typeof parseContentPage>) =>
  document.references.map((reference) => ({
    kind: reference.kind,
    target: reference.target,
    line: referenceLine(reference, document.lineOf),
  }));

function errorOf(text: string): SiteError {
  try {
    parseContentPage('content/en/services/x.md', text, parseMarkdown, schemaKit);
  } catch (error) {
    return error as SiteError;
  }
  throw new Error('the document was accepted');
}

describe('sections in front matter', () => {
  it('parses rich text fields once, with the line of each link', () => {
    const document = parseContentPage(
      'content/fr/services/x.md',
      page(
        '  - type: questions\n    items:\n      - question: Qui possède le code ?\n        answer: "Vous, dès le début : voir [l\'audit](/audit/)."',
      ),
      parseMarkdown,
      schemaKit,
    );
    expect(document.richText['sections.0.items.0.answer']).toEqual([
      'Vous, dès le début\u00A0: voir ',
      ['a', { href: '/audit/' }, 'l’audit'],
      '.',
    ]);
    expect(linesOf(document)).toEqual([{ kind: 'link', target: '/audit/', line: 9 }]);
  });

  it("lists a page's links in the file's order: its sections' fields, then its body", () => {
    const document = parseContentPage(
      'content/en/services/x.md',
      `${page('  - type: questions\n    items:\n      - question: Who owns the code?\n        answer: "You do: see [the audit](/audit/)."')}\nRead [our approach](/approach/).\n`,
      parseMarkdown,
      schemaKit,
    );
    expect(linesOf(document)).toEqual([
      { kind: 'link', target: '/audit/', line: 9 },
      { kind: 'link', target: '/approach/', line: 12 },
    ]);
  });

  it('names an unknown section type and the types there are', () => {
    const error = errorOf(page('  - type: faq\n    items: []'));
    expect(error.location).toMatchObject({ field: 'sections.0.type', line: 6, column: 11 });
    expect(error.message).toContain('must be one of figures, outcomes, steps');
  });

  it('names a misspelt field rather than the field it was meant to be', () => {
    const error = errorOf(
      page('  - type: figures\n    items:\n      - value: "1"\n        label: a\n      - value: "2"\n        lable: b'),
    );
    expect(error.message).toContain('unknown field "lable"');
    expect(error.location).toMatchObject({ field: 'sections.0.items.1', line: 11 });
  });

  it('says how many items a section takes', () => {
    const error = errorOf(page('  - type: figures\n    items:\n      - value: "1"\n        label: a'));
    expect(error.message).toContain('"sections.0.items" needs at least 2 items');
    expect(error.location.line).toBe(7);
  });

  it('refuses a block its template does not show, naming the file, line and the blocks it shows', () => {
    const legal = `---\ntemplate: legal\ntitle: T\ndescription: A description that is long enough to pass.\nsections:\n  - type: figures\n    items:\n      - value: "1"\n        label: a\n      - value: "2"\n        label: b\n---\n`;
    const error = errorOf(legal);
    expect(error.message).toContain('a legal page does not show "figures" blocks; it shows body, steps, cta, storage');
    expect(error.location).toMatchObject({ field: 'sections.0.type', line: 6 });
    // A marketing page shows them.
    expect(() =>
      parseContentPage(
        'content/en/services/x.md',
        page('  - type: figures\n    items:\n      - value: "1"\n        label: a\n      - value: "2"\n        label: b'),
        parseMarkdown,
        schemaKit,
      ),
    ).not.toThrow();
  });
});
