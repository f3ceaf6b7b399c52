import { css } from '@linaria/core';
import type { QuestionsBlock } from '../shared/blocks.ts';
import { colour, media, space, spring } from '../design/tokens.ts';
import { RichText } from '../primitives/rich-text.tsx';
import { SectionHeading } from '../primitives/section-heading.tsx';

const layout = css`
  display: grid;
  gap: ${space(3)};
  ${media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${space(8)};
    align-items: start;
  }
`;

const list = css`
  border-top: 1px solid ${colour.border};
`;

/* Native <details>: opens and closes without JavaScript, and find-in-page reaches closed answers. */
const question = css`
  border-bottom: 1px solid ${colour.border};
  summary {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${space(2)};
    min-height: 44px;
    padding: ${space(2.5)} 0;
    font-size: 1.125rem;
    font-weight: 700;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: '';
    flex: none;
    width: 0.75rem;
    height: 0.75rem;
    margin-right: ${space(0.5)};
    border: solid ${colour.primary};
    border-width: 0 2px 2px 0;
    transform: translateY(-25%) rotate(45deg);
    transition: transform ${spring.duration} ${spring.easing};
  }
  &[open] summary::after {
    transform: translateY(25%) rotate(-135deg);
  }
  summary:hover {
    color: ${colour.primary};
  }
  @media (prefers-reduced-motion: reduce) {
    summary::after {
      transition: none;
    }
  }
`;

const answer = css`
  margin: 0;
  padding: 0 0 ${space(3)};
  color: ${colour.textMuted};
  max-width: 44rem;
  > p:last-child {
    margin-bottom: 0;
  }
`;

/** Questions buyers ask, each answer opening in place (works without JavaScript). */
export function Questions({ block, id }: { block: QuestionsBlock; id: string }) {
  return (
    <div className={layout}>
      <SectionHeading id={id} title={block.title} intro={block.intro} />
      <div className={list}>
        {block.items.map((item) => (
          <details key={item.question} className={question}>
            <summary>{item.question}</summary>
            <RichText nodes={item.answer} className={answer} />
          </details>
        ))}
      </div>
    </div>
  );
}
