import type { TreeElement, TreeNode } from '../../site/shared/page-data.ts';
import type { Unit } from './brochure-plan.ts';
import { runsOf, textOf, type LinkResolver } from './rich-runs.ts';

/**
 * The markdown body as units (pure): second-level headings open numbered sections, deeper ones are
 * subheadings; paragraphs, list items, quotes and tables are typeset; images are left to the web page.
 */
export function bodyUnits(body: TreeNode[], resolve: LinkResolver, number: () => string): Unit[] {
  const units: Unit[] = [];
  let headings = 0;
  for (const node of body) {
    if (typeof node === 'string') {
      if (node.trim()) units.push({ kind: 'paragraph', runs: runsOf([node], resolve) });
      continue;
    }
    const [tag, attributes, ...children] = node;
    if (tag === 'h2') {
      headings += 1;
      const anchor = typeof attributes?.id === 'string' ? attributes.id : `body-${headings}`;
      units.push({ kind: 'heading', number: number(), title: textOf(children).trim(), intro: null, anchor });
    } else if (/^h[3-6]$/.test(tag)) {
      units.push({ kind: 'subheading', text: textOf(children).trim() });
    } else if (tag === 'ul' || tag === 'ol') {
      units.push(...listUnits(node, resolve));
    } else if (tag === 'blockquote') {
      const runs = runsOf(
        children.flatMap((child) => (typeof child === 'string' ? [child] : ([...child.slice(2), ' '] as TreeNode[]))),
        resolve,
      );
      if (runs.length) units.push({ kind: 'blockquote', runs });
    } else if (tag === 'table') {
      units.push({ kind: 'table', rows: tableRows(node) });
    } else if (tag === 'p' || tag === 'pre') {
      const runs = runsOf(children, resolve);
      if (runs.length) units.push({ kind: 'paragraph', runs });
    }
  }
  return units;
}

function elements(nodes: TreeNode[], tag?: string): TreeElement[] {
  return nodes.filter((node): node is TreeElement => typeof node !== 'string' && (tag === undefined || node[0] === tag));
}

/** A list's items; a nested list's items follow their parent's text with a dash. */
function listUnits(list: TreeElement, resolve: LinkResolver, depth = 0): Unit[] {
  const [tag, attributes, ...children] = list;
  const start = typeof attributes?.start === 'number' ? attributes.start : 1;
  const items = elements(children, 'li');
  return items.flatMap((item, index) => {
    const content = item.slice(2) as TreeNode[];
    const nested = elements(content).filter((child) => child[0] === 'ul' || child[0] === 'ol');
    // A loose list wraps each item's text in <p>: its inline content is the paragraphs' children.
    const inline = content.flatMap((child) =>
      typeof child !== 'string' && child[0] === 'p' ? (child.slice(2) as TreeNode[]) : nested.includes(child as TreeElement) ? [] : [child],
    );
    const marker = depth > 0 ? '–' : tag === 'ol' ? `${start + index}.` : '•';
    const unit: Unit = {
      kind: 'list-item',
      marker,
      runs: runsOf(inline, resolve),
      last: index === items.length - 1 && nested.length === 0,
    };
    return [unit, ...nested.flatMap((child) => listUnits(child, resolve, depth + 1))];
  });
}

function tableRows(table: TreeElement): string[][] {
  const sections = elements(table.slice(2) as TreeNode[]);
  const rows = sections.flatMap((section) => (section[0] === 'tr' ? [section] : elements(section.slice(2) as TreeNode[], 'tr')));
  return rows.map((row) => elements(row.slice(2) as TreeNode[]).map((cell) => textOf(cell.slice(2) as TreeNode[]).trim()));
}
