import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { media, space } from '../design/tokens.ts';

const list = css`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
  max-width: 52rem;
  /* On wide screens a listed card lays its picture beside its text, so a list reads as a list, not a gallery. */
  ${media.desktop} {
    [data-component='card'] {
      flex-direction: row;
    }
    [data-component='card'] > :first-child:not(:last-child) {
      flex: 0 0 38%;
      aspect-ratio: auto;
      min-height: 12rem;
    }
    /* The picture fills the whole height of its side, whatever the length of the text. */
    [data-component='card'] > :first-child:not(:last-child) > *,
    [data-component='card'] > :first-child:not(:last-child) img {
      height: 100%;
      object-fit: cover;
    }
  }
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
