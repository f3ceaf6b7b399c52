import { css } from '@linaria/core';
import type { StepsBlock } from '../shared/blocks.ts';
import { colour, space, typeScale } from '../design/tokens.ts';
import { RichText } from '../primitives/rich-text.tsx';
import { SectionHeading } from '../primitives/section-heading.tsx';

/*
 * An engagement timeline: numbered markers on one line where there is room (one column per step), a vertical
 * line with the markers down its side on phones and in narrow columns (a container query, so the same block
 * stacks beside a form).
 */
const frame = css`
  container-type: inline-size;
`;

const wide = '@container (width >= 44rem)';
const narrow = '@container (width < 44rem)';

const list = css`
  --marker: 2.75rem;
  display: grid;
  gap: ${space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${wide} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: ${space(3)};
  }
`;

const item = css`
  position: relative;
  counter-increment: step;
  ${narrow} {
    padding-left: calc(var(--marker) + ${space(2)});
  }
  /* The number in its circle. */
  &::before {
    content: counter(step, decimal-leading-zero);
    display: grid;
    place-items: center;
    width: var(--marker);
    height: var(--marker);
    border-radius: 50%;
    background: ${colour.primary};
    color: ${colour.white};
    font-weight: 700;
    font-size: 0.9375rem;
    ${narrow} {
      position: absolute;
      left: 0;
      top: 0;
    }
  }
  /* The line joining the markers. */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    background: ${colour.border};
    ${wide} {
      top: calc(var(--marker) / 2);
      left: calc(var(--marker) + ${space(1)});
      right: calc(${space(1)} - ${space(3)});
      height: 2px;
    }
    ${narrow} {
      left: calc(var(--marker) / 2 - 1px);
      top: calc(var(--marker) + ${space(1)});
      bottom: calc(-1 * ${space(3)});
      width: 2px;
    }
  }
  h3 {
    margin: ${space(2)} 0 ${space(1)};
    font-size: 1.1875rem;
    ${narrow} {
      margin-top: ${space(0.5)};
    }
  }
`;

// A label in the text's own column, not a pill: on a band of the surface tone a tinted pill all but vanished and its
// padding set the words off the heading's edge.
const duration = css`
  margin: ${space(2)} 0 0;
  color: ${colour.primary};
  font-size: ${typeScale.small};
  font-weight: 700;
  ${narrow} {
    margin-top: 0;
  }
  & + h3 {
    margin-top: ${space(1)};
  }
`;

const text = css`
  margin: 0;
  color: ${colour.textMuted};
`;

/** Steps of an engagement, in order, each with its duration. */
export function Steps({ block, id }: { block: StepsBlock; id: string }) {
  const Heading = block.title ? 'h3' : 'h2';
  return (
    <>
      <SectionHeading id={id} title={block.title} intro={block.intro} />
      <div className={frame}>
        <ol className={list}>
          {block.items.map((step) => (
            <li key={step.title} className={item}>
              {step.duration && <p className={duration}>{step.duration}</p>}
              <Heading>{step.title}</Heading>
              <RichText nodes={step.text} className={text} />
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
