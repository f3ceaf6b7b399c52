import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { bodyLineHeight, postTextMaxWidth, space } from '../design/tokens.ts';

const prose = css`
  max-width: ${postTextMaxWidth};
  font-size: 1.0625rem;
  line-height: ${bodyLineHeight};
  h2 {
    margin-top: ${space(5)};
    font-size: 1.625rem;
  }
  h2:first-child {
    margin-top: 0;
  }
`;

/** A text column of at most 40rem (SPEC §9), for markdown outside the post layout. */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={prose}>{children}</div>;
}
