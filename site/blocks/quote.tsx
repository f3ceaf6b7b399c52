import { css } from '@linaria/core';
import type { Quote as QuoteData, QuoteBlock } from '../shared/blocks.ts';
import { colour, space, typeScale } from '../design/tokens.ts';
import { useSite } from '../context.tsx';

/** Two opening quotation marks, drawn on a 40×32 canvas. */
const QUOTE_MARKS =
  'M0 32V19C0 8.6 5.4 2.3 16 0l1.9 4.6C12 6.4 9.2 10 9 15h8v17H0zm22 0V19C22 8.6 27.4 2.3 38 0l1.9 4.6C34 6.4 31.2 10 31 15h8v17H22z';

const figure = css`
  margin: 0;
  blockquote {
    position: relative;
    margin: 0;
    font-weight: 700;
    letter-spacing: -0.01em;
    line-height: 1.35;
    text-wrap: balance;
  }
  blockquote p {
    margin: 0;
  }
  /* The opening mark hangs in the margin on wide screens, set in the brand's primary. */
  /* The system's quote mark: drawn, so it sits the same in every language (« and “ do not). */
  svg {
    display: block;
    width: 2.5rem;
    height: 2rem;
    margin-bottom: ${space(2)};
    color: ${colour.primary};
  }
  &[data-size='small'] svg {
    width: 1.75rem;
    height: 1.4rem;
    margin-bottom: ${space(1)};
  }
  figcaption {
    margin-top: ${space(2)};
    font-size: ${typeScale.small};
    color: ${colour.textMuted};
  }
  figcaption::before {
    content: '— ';
  }
  &[data-size='large'] {
    max-width: 52rem;
    margin-inline: auto;
  }
  &[data-size='large'] blockquote {
    font-size: clamp(1.375rem, 1.1rem + 1.2vw, 2rem);
  }
  &[data-size='small'] blockquote {
    font-size: 1.0625rem;
  }
`;

/** A client's words, attributed by role and sector (never by a person's name). */
export function QuoteFigure({ quote, size }: { quote: QuoteData; size: 'large' | 'small' }) {
  const { t } = useSite();
  return (
    <figure className={figure} data-size={size} data-component="quote">
      <svg viewBox="0 0 40 32" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={QUOTE_MARKS} />
      </svg>
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>{t('blocks.quote.attribution', { role: quote.role, sector: quote.sector })}</figcaption>
    </figure>
  );
}

export function Quote({ block }: { block: QuoteBlock }) {
  return <QuoteFigure quote={block} size="large" />;
}
