import type { TemplateProps } from '../../shared/page-data.ts';
import { useSite } from '../../context.tsx';
import { BrochureCover } from '../../blocks/brochure-cover.tsx';
import { Lead } from '../../blocks/lead.tsx';
import { PageSections } from '../../blocks/page-sections.tsx';
import { Markdown } from '../../primitives/markdown.tsx';
import { Prose } from '../../primitives/prose.tsx';
import { Section } from '../../primitives/section.tsx';

/**
 * The download: the brochure's title as the page's heading, the file itself as the lead's action (on a phone's first
 * screen, with the way back to the brochure's page beside it), the brochure's cover beside them on wide screens, then
 * what the PDF contains. The heading, the cover and the PDF name the brochure alike (`related.title`, its heading).
 */
export default function BrochureDownloadTemplate({ page }: TemplateProps<'brochure-download'>) {
  const { t } = useSite();
  const content = page.page;
  const { related, file, lead } = content;
  return (
    <>
      <Lead
        title={related.title}
        subtitle={lead?.subtitle}
        kicker={lead?.kicker}
        cta={
          file
            ? {
                label: t('brochure.download', { size: Math.max(1, Math.round(file.bytes / 1024)) }),
                href: file.href,
                trackId: 'brochure-pdf',
                download: 'application/pdf',
              }
            : null
        }
        secondary={{ label: t('brochure.pdf.online'), href: related.href }}
        media={<BrochureCover title={related.title} image={related.image} priority />}
        mediaFrame="plain"
        inline
        tone="light"
      />
      {content.body.length > 0 && (
        <Section block="brochure-download">
          <Prose>
            <Markdown body={content.body} images={content.bodyImages} />
          </Prose>
        </Section>
      )}
      <PageSections sections={content.sections} />
    </>
  );
}
