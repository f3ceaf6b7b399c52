import { css } from '@linaria/core';
import type { Quote as QuoteData, QuoteBlock } from '../shared/blocks.ts';
import { colour, space, typeScale } from '../design/tokens.ts';
import { useSite } from '../context.tsx';

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
  blockquote {
    quotes: auto;
  }
  /* The opening mark of the page's language (quotes: auto), large, in a serif cut so it reads as a mark. */
  blockquote::before {
    content: open-quote;
    display: block;
    height: 0.6em;
    margin-bottom: 0.1em;
    font-family: Georgia, 'Times New Roman', serif;
    font-size: 3.5em;
    font-weight: 400;
    line-height: 1;
    color: ${colour.primary};
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
  &[data-size='small'] blockquote::before {
    font-size: 2.25em;
  }
`;

/** A client's words, attributed by role and sector (never by a person's name). */
export function QuoteFigure({ quote, size }: { quote: QuoteData; size: 'large' | 'small' }) {
  const { t } = useSite();
  return (
    <figure className={figure} data-size={size} data-component="quote">
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
