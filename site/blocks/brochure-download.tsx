import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { colour, media, space } from '../design/tokens.ts';

const panel = css`
  display: grid;
  gap: ${space(6)};
  align-items: center;
  ${media.desktop} {
    grid-template-columns: minmax(0, 4fr) minmax(0, 8fr);
    gap: ${space(10)};
  }
  > :first-child {
    display: flex;
    justify-content: center;
    padding: ${space(2)};
  }
  /* Beside a long description the cover stays in view. */
  ${media.desktop} {
    align-items: start;
    > :first-child {
      position: sticky;
      top: ${space(12)};
    }
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  margin-top: ${space(3)};
  color: ${colour.textMuted};
`;

/** The brochure's cover beside what the reader gets and the action that gets it. */
export function BrochurePanel({ cover, children, action }: { cover: ReactNode; children: ReactNode; action: ReactNode }) {
  return (
    <div className={panel} data-component="brochure-panel">
      <div>{cover}</div>
      <div>
        {children}
        <div className={actions}>{action}</div>
      </div>
    </div>
  );
}
