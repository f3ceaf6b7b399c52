import { css } from '@linaria/core';
import type { RichText as RichTextNodes } from '../shared/blocks.ts';
import { colour, introMaxWidth, space, typeScale } from '../design/tokens.ts';
import { RichText } from './rich-text.tsx';

export interface SectionHeadingProps {
  id: string;
  title: string | null;
  intro?: RichTextNodes | null;
  /** A short label above the title. */
  kicker?: string | null;
  /** The heading's level: 2 in a page's sections. */
  level?: 2 | 3;
}

const heading = css`
  max-width: ${introMaxWidth};
  margin-bottom: ${space(5)};
  h2,
  h3 {
    margin: 0;
    font-size: ${typeScale.h2};
    letter-spacing: -0.02em;
  }
  h3 {
    font-size: ${typeScale.h3};
  }
`;

export const kickerStyle = css`
  margin: 0 0 ${space(1.5)};
  font-size: ${typeScale.kicker};
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${colour.primary};
  [data-tone='dark'] &,
  [data-tone='primary'] & {
    color: ${colour.onDarkMuted};
  }
`;

const introStyle = css`
  margin: ${space(2)} 0 0;
  font-size: ${typeScale.lede};
  color: ${colour.textMuted};
  [data-tone='dark'] &,
  [data-tone='primary'] & {
    color: ${colour.onDarkMuted};
  }
  > p:last-child {
    margin-bottom: 0;
  }
`;

/** A section's kicker, heading and introduction; nothing when there is no title or intro. */
export function SectionHeading({ id, title, intro, kicker, level = 2 }: SectionHeadingProps) {
  if (!title && !intro?.length) return null;
  const Heading = `h${level}` as const;
  return (
    <div className={heading}>
      {kicker && <p className={kickerStyle}>{kicker}</p>}
      {title && <Heading id={id}>{title}</Heading>}
      {intro && intro.length > 0 && <RichText nodes={intro} className={introStyle} />}
    </div>
  );
}
