import { css } from '@linaria/core';
import type { Figure, FiguresBlock } from '../shared/blocks.ts';
import { colour, space, typeScale } from '../design/tokens.ts';
import { SectionHeading } from '../primitives/section-heading.tsx';

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(13rem, 100%), 1fr));
  gap: ${space(5)} ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css`
  padding-top: ${space(2.5)};
  border-top: 3px solid ${colour.accent};
`;

const valueStyle = css`
  margin: 0;
  font-size: ${typeScale.figure};
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: -0.03em;
  font-variant-numeric: tabular-nums;
  text-wrap: balance;
  /* In an outcome's narrower column the figure steps down a size. */
  [data-component='outcome'] & {
    font-size: clamp(1.75rem, 1.5rem + 1vw, 2.5rem);
  }
`;

const labelStyle = css`
  margin: ${space(1)} 0 0;
  font-size: 1.0625rem;
  font-weight: 700;
`;

const contextStyle = css`
  margin: ${space(0.75)} 0 0;
  font-size: ${typeScale.small};
  color: ${colour.textMuted};
  [data-tone='dark'] &,
  [data-tone='primary'] & {
    color: ${colour.onDarkMuted};
  }
`;

/** One figure: the value, what it measured and where (figures bands, outcomes). */
export function FigureItem({ figure, className }: { figure: Figure; className?: string }) {
  return (
    <li className={className ?? item}>
      <p className={valueStyle}>{figure.value}</p>
      <p className={labelStyle}>{figure.label}</p>
      {figure.context && <p className={contextStyle}>{figure.context}</p>}
    </li>
  );
}

/** A band of two to four figures, each with what it measured. */
export function Figures({ block, id }: { block: FiguresBlock; id: string }) {
  return (
    <>
      <SectionHeading id={id} title={block.title} intro={block.intro} />
      <ul className={list} aria-labelledby={block.title ? id : undefined}>
        {block.items.map((figure) => (
          <FigureItem key={figure.value + figure.label} figure={figure} />
        ))}
      </ul>
    </>
  );
}
