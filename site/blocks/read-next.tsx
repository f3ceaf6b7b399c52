import { css } from '@linaria/core';
import type { Card } from '../shared/page-data.ts';
import { colour, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';

// Doubled, to win over the article layout's own heading sizes (post-layout.tsx).
const rail = css`
  && h2 {
    margin: 0 0 ${space(1.5)};
    font-size: 0.8125rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colour.textMuted};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    border-left: 2px solid ${colour.grey};
  }
  li {
    padding: ${space(1)} 0 ${space(1)} ${space(2)};
    font-size: 0.9375rem;
    line-height: 1.4;
  }
  li + li {
    margin-top: ${space(0.5)};
  }
  p {
    margin: 0 0 ${space(0.5)};
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colour.primary};
  }
  a {
    color: ${colour.text};
    font-weight: 700;
    text-decoration: none;
  }
  a:hover {
    color: ${colour.primary};
    text-decoration: underline;
  }
  small {
    display: block;
    margin-top: ${space(0.5)};
    color: ${colour.textMuted};
    font-size: 0.8125rem;
  }
`;

/** Related articles as a short list beside an article's text on wide screens: kicker, title, date and reading time. */
export function ReadNext({ cards, id }: { cards: Card[]; id: string }) {
  const { t } = useSite();
  return (
    <nav className={rail} aria-labelledby={id}>
      <h2 id={id}>{t('article.readNext')}</h2>
      <ol>
        {cards.map((card) => (
          <li key={card.href}>
            {card.kicker && <p>{card.kicker}</p>}
            <Link href={card.href} data-track-id={`read-next-${card.href}`}>
              {card.title}
            </Link>
            {card.article && (
              <small>
                <time dateTime={card.article.published.iso}>{card.article.published.label}</time> ·{' '}
                {t('article.readingTime', { count: card.article.readingMinutes })}
              </small>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
