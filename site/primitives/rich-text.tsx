import type { ElementType } from 'react';
import type { RichText as RichTextNodes } from '../shared/blocks.ts';
import { Markdown } from './markdown.tsx';

const BLOCK_TAGS = new Set(['p', 'ul', 'ol', 'blockquote', 'pre', 'table', 'h2', 'h3', 'h4', 'hr']);

export interface RichTextProps {
  nodes: RichTextNodes;
  /** The element one line of inline text sits in (default a paragraph). Block content renders as written. */
  as?: ElementType;
  className?: string;
}

/** A rich text field of a section (links, emphasis, or a few paragraphs and lists), as the build parsed it. */
export function RichText({ nodes, as: Element = 'p', className }: RichTextProps) {
  const isBlock = nodes.some((node) => typeof node !== 'string' && BLOCK_TAGS.has(node[0]));
  if (isBlock) {
    return (
      <div className={className}>
        <Markdown body={nodes} />
      </div>
    );
  }
  return (
    <Element className={className}>
      <Markdown body={nodes} />
    </Element>
  );
}
