import type { ArticleMeta } from '../shared/page-data.ts';
import { useSite } from '../context.tsx';

/** "8 April 2026 · Julien Marchand · 9 min read" */
export function ArticleMetaLine({ article }: { article: ArticleMeta }) {
  const { t } = useSite();
  return (
    <>
      <time dateTime={article.published.iso}>{article.published.label}</time> · {article.author.name} ·{' '}
      {t('article.readingTime', { count: article.readingMinutes })}
    </>
  );
}
