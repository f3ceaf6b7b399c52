import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { cardGridColumnsStretched, space } from '../design/tokens.ts';

const grid = css`
  display: grid;
  grid-template-columns: ${cardGridColumnsStretched};
  gap: ${space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Cards side by side: columns at least 18rem wide, or half the width on narrow screens (SPEC §9); a short row stretches. */
export function CardGrid({ children, label }: { children: ReactNode[]; label?: string }) {
  return (
    <ul className={grid} aria-label={label}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
