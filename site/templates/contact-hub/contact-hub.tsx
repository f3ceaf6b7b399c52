import type { TemplateProps } from '../../shared/page-data.ts';
import { useSite } from '../../context.tsx';
import { Offices } from '../../blocks/offices.tsx';
import { PageSections } from '../../blocks/page-sections.tsx';
import { PageLead } from '../parts.tsx';

/** The three ways in first (the page's sections, each saying what happens next), then the offices: no band to itself. */
export default function ContactHubTemplate({ page }: TemplateProps<'contact-hub'>) {
  const { site } = useSite();
  const content = page.page;
  return (
    <>
      <PageLead content={content} />
      <PageSections sections={content.sections} after="surface" beforeClosing={<Offices offices={site.offices} />} closing="none" />
    </>
  );
}
