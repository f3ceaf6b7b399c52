import type { TemplateProps } from '../app.tsx';
import { AuthorCard } from '../components/author-card.tsx';
import { Markdown } from '../components/markdown.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { Prose } from '../components/prose.tsx';

export default function InsightTemplate({ page }: TemplateProps) {
  const { author, published, updated, body } = page.page;
  return (
    <article>
      <PageIntro content={page.page} />
      <Prose>
        {author && <AuthorCard author={author} published={published} updated={updated} />}
        <Markdown body={body} />
      </Prose>
    </article>
  );
}
