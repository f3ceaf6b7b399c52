import type { TemplateProps } from '../app.tsx';
import { PageLead, PostBody } from './parts.tsx';

export default function LandingTemplate({ page }: TemplateProps) {
  return (
    <>
      <PageLead content={page.page} fullHeight />
      <PostBody content={page.page} />
    </>
  );
}
