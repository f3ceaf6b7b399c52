import { css } from '@linaria/core';
import { createElement, Fragment, type ReactNode } from 'react';
import { useSite } from '../context.tsx';
import type { TreeNode } from '../shared/page-data.ts';
import { isVideoPath } from '../shared/paths.ts';
import { Link } from './link.tsx';
import { VideoNotice } from './video-notice.tsx';

const tableScroll = css`
  overflow-x: auto;
  margin: 0 0 1.5em;
  > table {
    margin: 0;
    min-width: 32rem;
  }
`;

/** Renders a compact markdown tree (see shared/page-data.ts) to React elements, the same on server and client. */
export function Markdown({ body }: { body: TreeNode[] }) {
  const { t } = useSite();
  const renderNode = (node: TreeNode, index: number): ReactNode => renderTreeNode(node, index, renderNode, t('markdown.table'));
  return <>{body.map(renderNode)}</>;
}

function renderTreeNode(node: TreeNode, index: number, renderNode: (node: TreeNode, index: number) => ReactNode, tableLabel: string): ReactNode {
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
  if (tag === 'table') {
    // Wide tables scroll inside their own focusable region instead of widening the page on phones.
    return (
      <div key={index} className={tableScroll} role="region" aria-label={tableLabel} tabIndex={0}>
        {createElement(tag, attributes, rendered)}
      </div>
    );
  }
  if (tag === 'img' && typeof attributes?.src === 'string' && isVideoPath(attributes.src)) {
    return <VideoNotice key={index} label={typeof attributes.alt === 'string' ? attributes.alt : null} />;
  }
  if (tag === 'img') {
    return createElement('img', { key: index, loading: 'lazy', decoding: 'async', ...attributes });
  }
  return createElement(tag, { key: index, ...attributes }, rendered);
}
