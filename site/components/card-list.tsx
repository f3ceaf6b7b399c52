import { css } from '@linaria/core';
import type { Card } from '../shared/page-data.ts';
import { Link } from './link.tsx';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(18rem, 100%), 1fr));
  gap: 1.5rem;
  list-style: none;
  padding: 0;
`;

/** Pages shown as cards: title linking to the page, kicker and summary. */
export function CardList({ cards, headingLevel = 2 }: { cards: Card[]; headingLevel?: 2 | 3 }) {
  if (!cards.length) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={grid}>
      {cards.map((card) => (
        <li key={card.href}>
          <article>
            {card.kicker && <p>{card.kicker}</p>}
            <Heading>
              <Link href={card.href}>{card.title}</Link>
            </Heading>
            <p>{card.summary}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
