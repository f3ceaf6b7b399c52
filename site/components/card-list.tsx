import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { space } from '../design/tokens.ts';

const list = css`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 52rem;
`;

/** Cards one under the other (article lists). */
export function CardList({ children, label }: { children: ReactNode[]; label?: string }) {
  return (
    <ul className={list} aria-label={label}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
