import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../generator/load/markdown.ts';
import { parseContentPage } from '../../../../generator/load/parse-content-page.ts';
import { isPartialOverride, overriddenParts } from '../../../../generator/load/partial-override.ts';
import { loadSchemaKit } from '../../../../generator/templates/schema-kit.ts';

// A regional file without a template gives only what differs from its base page: its fields replace the base's, its
// blocks change the base's blocks of the same id field by field, its body (when it has one) replaces the base's.

const kit = await loadSchemaKit();
const BASE_FILE = 'content/fr/audit.md';
const BASE = `---
template: landing
translatedFrom: "aaaaaaaaaaaa"
title: "Audit de deux semaines"
description: "Deux semaines pour savoir où l'automatisation et les données rapportent le plus, chiffres à l'appui."
lead:
  kicker: "Audit"
  subtitle: "Deux semaines, un rapport."
sections:
  - type: body
  - id: scope
    type: features
    title: "Ce que l'audit examine"
    items:
      - title: "Processus"
        text: "Où le travail attend."
      - title: "Données"
        text: "Ce qui est saisi deux fois."
  - id: closing
    type: cta
    title: "Parlons-en"
    action:
      label: "Nous écrire"
      href: /contact/
---

Le corps de la page de base.
`;

const parse = (text: string, file = 'content/fr-ca/audit.md') =>
  parseContentPage(file, text, parseMarkdown, kit, undefined, { file: BASE_FILE, text: BASE });

const plainText = (nodes: unknown): string => JSON.stringify(nodes).replace(/"[a-z]+":|[{}[\]",]/g, ' ');

describe('a partial override', () => {
  it('is a regional file whose front matter names no template', () => {
    expect(isPartialOverride('---\ntitle: "Audit"\n---\n')).toBe(true);
    expect(isPartialOverride(BASE)).toBe(false);
    expect(isPartialOverride('No front matter.')).toBe(false);
  });

  it('replaces the fields it gives, whole, and inherits the others', () => {
    const document = parse('---\ntitle: "Audit de deux semaines, au Québec"\nlead:\n  kicker: "Diagnostic"\n---\n');
    expect(document.frontMatter.title).toBe('Audit de deux semaines, au Québec');
    // An object it gives replaces the base's: the base's subtitle is not kept beside the new kicker.
    expect(document.frontMatter.lead).toEqual({ kicker: 'Diagnostic' });
    expect(document.frontMatter.template).toBe('landing');
    expect(document.frontMatter.description).toMatch(/^Deux semaines pour savoir/);
    expect(document.inherits).toBe(BASE_FILE);
  });

  it("changes the base's block of each id field by field, in the base's order, and keeps the other blocks", () => {
    const document = parse('---\nsections:\n  - id: closing\n    title: "Écrivez-nous"\n---\n');
    const sections = document.frontMatter.sections as { type: string; title?: string; action?: { label: string } }[];
    expect(sections.map((block) => block.type)).toEqual(['body', 'features', 'cta']);
    expect(sections[2]).toMatchObject({ title: 'Écrivez-nous', action: { label: 'Nous écrire' } });
    expect(sections[1]!.title).toBe('Ce que l’audit examine');
  });

  it('replaces a block whole when it gives the block another type', () => {
    const document = parse(
      '---\nsections:\n  - id: closing\n    type: quote\n    text: "Clair."\n    role: "DAF"\n    sector: "Fret"\n---\n',
    );
    expect((document.frontMatter.sections as unknown[])[2]).toEqual({
      id: 'closing',
      type: 'quote',
      text: 'Clair.',
      role: 'DAF',
      sector: 'Fret',
    });
  });

  it("inherits the base's body unless it has one, which replaces it", () => {
    expect(plainText(parse('---\ntitle: "Audit"\n---\n').body)).toContain('Le corps de la page de base.');
    const own = parse('---\ntitle: "Audit"\n---\n\nLe corps propre à la région.\n');
    expect(plainText(own.body)).toContain('Le corps propre à la région.');
    expect(plainText(own.body)).not.toContain('de base');
  });

  it("never inherits the base's translation record", () => {
    expect(parse('---\ntitle: "Audit"\n---\n').frontMatter.translatedFrom).toBeUndefined();
    expect(parse('---\ntranslatedFrom: "bbbbbbbbbbbb"\ntitle: "Audit"\n---\n').frontMatter.translatedFrom).toBe('bbbbbbbbbbbb');
  });

  it('lists what it gives: fields, blocks by id and the body', () => {
    expect(overriddenParts({ translatedFrom: 'x', title: 'A', sections: [{ id: 'closing' }] }, '\nText.\n')).toEqual([
      'title',
      'sections#closing',
      'body',
    ]);
  });

  describe('bad input, with the file and line', () => {
    const failure = (text: string) => {
      try {
        parse(text);
      } catch (error) {
        return error as { code: string; where: string; message: string };
      }
      throw new Error('parsed without an error');
    };

    it('a block id its base does not have', () => {
      const error = failure('---\ntitle: "Audit"\nsections:\n  - id: faq\n    title: "Questions"\n---\n');
      expect(error.code).toBe('OverrideUnknownBlock');
      expect(error.where).toBe('content/fr-ca/audit.md:4 (field sections.0.id)');
      expect(error.message).toContain(`"faq" that ${BASE_FILE} does not have`);
    });

    it('a block without an id', () => {
      const error = failure('---\nsections:\n  - id: scope\n    title: "Portée"\n  - title: "Parlons-en"\n---\n');
      expect(error.code).toBe('OverrideBlockWithoutId');
      expect(error.where).toBe('content/fr-ca/audit.md:5 (field sections.1)');
    });

    it('a merged value the schema refuses is reported at its line in the override', () => {
      const error = failure('---\ntitle: "Audit"\nsections:\n  - id: scope\n    items: []\n---\n');
      expect(error.code).toBe('FrontMatterInvalid');
      expect(error.where).toMatch(/^content\/fr-ca\/audit\.md:5:\d+ \(field sections\.1\.items\)$/);
    });

    it('two blocks of a page with one id', () => {
      const text = BASE.replace('id: closing', 'id: scope');
      expect(() => parseContentPage(BASE_FILE, text, parseMarkdown, kit)).toThrow(
        /sections\.2\.id" is "scope", the id of an earlier block/,
      );
    });
  });
});
