import type { TemplateProps } from '../app.tsx';
import { AuthorCard } from '../components/author-card.tsx';
import { PageTitle, PostBody } from './parts.tsx';

export default function InsightTemplate({ page }: TemplateProps) {
  const content = page.page;
  return (
    <article>
      <PostBody
        content={content}
        aside={content.author ? <AuthorCard author={content.author} published={content.published} updated={content.updated} /> : null}
        before={<PageTitle content={content} />}
      />
    </article>
  );
}
