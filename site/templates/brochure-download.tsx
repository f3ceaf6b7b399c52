import type { TemplateProps } from '../app.tsx';
import { Link } from '../components/link.tsx';
import { Markdown } from '../components/markdown.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { Prose } from '../components/prose.tsx';
import { useSite } from '../context.tsx';

export default function BrochureDownloadTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  const { related, body, file } = page.page;
  return (
    <>
      <PageIntro content={page.page} />
      <Prose>
        <Markdown body={body} />
        {file && (
          <p>
            <a href={file.href} download="" type="application/pdf">
              {t('brochure.download', { size: Math.max(1, Math.round(file.bytes / 1024)) })}
            </a>
          </p>
        )}
        {related && (
          <p>
            <Link href={related.href}>{related.title}</Link>
          </p>
        )}
      </Prose>
    </>
  );
}
