import type { TemplateProps } from '../../shared/page-data.ts';
import { MarketingPage } from '../marketing-page.tsx';

export default function ServiceHubTemplate({ page }: TemplateProps<'service-hub'>) {
  return <MarketingPage content={page.page} tone="light" />;
}
