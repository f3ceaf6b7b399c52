import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { offScreenPart } from '../shared/dom-names.ts';
import { nearScreenPart } from './near-screen.tsx';
import { colour, media, pageMaxWidth, pagePadding, pagePaddingMobile, sectionSpace, type SectionTone } from '../design/tokens.ts';

export interface SectionProps {
  /** Default: `default` (white). `surface` is a light band; `dark` and `primary` invert the colours. */
  tone?: SectionTone;
  /** Less vertical space, for sections that follow each other closely. */
  compact?: boolean;
  /** Names the section for assistive technology (an id of a heading inside it). */
  labelledBy?: string;
  /** Names the block it renders, for tests and styles (`figures`, `outcomes`…). */
  block?: string;
  /** Names the band for a NearScreen boundary around it (near-screen.tsx): it hydrates once a visitor nears it. */
  hydrates?: string;
  children: ReactNode;
}

const band = css`
  padding: ${sectionSpace.desktop} ${pagePadding};
  ${media.mobile} {
    padding: ${sectionSpace.mobile} ${pagePaddingMobile};
  }
  &[data-compact='true'] {
    padding-block: ${sectionSpace.mobile};
  }
  &[data-tone='surface'] {
    background: ${colour.surface};
  }
  &[data-tone='dark'],
  &[data-tone='primary'] {
    color: ${colour.white};
  }
  &[data-tone='dark'] {
    background: ${colour.dark};
  }
  &[data-tone='primary'] {
    background: ${colour.primary};
  }
  &[data-tone='dark'] a:not([data-component='button']),
  &[data-tone='primary'] a:not([data-component='button']) {
    color: ${colour.white};
  }
`;

/** The one content grid every template shares: centred, at most 80rem, with the page's side padding. */
export const container = css`
  max-width: ${pageMaxWidth};
  margin: 0 auto;
`;

/** A horizontal band of the page with the shared, width-limited content area. */
export function Section({ tone = 'default', compact = false, labelledBy, block, hydrates, children }: SectionProps) {
  return (
    <section
      className={band}
      data-tone={tone}
      data-compact={String(compact)}
      data-block={block}
      aria-labelledby={labelledBy}
      {...offScreenPart}
      {...(hydrates ? nearScreenPart(hydrates) : null)}
    >
      <div className={container}>{children}</div>
    </section>
  );
}
