import type { TemplateProps } from '../app.tsx';
import { Markdown } from '../blocks/markdown.tsx';
import { Prose } from '../primitives/prose.tsx';
import { Section } from '../primitives/section.tsx';
import { SitemapList } from '../blocks/sitemap-list.tsx';
import { PageTitle } from './parts.tsx';

export default function SitemapTemplate({ page }: TemplateProps) {
  return (
    <Section>
      <PageTitle content={page.page} />
      <Prose>
        <Markdown body={page.page.body} images={page.page.bodyImages} />
      </Prose>
      <SitemapList groups={page.page.sitemap ?? []} />
    </Section>
  );
}
