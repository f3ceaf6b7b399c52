import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { bodyLineHeight, colour, media, pagePadding, postTextMaxWidth, space } from '../design/tokens.ts';

export const POST_POSITIONS = [
  'left',
  'right',
  'center-right',
  'center-right-full',
  'center-left',
  'center-left-full',
  'full',
  'center-full',
] as const;
export type PostPosition = (typeof POST_POSITIONS)[number] | 'center';

export interface PostLayoutProps {
  /** The title and what sits with it: first on phones, above the text column on wide screens. */
  header?: ReactNode;
  /** The title column: author, table of contents (sticky beside the text on wide screens, after the title on phones). */
  aside?: ReactNode;
  /** Beside the text on the other side, from 70rem only (what it holds must be on the page elsewhere too). */
  end?: ReactNode;
  children: ReactNode;
}

/*
 * The grid: [full] margin [left] side column [center] text (≤ 40rem) [right] side column [full] margin.
 * Under 60rem everything stacks in the text column; from 60rem the side columns appear; from 70rem the
 * title column sits beside the text (SPEC §2 breakpoints).
 */
const layout = css`
  display: grid;
  grid-template-columns:
    [full-start] minmax(${space(2.5)}, 1fr)
    [left-start] 0
    [left-end center-start] minmax(0, ${postTextMaxWidth})
    [center-end right-start] 0
    [right-end] minmax(${space(2.5)}, 1fr)
    [full-end];
  row-gap: 0;
  padding: ${space(6)} 0 ${space(10)};
  font-size: 1.0625rem;
  line-height: ${bodyLineHeight};
  > * {
    grid-column: center;
  }
  ${media.postMedium} {
    grid-template-columns:
      [full-start] minmax(${pagePadding}, 1fr)
      [left-start] minmax(0, 10rem)
      [left-end center-start] minmax(0, ${postTextMaxWidth})
      [center-end right-start] minmax(0, 10rem)
      [right-end] minmax(${pagePadding}, 1fr)
      [full-end];
    column-gap: ${space(4)};
  }
  ${media.postLarge} {
    grid-template-columns:
      [full-start] minmax(${pagePadding}, 1fr)
      [left-start] minmax(0, 16rem)
      [left-end center-start] minmax(0, ${postTextMaxWidth})
      [center-end right-start] minmax(0, 16rem)
      [right-end] minmax(${pagePadding}, 1fr)
      [full-end];
  }
  h2 {
    margin-top: ${space(5)};
    font-size: 1.625rem;
  }
  h3 {
    margin-top: ${space(3)};
    font-size: 1.25rem;
  }
  li + li {
    margin-top: ${space(0.5)};
  }
  blockquote {
    margin: ${space(3)} 0;
    padding-left: ${space(2.5)};
    border-left: 3px solid ${colour.primary};
    color: ${colour.textMuted};
  }
`;

const asideStyle = css`
  margin-bottom: ${space(4)};
  ${media.postLarge} {
    grid-column: left;
    grid-row: 1 / span 999;
    align-self: start;
    position: sticky;
    top: 7rem;
  }
`;

const endStyle = css`
  display: none;
  ${media.postLarge} {
    display: block;
    grid-column: right;
    grid-row: 1 / span 999;
    align-self: start;
    position: sticky;
    top: 7rem;
  }
`;

const block = css`
  &[data-position='left'] {
    grid-column: left;
  }
  &[data-position='right'] {
    grid-column: center-end / right-end;
  }
  &[data-position='center-right'] {
    grid-column: center-start / right-end;
  }
  &[data-position='center-right-full'] {
    grid-column: center-start / full-end;
  }
  &[data-position='center-left'] {
    grid-column: left-start / center-end;
  }
  &[data-position='center-left-full'] {
    grid-column: full-start / center-end;
  }
  &[data-position='full'] {
    grid-column: full;
  }
  &[data-position='center-full'] {
    grid-column: left-start / right-end;
  }
  /* Under 60rem there are no side columns: every position falls back to the text column. */
  @media (max-width: 60rem) {
    &[data-position] {
      grid-column: center;
    }
    &[data-position='full'] {
      grid-column: full;
    }
  }
`;

/** The article layout: a title column and a centred text column of at most 40rem (SPEC §2). */
export function PostLayout({ header, aside, end, children }: PostLayoutProps) {
  return (
    <div className={layout} data-layout="post">
      {header}
      {aside && <aside className={asideStyle}>{aside}</aside>}
      {end && <div className={endStyle}>{end}</div>}
      {children}
    </div>
  );
}

/** Places content in one of the post layout's positions (default: the text column). */
export function PostBlock({ position = 'center', children }: { position?: PostPosition; children: ReactNode }) {
  return (
    <div className={block} data-position={position}>
      {children}
    </div>
  );
}
