import type { TemplateProps } from '../../shared/page-data.ts';
import { ReadingPageSections } from '../../blocks/reading-page-sections.tsx';
import { PageTitle, ReadingBody } from '../reading-parts.tsx';

export default function LegalTemplate({ page }: TemplateProps<'legal'>) {
  return (
    <>
      <ReadingBody content={page.page} before={<PageTitle content={page.page} />} />
      <ReadingPageSections sections={page.page.sections} />
    </>
  );
}
