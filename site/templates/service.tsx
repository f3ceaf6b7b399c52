import type { TemplateProps } from '../app.tsx';
import { useSite } from '../context.tsx';
import { MarketingPage } from './parts.tsx';

export default function ServiceTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  return <MarketingPage content={page.page} tone="light" cardsTitle={t('services.related')} />;
}
