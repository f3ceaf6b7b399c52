import type { TemplateProps } from '../shared/page-data.ts';
import { useSite } from '../context.tsx';
import { ButtonLink } from '../primitives/button-link.tsx';
import { Link } from '../primitives/link.tsx';
import { BrochureCover } from '../blocks/brochure-cover.tsx';
import { BrochurePanel } from '../blocks/brochure-download.tsx';
import { PageSections } from '../blocks/page-sections.tsx';
import { Markdown } from '../primitives/markdown.tsx';
import { Prose } from '../primitives/prose.tsx';
import { Section } from '../primitives/section.tsx';
import { PageLead } from './parts.tsx';

/** The download: the brochure's cover, what the PDF contains, the file itself and the way back. */
export default function BrochureDownloadTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  const { related, file } = page.page;
  const content = page.page;
  return (
    <>
      <PageLead content={content} />
      <Section block="brochure-download">
        <BrochurePanel
          cover={related ? <BrochureCover title={related.title} image={related.image} priority /> : null}
          action={
            <>
              {file && (
                <ButtonLink href={file.href} download="" type="application/pdf" size="large" trackId="brochure-pdf">
                  {t('brochure.download', { size: Math.max(1, Math.round(file.bytes / 1024)) })}
                </ButtonLink>
              )}
              {related && <Link href={related.href}>← {related.title}</Link>}
            </>
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
