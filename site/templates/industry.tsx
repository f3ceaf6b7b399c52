import type { TemplateProps } from '../app.tsx';
import { useSite } from '../context.tsx';
import { ContentPage } from './parts.tsx';

export default function IndustryTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  return <ContentPage content={page.page} relatedTitle={t('industries.related')} />;
}
