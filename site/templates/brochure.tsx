import type { TemplateProps } from '../app.tsx';
import { Link } from '../components/link.tsx';
import { Markdown } from '../components/markdown.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { Prose } from '../components/prose.tsx';

export default function BrochureTemplate({ page }: TemplateProps) {
  const { related, body } = page.page;
  return (
    <>
      <PageIntro content={page.page} />
      <Prose>
        <Markdown body={body} />
        {related && (
          <p>
            <Link href={related.href}>{related.title}</Link>
          </p>
        )}
      </Prose>
    </>
  );
}
