import type { TemplateProps } from '../app.tsx';
import { PageTitle, PostBody } from './parts.tsx';

export default function NotFoundTemplate({ page }: TemplateProps) {
  return <PostBody content={page.page} before={<PageTitle content={page.page} />} />;
}
