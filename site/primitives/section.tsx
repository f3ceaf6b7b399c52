import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { colour, media, pageMaxWidth, pagePadding, space } from '../design/tokens.ts';

export interface SectionProps {
  /** Default: `default` (white). `surface` is a light grey band; `dark` inverts the colours. */
  tone?: 'default' | 'surface' | 'dark';
  /** Less vertical space, for sections that follow each other closely. */
  compact?: boolean;
  /** Names the section for assistive technology (an id of a heading inside it). */
  labelledBy?: string;
  children: ReactNode;
}

const band = css`
  padding: ${space(10)} ${pagePadding};
  ${media.mobile} {
    padding: ${space(6)} ${space(2.5)};
  }
  &[data-compact='true'] {
    padding-block: ${space(5)};
  }
  &[data-tone='surface'] {
    background: ${colour.surface};
  }
  &[data-tone='dark'] {
    background: ${colour.dark};
    color: ${colour.white};
  }
  &[data-tone='dark'] a {
    color: ${colour.white};
  }
`;

const inner = css`
  max-width: ${pageMaxWidth};
  margin: 0 auto;
`;

/** A horizontal band of the page with a centred, width-limited content area. */
export function Section({ tone = 'default', compact = false, labelledBy, children }: SectionProps) {
  return (
    <section className={band} data-tone={tone} data-compact={String(compact)} aria-labelledby={labelledBy}>
      <div className={inner}>{children}</div>
    </section>
  );
}
