import type { TemplateProps } from '../../shared/page-data.ts';
import { MarketingPage } from '../marketing-page.tsx';

export default function IndustryTemplate({ page }: TemplateProps<'industry'>) {
  return <MarketingPage content={page.page} tone="dark" />;
}
