import type { TemplateProps } from '../../shared/page-data.ts';
import { ReadingPageSections } from '../../blocks/reading-page-sections.tsx';
import { SitemapList } from '../../blocks/sitemap-list.tsx';
import { Markdown } from '../../primitives/markdown.tsx';
import { Prose } from '../../primitives/prose.tsx';
import { Section } from '../../primitives/section.tsx';
import { PageLead } from '../parts.tsx';

export default function SitemapTemplate({ page }: TemplateProps<'sitemap'>) {
  const content = page.page;
  return (
    <>
      <PageLead content={content} />
      <Section>
        {content.body.length > 0 && (
          <Prose>
            <Markdown body={content.body} images={content.bodyImages} />
          </Prose>
        )}
        <SitemapList groups={content.sitemap} />
      </Section>
      <ReadingPageSections sections={content.sections} />
    </>
  );
}
