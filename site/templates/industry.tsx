import type { TemplateProps } from '../app.tsx';
import { useSite } from '../context.tsx';
import { CardSection, PageLead, PageTitle, PostBody } from './parts.tsx';

export default function IndustryTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  return (
    <>
      <PageLead content={page.page} />
      <PostBody content={page.page} before={page.page.lead ? null : <PageTitle content={page.page} />} />
      <CardSection content={page.page} title={t('industries.related')} />
    </>
  );
}
