import { css } from '@linaria/core';
import type { ReactNode } from 'react';

const prose = css`
  max-width: 40rem;
  padding: 0 2rem;
  line-height: 1.5;
`;

/** The text column of a page (SPEC §9: at most 40rem). */
export function Prose({ children }: { children: ReactNode }) {
  return <div className={prose}>{children}</div>;
}
