import type { TreeNode } from '../../site/shared/page-data.ts';
import { classifyLink } from '../../site/shared/paths.ts';

/** A stretch of text in one style, as the PDF sets it. */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  /** An absolute URL or `mailto:` address, or null. */
  href: string | null;
}

/** How links in content become links on paper: routes gain the site's origin and the brochure's locale. */
export type LinkResolver = (href: string) => string | null;

export function linkResolver(siteUrl: string, locale: string): LinkResolver {
  return (href) => {
    if (href.startsWith('#')) return null;
    if (classifyLink(href) !== 'local') return href.startsWith('//') ? `https:${href}` : href;
    return `${siteUrl}/${locale}${href.startsWith('/') ? href : `/${href}`}`;
  };
}

/**
 * Inline content (a rich text field, or a paragraph's children) as runs (pure): bold, emphasis and links
 * are kept, everything else is its text. Whitespace runs collapse as HTML would; no-break spaces stay.
 */
export function runsOf(nodes: TreeNode[], resolve: LinkResolver): Run[] {
  const runs: Run[] = [];
  const walk = (node: TreeNode, style: Omit<Run, 'text'>) => {
    if (typeof node === 'string') {
      const text = node.replace(/[ \t\r\n]+/g, ' ');
      const previous = runs.at(-1);
      if (previous && previous.bold === style.bold && previous.italic === style.italic && previous.href === style.href)
        previous.text += text;
      else runs.push({ text, ...style });
      return;
    }
    const [tag, attributes, ...children] = node;
    if (tag === 'br') return walk(' ', style);
    if (tag === 'img') return;
    const next = {
      bold: style.bold || tag === 'strong' || tag === 'b',
      italic: style.italic || tag === 'em' || tag === 'i',
      href: tag === 'a' && typeof attributes?.href === 'string' ? resolve(attributes.href) : style.href,
    };
    for (const child of children) walk(child, next);
  };
  for (const node of nodes) walk(node, { bold: false, italic: false, href: null });
  return trimRuns(runs);
}

/** The runs without leading or trailing spaces, and without empty runs. */
function trimRuns(runs: Run[]): Run[] {
  const result = runs.map((run) => ({ ...run }));
  while (result.length && !(result[0]!.text = result[0]!.text.replace(/^ +/, ''))) result.shift();
  while (result.length && !(result.at(-1)!.text = result.at(-1)!.text.replace(/ +$/, ''))) result.pop();
  return result.filter((run) => run.text !== '');
}

/** Plain text of runs, for measuring and for metadata. */
export function textOfRuns(runs: Run[]): string {
  return runs.map((run) => run.text).join('');
}

/** Plain runs from a string. */
export function plainRuns(text: string): Run[] {
  return text ? [{ text, bold: false, italic: false, href: null }] : [];
}

/** The text content of nodes. */
export function textOf(nodes: TreeNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : textOf(node.slice(2) as TreeNode[]))).join('');
}
