import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { colour, lineHeight, space } from '../design/tokens.ts';

export interface TitleProps {
  /** The heading level: 1 for the page title. */
  level: 1 | 2 | 3;
  /** A short category label above the heading. */
  kicker?: string | null;
  /** One line under the heading. */
  subtitle?: string | null;
  id?: string;
  align?: 'start' | 'center';
  children: ReactNode;
}

const block = css`
  margin-bottom: ${space(3)};
  &[data-align='center'] {
    text-align: center;
  }
  h1,
  h2,
  h3 {
    margin: 0;
    line-height: ${lineHeight};
    letter-spacing: -0.015em;
  }
  h1 {
    font-size: clamp(2.25rem, 1.5rem + 2.5vw, 3.25rem);
  }
  h2 {
    font-size: clamp(1.75rem, 1.35rem + 1.4vw, 2.25rem);
  }
  h3 {
    font-size: 1.375rem;
  }
`;

const kickerStyle = css`
  margin: 0 0 ${space(1)};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colour.primary};
`;

const subtitleStyle = css`
  margin: ${space(1.5)} 0 0;
  font-size: 1.125rem;
  color: ${colour.textMuted};
  max-width: 40rem;
  [data-align='center'] > & {
    margin-inline: auto;
  }
`;

/**
 * A page title whose last two words cannot be parted (a no-break space between them), from three words up: a title
 * that just misses fitting on one line (in the first visit's fallback type, or any font a little wider than Inter)
 * would otherwise end on one word, which `text-wrap: balance` does not prevent when the split 2 + 1 is the more even.
 */
export function keepLastWordsTogether(title: string): string {
  const words = title.trim().split(' ');
  if (words.length < 3) return title;
  return `${words.slice(0, -1).join(' ')}\u00A0${words.at(-1)}`;
}

/** A heading with an optional kicker and subtitle. Level 1 headings take focus after client navigation. */
export function Title({ level, kicker, subtitle, id, align = 'start', children }: TitleProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={block} data-align={align}>
      {kicker && <p className={kickerStyle}>{kicker}</p>}
      <Heading id={id} tabIndex={level === 1 ? -1 : undefined}>
        {children}
      </Heading>
      {subtitle && <p className={subtitleStyle}>{subtitle}</p>}
    </div>
  );
}
