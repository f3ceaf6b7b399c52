import type { TemplateProps } from '../../shared/page-data.ts';
import { MarketingPage } from '../marketing-page.tsx';

export default function ServiceTemplate({ page }: TemplateProps<'service'>) {
  return <MarketingPage content={page.page} tone="light" />;
}
