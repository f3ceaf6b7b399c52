import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { colour, logoGridColumns, space } from '../design/tokens.ts';

export interface LogoGridItem {
  name: string;
  /** A logo image; without one the name is set as a wordmark. */
  logo?: ReactNode;
}

const grid = css`
  display: grid;
  grid-template-columns: ${logoGridColumns};
  gap: ${space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: ${space(10)};
    padding: ${space(2)};
    border: 1px solid ${colour.border};
    border-radius: 6px;
    font-weight: 700;
    font-size: 1.125rem;
    color: ${colour.textMuted};
    text-align: center;
  }
`;

/** Logos or names in a grid: columns at least 18rem, or 48% on narrow screens (two per row) (SPEC §9). */
export function LogoGrid({ items, label }: { items: LogoGridItem[]; label: string }) {
  return (
    <ul className={grid} aria-label={label}>
      {items.map((item) => (
        <li key={item.name}>{item.logo ?? item.name}</li>
      ))}
    </ul>
  );
}
