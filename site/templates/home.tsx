import type { TemplateProps } from '../app.tsx';
import { useSite } from '../context.tsx';
import { MarketingPage } from './parts.tsx';

export default function HomeTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  return <MarketingPage content={page.page} fullHeight tone="dark" cardsTitle={t('home.services')} />;
}
