import { css } from '@linaria/core';
import { useSite } from '../context.tsx';
import { Link } from '../components/link.tsx';

const bar = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  align-items: center;
  padding: 1rem 2rem;
  border-bottom: 1px solid #d9dbe8;
`;

const menus = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The top navigation: the wordmark and the site's menus (the dropdown behaviour comes with the design system). */
export function Header() {
  const { site, t } = useSite();
  return (
    <header className={bar}>
      <Link href="/" aria-label={t('site.home', { siteName: site.siteName })}>
        <strong>{site.siteName}</strong>
      </Link>
      <nav aria-label={t('nav.label')}>
        <ul className={menus}>
          {site.nav.map((menu) => (
            <li key={menu.label}>
              {menu.href ? <Link href={menu.href}>{menu.label}</Link> : <span>{menu.label}</span>}
              {menu.links.length > 0 && (
                <ul>
                  {menu.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
