import { css } from '@linaria/core';
import { colour, font } from '../design/tokens.ts';

export interface LogoProps {
  /** The wordmark's text: the site name. */
  name: string;
  /** `inverted` on dark backgrounds. Default: `default`. */
  tone?: 'default' | 'inverted';
  size?: 'normal' | 'large';
}

const wordmark = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-family: ${font.family};
  font-weight: ${font.weightBold};
  letter-spacing: -0.02em;
  line-height: 1;
  color: ${colour.text};
  &[data-tone='inverted'] {
    color: ${colour.white};
  }
  &[data-size='normal'] {
    font-size: 1.5rem;
  }
  &[data-size='large'] {
    font-size: 2.25rem;
  }
  svg {
    width: 1.1em;
    height: 1.1em;
    flex-shrink: 0;
  }
  rect {
    fill: ${colour.primary};
  }
  path {
    fill: ${colour.white};
  }
  &[data-tone='inverted'] rect {
    fill: ${colour.white};
  }
  &[data-tone='inverted'] path {
    fill: ${colour.primary};
  }
`;

/**
 * The wordmark: the square mark and the site name. Decorative mark; the name is real text. Its colours are in the
 * stylesheet, not in attributes, so that the design tokens stay out of every page's first scripts.
 */
export function Logo({ name, tone = 'default', size = 'normal' }: LogoProps) {
  return (
    <span className={wordmark} data-tone={tone} data-size={size}>
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="12" />
        <path d="M21 48V16h23v6H28v7h14v6H28v13z" />
      </svg>
      <span>{name}</span>
    </span>
  );
}
