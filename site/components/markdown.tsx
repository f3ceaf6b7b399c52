import { createElement, Fragment, type ReactNode } from 'react';
import type { TreeNode } from '../shared/page-data.ts';
import { Link } from './link.tsx';

/** Renders a compact markdown tree (see shared/page-data.ts) to React elements, the same on server and client. */
export function Markdown({ body }: { body: TreeNode[] }) {
  return <>{body.map(renderNode)}</>;
}

function renderNode(node: TreeNode, index: number): ReactNode {
  if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
  const [tag, attributes, ...children] = node;
  const rendered = children.length ? children.map(renderNode) : undefined;
  if (tag === 'a' && attributes && typeof attributes.href === 'string') {
    const { href, ...rest } = attributes;
    return (
      <Link key={index} href={href} {...rest}>
        {rendered}
      </Link>
    );
  }
  if (tag === 'img') {
    return createElement('img', { key: index, loading: 'lazy', decoding: 'async', ...attributes });
  }
  return createElement(tag, { key: index, ...attributes }, rendered);
}
