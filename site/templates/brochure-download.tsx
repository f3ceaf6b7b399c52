import type { TemplateProps } from '../app.tsx';
import { ButtonLink } from '../components/button-link.tsx';
import { Link } from '../components/link.tsx';
import { useSite } from '../context.tsx';
import { PageTitle, PostBody } from './parts.tsx';

export default function BrochureDownloadTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  const { related, file } = page.page;
  return (
    <PostBody
      content={page.page}
      before={<PageTitle content={page.page} />}
      after={
        <>
          {file && (
            <p>
              <ButtonLink href={file.href} download="" type="application/pdf" size="large" trackId="brochure-pdf">
                {t('brochure.download', { size: Math.max(1, Math.round(file.bytes / 1024)) })}
              </ButtonLink>
            </p>
          )}
          {related && (
            <p>
              <Link href={related.href}>← {related.title}</Link>
            </p>
          )}
        </>
      }
    />
  );
}
