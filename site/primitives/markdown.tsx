import { css } from '@linaria/core';
import { createElement, Fragment, type ReactNode } from 'react';
import { space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import type { ImageSource, TreeAttributes, TreeNode } from '../shared/page-data.ts';
import { isVideoPath } from '../shared/paths.ts';
import { Link } from './link.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import { VideoNotice } from './video-notice.tsx';

const tableScroll = css`
  overflow-x: auto;
  margin: 0 0 1.5em;
  > table {
    margin: 0;
    min-width: 32rem;
  }
`;

/** A body image is at most as wide as the text column (40rem). */
const BODY_IMAGE_SIZES = '(max-width: 40rem) 100vw, 40rem';

const bodyImage = css`
  margin: ${space(3)} 0;
  border-radius: 6px;
`;

export interface MarkdownProps {
  body: TreeNode[];
  /** The renditions of the body's images, by the path the body names them with (PageContent.bodyImages). */
  images?: Record<string, ImageSource>;
}

interface RenderContext {
  renderNode: (node: TreeNode, index: number) => ReactNode;
  tableLabel: string;
  images: Record<string, ImageSource>;
}

/** Renders a compact markdown tree (see shared/page-data.ts) to React elements, the same on server and client. */
export function Markdown({ body, images = {} }: MarkdownProps) {
  const { t } = useSite();
  const context: RenderContext = {
    renderNode: (node, index) => renderTreeNode(node, index, context),
    tableLabel: t('markdown.table'),
    images,
  };
  return <>{body.map(context.renderNode)}</>;
}

function renderTreeNode(node: TreeNode, index: number, context: RenderContext): ReactNode {
  if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
  const [tag, attributes, ...children] = node;
  const rendered = children.length ? children.map(context.renderNode) : undefined;
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
      <div key={index} className={tableScroll} role="region" aria-label={context.tableLabel} tabIndex={0}>
        {createElement(tag, attributes, rendered)}
      </div>
    );
  }
  if (tag === 'img') return renderImage(attributes ?? {}, index, context.images);
  return createElement(tag, { key: index, ...attributes }, rendered);
}

/** A body image: its responsive renditions when the build made them, a notice for a video, else as written. */
function renderImage(attributes: TreeAttributes, index: number, images: Record<string, ImageSource>): ReactNode {
  const src = typeof attributes.src === 'string' ? attributes.src : '';
  const alt = typeof attributes.alt === 'string' ? attributes.alt : '';
  if (isVideoPath(src)) return <VideoNotice key={index} label={alt || null} />;
  const image = images[src];
  if (image) return <ResponsiveImage key={index} image={image} alt={alt} sizes={BODY_IMAGE_SIZES} className={bodyImage} />;
  return createElement('img', { key: index, loading: 'lazy', decoding: 'async', ...attributes });
}
