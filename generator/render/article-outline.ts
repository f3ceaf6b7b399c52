import type { NavLink, TreeNode } from '../../site/shared/page-data.ts';

/** Words a reader of business prose reads in a minute, on screen. */
const WORDS_PER_MINUTE = 220;

/** The text of a tree, without markup. */
export function textOf(nodes: TreeNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : textOf(node.slice(2) as TreeNode[]))).join(' ');
}

/** Minutes to read a body, at least one (pure). */
export function readingMinutes(body: TreeNode[]): number {
  const words = textOf(body).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** The body's second-level headings as in-page links (rehype-slug gave them ids). */
export function tableOfContents(body: TreeNode[]): NavLink[] {
  return body.flatMap((node) => {
    if (typeof node === 'string' || node[0] !== 'h2' || typeof node[1]?.id !== 'string') return [];
    return [
      {
        href: `#${node[1].id}`,
        label: textOf(node.slice(2) as TreeNode[])
          .replace(/\s+/g, ' ')
          .trim(),
      },
    ];
  });
}
