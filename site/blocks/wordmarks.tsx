import { css } from '@linaria/core';
import type { WordmarksBlock } from '../shared/blocks.ts';
import { colour, logoGridColumnsStretched, space, typeScale } from '../design/tokens.ts';
import { SectionHeading } from '../primitives/section-heading.tsx';

/* The SPEC's logo grid (columns at least 18rem, or 48% on narrow screens), one cell per group of names. */
const grid = css`
  display: grid;
  grid-template-columns: ${logoGridColumnsStretched};
  gap: ${space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const group = css`
  padding: ${space(3)};
  border: 1px solid ${colour.border};
  border-radius: 12px;
  background: ${colour.background};
  h3 {
    margin: 0 0 ${space(2)};
    font-size: ${typeScale.kicker};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${colour.textMuted};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(1)} ${space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

/* Names set as wordmarks: no logos of other companies are shipped, so the type does the work. */
const wordmark = css`
  font-size: 1.1875rem;
  font-weight: 700;
  letter-spacing: -0.02em;
  color: ${colour.text};
`;

/** Technology names as wordmarks, in labelled groups (the SPEC's logo grid). */
export function Wordmarks({ block, id }: { block: WordmarksBlock; id: string }) {
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <>
      <SectionHeading id={id} title={block.title} intro={block.intro} />
      <ul className={grid}>
        {block.groups.map((entry, index) => (
          <li key={entry.label ?? index} className={group}>
            {entry.label && <Heading>{entry.label}</Heading>}
            <ul aria-label={entry.label ?? undefined}>
              {entry.items.map((name) => (
                <li key={name} className={wordmark}>
                  {name}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
