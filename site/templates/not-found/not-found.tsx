import type { TemplateProps } from '../../shared/page-data.ts';
import { MarketingPage } from '../marketing-page.tsx';

export default function NotFoundTemplate({ page }: TemplateProps<'not-found'>) {
  return <MarketingPage content={page.page} tone="light" />;
}
