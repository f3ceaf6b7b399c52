import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { cardGridColumnsStretched, countedColumns, space } from '../design/tokens.ts';
import { columnsFor } from '../shared/grid-columns.ts';

const grid = css`
  display: grid;
  grid-template-columns: ${cardGridColumnsStretched};
  ${countedColumns('min(18rem, 50%)', space(3))}
  gap: ${space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

/**
 * Cards side by side: columns at least 18rem wide, or half the width on narrow screens (SPEC §9); a short row
 * stretches. Three fit a wide screen; fewer are used when three would leave one card alone on the last row.
 */
export function CardGrid({ children, label }: { children: ReactNode[]; label?: string }) {
  return (
    <ul className={grid} aria-label={label} data-columns={columnsFor(children.length, 3)}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
