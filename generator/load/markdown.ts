import type { Element, ElementContent, Root, RootContent } from 'hast';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { TreeAttributes, TreeNode } from '../../site/shared/page-data.ts';

/** A link or image found in a body, with the line it is on, so errors can point at it. */
export interface BodyReference {
  kind: 'link' | 'image';
  target: string;
  line: number;
}

/**
 * A link or image of a content file: in its body (`line` of the file), or in a rich text field of its front matter
 * (`field`, and `line` of the field's text; rich-text.ts's `referenceLine` gives the file's).
 */
export interface ContentReference extends BodyReference {
  field?: string;
}

export interface ParsedMarkdown {
  body: TreeNode[];
  references: BodyReference[];
}

/** Markdown → tree: `parseMarkdown`, or the load stage's cache in front of it. */
export type MarkdownParser = (markdown: string, lineOffset: number) => ParsedMarkdown;

/** A markdown text to parse, and the number of lines above it in its file. */
export interface MarkdownText {
  markdown: string;
  lineOffset: number;
}

// GFM for tables (the privacy page's cookie list) and autolinks; raw HTML stays off.
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSlug);

/** Markdown → the compact tree the site renders. `lineOffset` is the number of front-matter lines above the body. */
export function parseMarkdown(markdown: string, lineOffset: number): ParsedMarkdown {
  const hast = processor.runSync(processor.parse(markdown)) as Root;
  const references: BodyReference[] = [];
  const body = compactChildren(hast.children, references, lineOffset);
  return { body, references };
}

/** Each text's tree, in order (the load stage's work, run by the build's executor: load-sources.ts). */
export function parseMarkdownTexts(texts: MarkdownText[]): ParsedMarkdown[] {
  return texts.map(({ markdown, lineOffset }) => parseMarkdown(markdown, lineOffset));
}

function compactChildren(children: (RootContent | ElementContent)[], references: BodyReference[], lineOffset: number): TreeNode[] {
  const nodes: TreeNode[] = [];
  for (const child of children) {
    if (child.type === 'text') {
      // Newlines between block elements carry no meaning and only bloat page data.
      if (child.value.trim() === '' && child.value.includes('\n')) continue;
      nodes.push(child.value);
    } else if (child.type === 'element') {
      nodes.push(compactElement(child, references, lineOffset));
    }
  }
  return nodes;
}

function compactElement(element: Element, references: BodyReference[], lineOffset: number): TreeNode {
  const attributes = compactAttributes(element.properties);
  const line = (element.position?.start.line ?? 0) + lineOffset;
  if (element.tagName === 'a' && typeof attributes?.href === 'string') {
    references.push({ kind: 'link', target: attributes.href, line });
  }
  if (element.tagName === 'img' && typeof attributes?.src === 'string') {
    references.push({ kind: 'image', target: attributes.src, line });
  }
  return [element.tagName, attributes, ...compactChildren(element.children, references, lineOffset)];
}

/** hast properties use React-like names already (className, htmlFor); arrays become space-separated strings. */
function compactAttributes(properties: Element['properties']): TreeAttributes | null {
  const entries = Object.entries(properties ?? {}).flatMap(([name, value]): [string, string | number | boolean][] => {
    if (value === null || value === undefined || value === false) return [];
    // hast names aria/data properties in camel case (ariaHidden); React expects the attribute names.
    const attribute = /^(aria|data)[A-Z]/.test(name) ? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`) : name;
    if (Array.isArray(value)) return [[attribute, value.join(' ')]];
    return [[attribute, value]];
  });
  return entries.length ? Object.fromEntries(entries) : null;
}
