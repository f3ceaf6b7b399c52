import type { TemplateProps } from '../../shared/page-data.ts';
import { MarketingPage } from '../marketing-page.tsx';

export default function ThankYouTemplate({ page }: TemplateProps<'thank-you'>) {
  return <MarketingPage content={page.page} tone="light" />;
}
