import type { TemplateProps } from '../shared/page-data.ts';
import { MarketingPage } from './marketing-page.tsx';

export default function NotFoundTemplate({ page }: TemplateProps) {
  return <MarketingPage content={page.page} tone="light" />;
}
