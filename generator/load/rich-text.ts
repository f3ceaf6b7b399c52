import type { TreeNode } from '../../site/shared/page-data.ts';
import type { AuthoredBlock } from '../templates/block-schema.ts';
import type { MarkdownParser, ParsedMarkdown } from './markdown.ts';

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
 * Links and images keep the line of their field, so broken ones are reported where the author wrote them.
 */
export function parseRichText(
  sections: AuthoredBlock[],
  lineOf: (field: string) => number | undefined,
  parse: MarkdownParser,
): { richText: Record<string, TreeNode[]>; references: ParsedMarkdown['references'] } {
  const richText: Record<string, TreeNode[]> = {};
  const references: ParsedMarkdown['references'] = [];
  for (const [path, markdown] of richTextFields(sections)) {
    // Parsed as if it began the file; its links and images are moved to their field's line when an error asks for
    // it: a field's line means parsing the front matter again with positions (a sixth of a warm build's load stage).
    const parsed = parse(markdown, 0);
    richText[path] = unwrapParagraph(parsed.body);
    const fieldLine = () => lineOf(path) ?? 1;
    for (const { kind, target, line } of parsed.references) {
      references.push({
        kind,
        target,
        get line() {
          return fieldLine() - 1 + line;
        },
      });
    }
  }
  return { richText, references };
}
