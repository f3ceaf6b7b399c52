import { css } from '@linaria/core';
import type { FeaturesBlock } from '../shared/blocks.ts';
import { colour, countedColumns, space } from '../design/tokens.ts';
import { columnsFor } from '../shared/grid-columns.ts';
import { RichText } from '../primitives/rich-text.tsx';
import { SectionHeading } from '../primitives/section-heading.tsx';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(17rem, 100%), 1fr));
  ${countedColumns('min(17rem, 100%)', space(4))}
  gap: ${space(5)} ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: feature;
`;

const item = css`
  counter-increment: feature;
  /* The system's marker: a small primary tile with the item's number. */
  &::before {
    content: counter(feature, decimal-leading-zero);
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    margin-bottom: ${space(2)};
    border-radius: 8px;
    background: ${colour.primaryTint};
    color: ${colour.primary};
    font-size: 0.875rem;
    font-weight: 700;
  }
  [data-tone='dark'] &::before {
    background: ${colour.primary};
    color: ${colour.white};
  }
  h3 {
    margin: 0 0 ${space(1)};
    font-size: 1.1875rem;
  }
`;

const text = css`
  margin: 0;
  color: ${colour.textMuted};
  [data-tone='dark'] & {
    color: ${colour.onDarkMuted};
  }
`;

/** Short items in a grid: deliverables, use cases, principles. */
export function Features({ block, id }: { block: FeaturesBlock; id: string }) {
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <>
      <SectionHeading id={id} title={block.title} intro={block.intro} />
      {/* Four fit a wide screen; fewer when four would leave one item alone on the last row. */}
      <ul className={grid} data-columns={columnsFor(block.items.length, 4)}>
        {block.items.map((feature, index) => (
          <li key={index} className={item}>
            {feature.title && <Heading>{feature.title}</Heading>}
            <RichText nodes={feature.text} className={text} />
          </li>
        ))}
      </ul>
    </>
  );
}
