import type { TemplateProps } from '../../shared/page-data.ts';
import { useSite } from '../../context.tsx';
import { ButtonLink } from '../../primitives/button-link.tsx';
import { BrochureCover } from '../../blocks/brochure-cover.tsx';
import { BrochurePanel } from '../../blocks/brochure-download.tsx';
import { PageSections } from '../../blocks/page-sections.tsx';
import { Markdown } from '../../primitives/markdown.tsx';
import { Prose } from '../../primitives/prose.tsx';
import { Section } from '../../primitives/section.tsx';
import { PageLead } from '../parts.tsx';

/** A brochure: its lead, its cover beside what is really inside and the way to download it, then its sections. */
export default function BrochureTemplate({ page }: TemplateProps<'brochure'>) {
  const { t } = useSite();
  const content = page.page;
  return (
    <>
      <PageLead content={content} />
      <Section block="brochure">
        <BrochurePanel
          cover={<BrochureCover title={content.lead?.title ?? content.title} image={content.lead?.image ?? null} />}
          action={
            <ButtonLink href={content.related.href} size="large" trackId="brochure-download">
              {t('brochure.get')}
            </ButtonLink>
          }
        >
          <Prose>
            <Markdown body={content.body} images={content.bodyImages} />
          </Prose>
        </BrochurePanel>
      </Section>
      <PageSections sections={content.sections} />
    </>
  );
}
