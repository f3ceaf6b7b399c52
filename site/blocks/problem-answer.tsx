import { css } from '@linaria/core';
import type { ProblemAnswerBlock, TextItem } from '../shared/blocks.ts';
import { colour, media, space } from '../design/tokens.ts';
import { RichText } from '../primitives/rich-text.tsx';
import { SectionHeading } from '../primitives/section-heading.tsx';

const columns = css`
  display: grid;
  gap: ${space(3)};
  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const panel = css`
  padding: ${space(5)};
  border-radius: 12px;
  ${media.mobile} {
    padding: ${space(3)};
  }
  &[data-side='problem'] {
    background: ${colour.background};
    border: 1px solid ${colour.grey};
  }
  &[data-side='answer'] {
    background: ${colour.dark};
    color: ${colour.white};
  }
  h3 {
    margin: 0 0 ${space(3)};
    font-size: 1.375rem;
  }
  ul {
    display: grid;
    gap: ${space(2.5)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
    padding-left: ${space(4)};
  }
  /* A dash for each problem, a tick for each answer. */
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 0.35em;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
  }
  &[data-side='problem'] li::before {
    background: ${colour.grey} linear-gradient(${colour.textMuted}, ${colour.textMuted}) center / 0.5rem 2px no-repeat;
  }
  &[data-side='answer'] li::before {
    background: ${colour.accent};
  }
  &[data-side='answer'] li::after {
    content: '';
    position: absolute;
    left: 0.36rem;
    top: calc(0.35em + 0.2rem);
    width: 0.35rem;
    height: 0.6rem;
    border: solid ${colour.dark};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
  strong {
    display: block;
  }
  &[data-side='answer'] a {
    color: ${colour.white};
  }
  p {
    margin: 0;
  }
`;

const itemText = css`
  margin: 0;
  [data-side='problem'] & {
    color: ${colour.textMuted};
  }
  [data-side='answer'] & {
    color: ${colour.onDarkMuted};
  }
`;

function Items({ items }: { items: TextItem[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>
          {item.title && <strong>{item.title}</strong>}
          <RichText nodes={item.text} className={itemText} />
        </li>
      ))}
    </ul>
  );
}

/** The problem as the client lives it, and our answer, side by side. */
export function ProblemAnswer({ block, id }: { block: ProblemAnswerBlock; id: string }) {
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <>
      <SectionHeading id={id} title={block.title} intro={block.intro} />
      <div className={columns}>
        <div className={panel} data-side="problem">
          <Heading>{block.problem.title}</Heading>
          <Items items={block.problem.items} />
        </div>
        <div className={panel} data-side="answer">
          <Heading>{block.answer.title}</Heading>
          <Items items={block.answer.items} />
        </div>
      </div>
    </>
  );
}
