import type { TreeNode } from '../../site/shared/page-data.ts';
import { siteError, type SiteError } from '../errors/site-error.ts';
import type { ContentPage } from '../load/parse-content-page.ts';
import type { ContentOutcome } from '../load/parse-outcome.ts';
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

/** The text a brochure prints from one file: plain data, so that it can go to the thread that draws PDFs. */
export interface PrintedText {
  file: string;
  /** Front-matter values by field name (`title`, `lead`, `sections`; an outcome's own fields). */
  fields: Record<string, unknown>;
  /** The page's markdown body; none for an outcome. */
  body?: TreeNode[];
}

/** A character a brochure's typeface cannot print, and where: a front-matter field, or the body. */
export interface UnprintableField {
  file: string;
  /** The dotted front-matter field (`sections.2.items.0.text`), or `body`. */
  field: string;
  character: string;
}

/** What a brochure page prints: its front matter and body, and the outcomes it shows. */
export function printedText(page: ContentPage, outcomes: ContentOutcome[]): PrintedText[] {
  const { title, description, lead, sections } = page.frontMatter;
  return [
    { file: page.file, fields: { title, description, lead, sections }, body: page.body as TreeNode[] },
    ...outcomes.map((outcome) => ({ file: outcome.file, fields: outcome.outcome as unknown as Record<string, unknown> })),
  ];
}

/** Characters the PDF's typeface cannot print (pure, given `missingGlyph`): one per field, and one for a body. */
export function unprintableFields(texts: PrintedText[], missingGlyph: MissingGlyph): UnprintableField[] {
  const found: UnprintableField[] = [];
  for (const text of texts) {
    for (const [field, value] of strings(text.fields, '')) {
      const character = missingGlyph(value);
      if (character) found.push({ file: text.file, field, character });
    }
    const bodyCharacter = text.body ? missingGlyph(textOf(text.body)) : null;
    if (bodyCharacter) found.push({ file: text.file, field: 'body', character: bodyCharacter });
  }
  return found;
}

/**
 * Each unprintable character as an error naming its file, line and field; the body's by file only, as its text has
 * no line of its own. `lineOf` gives a file's line of a field.
 */
export function unprintableErrors(found: UnprintableField[], lineOf: (file: string, field: string) => number | undefined): SiteError[] {
  return found.map(({ file, field, character }) => {
    const codePoint = `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    const line = field === 'body' ? undefined : lineOf(file, field);
    return siteError('UnprintableCharacter', { character, codePoint }, { file, line, field });
  });
}

/** Characters of a brochure the PDF's typeface cannot print, as errors (pure, given `missingGlyph`). */
export function unprintableCharacters(page: ContentPage, outcomes: ContentOutcome[], missingGlyph: MissingGlyph): SiteError[] {
  const lines = new Map<string, (field: string) => number | undefined>([page, ...outcomes].map((source) => [source.file, source.lineOf]));
  return unprintableErrors(unprintableFields(printedText(page, outcomes), missingGlyph), (file, field) => lines.get(file)?.(field));
}
