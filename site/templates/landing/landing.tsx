import type { TemplateProps } from '../../shared/page-data.ts';
import { MarketingPage } from '../marketing-page.tsx';

export default function LandingTemplate({ page }: TemplateProps<'landing'>) {
  return <MarketingPage content={page.page} tone="dark" />;
}
