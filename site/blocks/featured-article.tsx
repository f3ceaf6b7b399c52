import { css } from '@linaria/core';
import type { Card } from '../shared/page-data.ts';
import { colour, media, space, typeScale } from '../design/tokens.ts';
import { Link } from '../primitives/link.tsx';
import { ResponsiveImage } from '../primitives/responsive-image.tsx';
import { kickerStyle } from '../primitives/section-heading.tsx';
import { ArticleMetaLine } from './article-meta.tsx';

const article = css`
  position: relative;
  display: grid;
  gap: ${space(4)};
  margin-bottom: ${space(6)};
  padding-bottom: ${space(6)};
  border-bottom: 1px solid ${colour.grey};
  /* The page's lead has its picture on the right: this one sits on the left, so two pictures never stack. */
  ${media.desktop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${space(6)};
    align-items: center;
  }
  h2 {
    margin: 0 0 ${space(2)};
    font-size: ${typeScale.h2};
    letter-spacing: -0.02em;
  }
  h2 a {
    color: ${colour.text};
    text-decoration: none;
  }
  /* The whole article is the link's hit area. */
  h2 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  h2 a:hover {
    color: ${colour.primary};
  }
`;

const picture = css`
  ${media.desktop} {
    order: -1;
  }
  aspect-ratio: 4 / 3;
  border-radius: 16px;
  overflow: hidden;
  background: ${colour.dark};
  > *,
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const summary = css`
  margin: 0 0 ${space(2)};
  font-size: ${typeScale.lede};
  color: ${colour.textMuted};
`;

const meta = css`
  margin: 0;
  font-size: 0.9375rem;
  color: ${colour.textMuted};
`;

/** The newest article, large: its picture beside its title, summary, date, author and reading time. */
export function FeaturedArticle({ card, label }: { card: Card; label: string }) {
  return (
    <article className={article} data-component="featured-article" data-track-id={`insight-${card.href}`}>
      <div>
        <p className={kickerStyle}>
          {label}
          {card.kicker ? ` · ${card.kicker}` : ''}
        </p>
        <h2>
          <Link href={card.href}>{card.title}</Link>
        </h2>
        <p className={summary}>{card.summary}</p>
        {card.article && (
          <p className={meta}>
            <ArticleMetaLine article={card.article} />
          </p>
        )}
      </div>
      {card.image && (
        <div className={picture}>
          <ResponsiveImage image={card.image} alt="" sizes="(max-width: 50rem) 100vw, 32rem" />
        </div>
      )}
    </article>
  );
}
