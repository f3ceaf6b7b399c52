import type { TemplateProps } from '../app.tsx';
import { Link } from '../components/link.tsx';
import { Markdown } from '../components/markdown.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { Prose } from '../components/prose.tsx';

export default function SitemapTemplate({ page }: TemplateProps) {
  return (
    <>
      <PageIntro content={page.page} />
      <Prose>
        <Markdown body={page.page.body} />
        <ul data-sitemap="">
          {(page.page.sitemap ?? []).map((group) => (
            <li key={group.label}>
              <strong>{group.label}</strong>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Prose>
    </>
  );
}
