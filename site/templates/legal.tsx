import type { TemplateProps } from '../shared/page-data.ts';
import { PageSections } from '../blocks/page-sections.tsx';
import { PageTitle, ReadingBody } from './parts.tsx';

export default function LegalTemplate({ page }: TemplateProps) {
  return (
    <>
      <ReadingBody content={page.page} before={<PageTitle content={page.page} />} />
      <PageSections sections={page.page.sections} />
    </>
  );
}
