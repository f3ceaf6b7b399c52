import type { Author, DateLine } from '../shared/page-data.ts';
import { useSite } from '../context.tsx';
import { Link } from './link.tsx';

export interface AuthorCardProps {
  author: Author;
  published: DateLine | null;
  updated: DateLine | null;
}

/** The author of an article (SPEC §2): name, role, team badge, location, LinkedIn and dates. */
export function AuthorCard({ author, published, updated }: AuthorCardProps) {
  const { t } = useSite();
  return (
    <aside aria-label={t('author.label')} data-member={author.isMember ? 'true' : 'false'}>
      <p>
        <strong>
          {author.firstName} {author.lastName}
        </strong>
        {author.isMember && <span title={t('author.teamMember')}> · {t('author.teamMember')}</span>}
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
    </aside>
  );
}
