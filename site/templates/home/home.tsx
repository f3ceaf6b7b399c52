import type { TemplateProps } from '../../shared/page-data.ts';
import { MarketingPage } from '../marketing-page.tsx';

export default function HomeTemplate({ page }: TemplateProps<'home'>) {
  return <MarketingPage content={page.page} fullHeight tone="dark" />;
}
