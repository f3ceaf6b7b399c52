import type { TemplateProps } from '../app.tsx';
import { useSite } from '../context.tsx';
import { MarketingPage } from './parts.tsx';

export default function IndustryTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  return <MarketingPage content={page.page} tone="dark" cardsTitle={t('industries.related')} />;
}
