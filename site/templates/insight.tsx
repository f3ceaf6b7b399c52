import type { TemplateProps } from '../app.tsx';
import { AuthorCard } from '../blocks/author-card.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { PageTitle, PostBody } from './parts.tsx';

export default function InsightTemplate({ page }: TemplateProps) {
  const content = page.page;
  return (
    <article>
      <PostBody
        content={content}
        aside={
          content.author ? (
            <AuthorCard
              author={content.author}
              published={content.published}
              updated={content.updated}
              picture={content.author.picture ? <ResponsiveImage image={content.author.picture} alt="" sizes="4rem" /> : null}
            />
          ) : null
        }
        before={<PageTitle content={content} />}
      />
    </article>
  );
}
