import { css } from '@linaria/core';
import { useSite } from '../context.tsx';
import { Link } from '../components/link.tsx';

const footer = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(20rem, 1fr));
  gap: 2rem;
  padding: 2rem;
  border-top: 1px solid #d9dbe8;
`;

/** The footer: wordmark, link categories and the language list. */
export function Footer() {
  const { site, page, t } = useSite();
  // A not-found page has no counterpart in other languages: offer their home pages instead.
  const switchRoute = page.template === 'not-found' ? '/' : page.route;
  return (
    <footer className={footer}>
      <p>
        <strong>{site.siteName}</strong>
      </p>
      {site.footer.map((group) => (
        <nav key={group.label} aria-label={group.label}>
          <h2>{group.label}</h2>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
      <nav aria-label={t('footer.language')}>
        <h2>{t('footer.language')}</h2>
        <ul>
          {site.locales.map((locale) => (
            <li key={locale.code}>
              <Link
                href={switchRoute}
                locale={locale.code}
                hrefLang={locale.code}
                lang={locale.code}
                aria-current={locale.code === page.locale ? 'true' : undefined}
              >
                {locale.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
