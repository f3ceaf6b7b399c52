import type { TemplateProps } from '../shared/page-data.ts';
import { useSite } from '../context.tsx';
import { Offices } from '../blocks/offices.tsx';
import { PageSections } from '../blocks/page-sections.tsx';
import { PageLead } from './parts.tsx';

/** The three ways in first (the page's sections), then the offices, then the closing band. */
export default function ContactHubTemplate({ page }: TemplateProps) {
  const { site } = useSite();
  const content = page.page;
  return (
    <>
      <PageLead content={content} />
      <PageSections sections={content.sections} after="surface" beforeClosing={<Offices offices={site.offices} />} />
    </>
  );
}
