import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import type { Author, DateLine } from '../shared/page-data.ts';
import { colour, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';

export interface AuthorCardProps {
  author: Author;
  published?: DateLine | null;
  updated?: DateLine | null;
  /** The author's picture (an image block). */
  picture?: ReactNode;
}

const card = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(0.5)} ${space(2)};
  align-items: start;
  font-size: 0.9375rem;
  line-height: 1.45;
  color: ${colour.textMuted};
  p {
    margin: 0;
  }
`;

const pictureStyle = css`
  grid-row: span 6;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  overflow: hidden;
  background: ${colour.primaryTint};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const name = css`
  font-size: 1rem;
  font-weight: 700;
  color: ${colour.text};
`;

/* The badge wraps under the name in a narrow title column, aligned with it. */
const nameLine = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(0.5)} ${space(1)};
`;

const badge = css`
  display: inline-block;
  padding: 0.1rem 0.45rem;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${colour.primary};
  background: ${colour.primaryTint};
`;

/**
 * The author of an article (SPEC §2): first and last name, optional role, a "Team member" badge when a
 * member, optional location, LinkedIn (new tab) and date lines, optional picture.
 */
export function AuthorCard({ author, published, updated, picture }: AuthorCardProps) {
  const { t } = useSite();
  return (
    <div className={card} data-member={String(author.isMember)} data-component="author-card">
      <div className={pictureStyle} aria-hidden="true">
        {picture}
      </div>
      <p className={nameLine}>
        <span className={name}>
          {author.firstName} {author.lastName}
        </span>
        {author.isMember && (
          <span className={badge} title={t('author.teamMember')}>
            {t('author.teamMember')}
          </span>
        )}
      </p>
      {author.role && <p>{author.role}</p>}
      {author.location && <p>{author.location}</p>}
      {author.linkedin && (
        <p>
          <Link href={author.linkedin}>{t('author.linkedin')}</Link>
        </p>
      )}
      {published && (
        <p>
          {t('author.published')} <time dateTime={published.iso}>{published.label}</time>
        </p>
      )}
      {updated && (
        <p>
          {t('author.updated')} <time dateTime={updated.iso}>{updated.label}</time>
        </p>
      )}
    </div>
  );
}
