import { css } from '@linaria/core';
import type { Outcome, OutcomesBlock } from '../shared/blocks.ts';
import { colour, media, space, typeScale } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';
import { SectionHeading, kickerStyle } from '../primitives/section-heading.tsx';
import { FigureItem } from './figures.tsx';
import { QuoteFigure } from './quote.tsx';

const grid = css`
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(30rem, 100%), 1fr));
  &[data-featured='true'] {
    grid-template-columns: minmax(0, 1fr);
  }
  margin: 0;
  padding: 0;
  list-style: none;
`;

const card = css`
  display: grid;
  align-content: start;
  gap: ${space(4)};
  height: 100%;
  padding: ${space(5)};
  background: ${colour.background};
  border: 1px solid ${colour.grey};
  border-radius: 12px;
  box-shadow: 0 24px 48px -32px rgba(18, 21, 46, 0.35);
  ${media.mobile} {
    padding: ${space(3)};
  }
  /* A single outcome is featured: its story beside its figures. */
  &[data-featured='true'] {
    ${media.desktop} {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      gap: ${space(8)};
      padding: ${space(7)};
    }
  }
`;

const clientStyle = css`
  margin: 0 0 ${space(1)};
  color: ${colour.textMuted};
  font-weight: 700;
`;

const titleStyle = css`
  margin: 0 0 ${space(3)};
  font-size: clamp(1.375rem, 1.2rem + 0.8vw, 1.875rem);
  letter-spacing: -0.015em;
`;

const story = css`
  margin: 0;
  dt {
    font-size: ${typeScale.kicker};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colour.primary};
  }
  dd {
    margin: ${space(0.5)} 0 ${space(2.5)};
  }
  dd:last-child {
    margin-bottom: 0;
  }
`;

const proof = css`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  [data-featured='true'] & {
    ${media.desktop} {
      padding-left: ${space(5)};
      border-left: 1px solid ${colour.grey};
    }
  }
`;

const figureList = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(10rem, 100%), 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  [data-featured='true'] & {
    grid-template-columns: 1fr;
  }
  /* Three figures that cannot share a row are stacked, never two and one alone. */
  @container (max-width: 33rem) {
    &[data-count='3'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

const figureItem = css`
  padding-top: ${space(1.5)};
  border-top: 3px solid ${colour.primary};
`;

const timeframeStyle = css`
  margin: 0;
  font-size: ${typeScale.small};
  color: ${colour.textMuted};
  strong {
    color: ${colour.text};
  }
`;

/** One client outcome: who, the situation, what we did, the result, its figures and time frame. */
export function OutcomeCard({ outcome, featured, headingLevel }: { outcome: Outcome; featured: boolean; headingLevel: 2 | 3 }) {
  const { t } = useSite();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={card} data-featured={String(featured)} data-component="outcome">
      <div>
        <p className={kickerStyle}>
          {t('blocks.outcome.kicker')} · <Link href={outcome.industry.href}>{outcome.industry.label}</Link>
        </p>
        <p className={clientStyle}>{outcome.client}</p>
        <Heading className={titleStyle}>{outcome.title}</Heading>
        <dl className={story}>
          <dt>{t('blocks.outcome.situation')}</dt>
          <dd>{outcome.situation}</dd>
          <dt>{t('blocks.outcome.approach')}</dt>
          <dd>{outcome.approach}</dd>
          <dt>{t('blocks.outcome.result')}</dt>
          <dd>{outcome.result}</dd>
        </dl>
      </div>
      <div className={proof}>
        <ul className={figureList} data-count={outcome.figures.length}>
          {outcome.figures.map((figure) => (
            <FigureItem key={figure.value + figure.label} figure={figure} className={figureItem} />
          ))}
        </ul>
        <p className={timeframeStyle}>
          <strong>{t('blocks.outcome.timeframe')}</strong> {outcome.timeframe}
        </p>
        {outcome.quote && <QuoteFigure quote={outcome.quote} size="small" />}
      </div>
    </article>
  );
}

/**
 * Client outcomes: two side by side; one, or three, each told in full width (story beside its figures), so
 * that no row is left half empty.
 */
export function Outcomes({ block, id }: { block: OutcomesBlock; id: string }) {
  const featured = block.items.length !== 2;
  const headingLevel = block.title ? 3 : 2;
  return (
    <>
      <SectionHeading id={id} title={block.title} intro={block.intro} />
      <ul className={grid} data-featured={String(featured)}>
        {block.items.map((outcome) => (
          <li key={outcome.id}>
            <OutcomeCard outcome={outcome} featured={featured} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </>
  );
}
