import type { TemplateProps } from '../app.tsx';
import { Markdown } from '../components/markdown.tsx';
import { Prose } from '../components/prose.tsx';
import { Section } from '../components/section.tsx';
import { SitemapList } from '../components/sitemap-list.tsx';
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
