import { css } from '@linaria/core';
import type { TemplateProps } from '../../shared/page-data.ts';
import { media, space } from '../../design/tokens.ts';
import { useSite } from '../../context.tsx';
import { ContactForm } from '../../blocks/contact-form.tsx';
import { OfficeCard } from '../../blocks/office-card.tsx';
import { ReadingPageSections } from '../../blocks/reading-page-sections.tsx';
import { Steps } from '../../blocks/steps.tsx';
import { Markdown } from '../../primitives/markdown.tsx';
import { Section } from '../../primitives/section.tsx';
import { PageLead } from '../parts.tsx';

const layout = css`
  display: grid;
  gap: ${space(6)};
  ${media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
    gap: ${space(8)};
    align-items: start;
  }
`;

const aside = css`
  display: grid;
  gap: ${space(5)};
`;

/** A contact form beside what happens next (the page's steps) and the office that answers; no band to itself after it. */
export default function ContactFormTemplate({ page }: TemplateProps<'contact-form'>) {
  const { site } = useSite();
  const content = page.page;
  const steps = content.sections.filter((block) => block.type === 'steps');
  const others = content.sections.filter((block) => block.type !== 'steps');
  return (
    <>
      <PageLead content={content} />
      <Section block="contact-form">
        <div className={layout}>
          <div>
            <Markdown body={content.body} images={content.bodyImages} />
            <ContactForm form={content.form} />
          </div>
          <aside className={aside}>
            {steps.map((block, index) => (
              <div key={index}>
                <Steps block={block} id={`aside-steps-${index + 1}`} />
              </div>
            ))}
            <OfficeCard office={site.office} />
          </aside>
        </div>
      </Section>
      <ReadingPageSections sections={others} closing="none" />
    </>
  );
}
