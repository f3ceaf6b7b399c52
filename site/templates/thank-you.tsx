import type { TemplateProps } from '../app.tsx';
import { MarketingPage } from './parts.tsx';

export default function ThankYouTemplate({ page }: TemplateProps) {
  return <MarketingPage content={page.page} tone="light" />;
}
