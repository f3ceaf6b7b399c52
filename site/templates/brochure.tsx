import type { TemplateProps } from '../app.tsx';
import { ButtonLink } from '../components/button-link.tsx';
import { PageLead, PageTitle, PostBody } from './parts.tsx';

export default function BrochureTemplate({ page }: TemplateProps) {
  const content = page.page;
  return (
    <>
      <PageLead content={content} />
      <PostBody
        content={content}
        before={content.lead ? null : <PageTitle content={content} />}
        after={
          content.related && (
            <p>
              <ButtonLink href={content.related.href} size="large" trackId="brochure-download">
                {content.related.title}
              </ButtonLink>
            </p>
          )
        }
      />
    </>
  );
}
