import type { TreeNode } from '../../site/shared/page-data.ts';
import type { AuthoredBlock } from '../templates/block-schema.ts';
import type { ContentReference, MarkdownParser } from './markdown.ts';

/**
 * The rich text fields of a page's sections (`intro`, item `text`, `answer`, a call to action's `text`), by
 * their dotted path in the front matter, e.g. `sections.3.items.0.answer`.
 */
export function richTextFields(sections: AuthoredBlock[]): [path: string, markdown: string][] {
  const fields: [string, string][] = [];
  const add = (path: string, value: string | { text: string } | undefined) => {
    if (typeof value === 'string') fields.push([path, value]);
    else if (value) fields.push([`${path}.text`, value.text]);
  };
  sections.forEach((block, index) => {
    const at = `sections.${index}`;
    if ('intro' in block) add(`${at}.intro`, block.intro);
    switch (block.type) {
      case 'steps':
      case 'features':
        block.items.forEach((item, position) => add(`${at}.items.${position}`, item));
        break;
      case 'problem-answer':
        block.problem.items.forEach((item, position) => add(`${at}.problem.items.${position}`, item));
        block.answer.items.forEach((item, position) => add(`${at}.answer.items.${position}`, item));
        break;
      case 'questions':
        block.items.forEach((item, position) => add(`${at}.items.${position}.answer`, item.answer));
        break;
      case 'cta':
        add(`${at}.text`, block.text);
        break;
      default:
        break;
    }
  });
  return fields;
}

/** One paragraph of text is inline content (no <p> of its own): the block that shows it decides its element. */
export function unwrapParagraph(nodes: TreeNode[]): TreeNode[] {
  const [only] = nodes;
  if (nodes.length === 1 && only !== undefined && typeof only !== 'string' && only[0] === 'p') return only.slice(2) as TreeNode[];
  return nodes;
}

/**
 * Parses every rich text field of a page's sections (pure; `parse` is the load stage's cached markdown parser).
 * Links and images keep their field and their line in its text: an error puts them on the file's line
 * (`referenceLine`), which means parsing the front matter again with positions.
 */
export function parseRichText(
  sections: AuthoredBlock[],
  parse: MarkdownParser,
): { richText: Record<string, TreeNode[]>; references: ContentReference[] } {
  const richText: Record<string, TreeNode[]> = {};
  const references: ContentReference[] = [];
  for (const [path, markdown] of richTextFields(sections)) {
    // Parsed as if it began the file: its references' lines are lines of the field's text.
    const parsed = parse(markdown, 0);
    richText[path] = unwrapParagraph(parsed.body);
    for (const reference of parsed.references) references.push({ ...reference, field: path });
  }
  return { richText, references };
}

/**
 * The line of the file a link or image is on. One in a rich text field is counted from its field's line, found only
 * here, where an error is reported. A line found as the reference was made (a getter, which the parsed-files cache's
 * serializer read) parsed every kept page's front matter again: half the load stage of a build that parses its
 * content files (4,800 pages after a change to the generator: 557-729 ms, 287-311 ms without).
 */
export function referenceLine(reference: ContentReference, lineOf: (field: string) => number | undefined): number {
  return reference.field === undefined ? reference.line : (lineOf(reference.field) ?? 1) - 1 + reference.line;
}
