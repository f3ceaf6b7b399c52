import type { TemplateProps } from '../app.tsx';
import { Markdown } from '../blocks/markdown.tsx';
import { Prose } from '../primitives/prose.tsx';
import { Section } from '../primitives/section.tsx';
import { useSite } from '../context.tsx';
import { CardSection, PageLead } from './parts.tsx';

export default function HomeTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  return (
    <>
      <PageLead content={page.page} fullHeight />
      <CardSection content={page.page} title={t('home.services')} tone="default" />
      <Section tone="surface">
        <Prose>
          <Markdown body={page.page.body} images={page.page.bodyImages} />
        </Prose>
      </Section>
    </>
  );
}
