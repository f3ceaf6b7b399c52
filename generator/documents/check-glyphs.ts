import type { TreeNode } from '../../site/shared/page-data.ts';
import { siteError, type SiteError } from '../errors/site-error.ts';
import type { ContentDocument } from '../load/parse-document.ts';
import type { OutcomeDocument } from '../load/parse-outcome.ts';
import { textOf } from './rich-runs.ts';

type MissingGlyph = (text: string) => string | null;

/** Every string of a front-matter value with its dotted path (`sections.2.items.0.text`). */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, path ? `${path}.${index}` : String(index)));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

function problem(character: string, location: { file: string; line?: number; field?: string }): SiteError {
  const codePoint = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return siteError('UnprintableCharacter', { character, codePoint }, location);
}

/**
 * Characters of a brochure the PDF's typeface cannot print (pure, given `missingGlyph`): one error per field,
 * naming its file, line and field; the body's by file only, as its text has no field.
 */
export function unprintableCharacters(document: ContentDocument, outcomes: OutcomeDocument[], missingGlyph: MissingGlyph): SiteError[] {
  const errors: SiteError[] = [];
  const check = (file: string, fields: [string, string][], lineOf: (field: string) => number | undefined) => {
    for (const [field, text] of fields) {
      const character = missingGlyph(text);
      if (character) errors.push(problem(character, { file, line: lineOf(field), field }));
    }
  };
  const { frontMatter } = document;
  check(
    document.file,
    strings({ title: frontMatter.title, description: frontMatter.description, lead: frontMatter.lead, sections: frontMatter.sections }, ''),
    document.lineOf,
  );
  for (const outcome of outcomes) check(outcome.file, strings(outcome.outcome, ''), outcome.lineOf);
  const bodyCharacter = missingGlyph(textOf(document.body as TreeNode[]));
  if (bodyCharacter) errors.push(problem(bodyCharacter, { file: document.file, field: 'body' }));
  return errors;
}
