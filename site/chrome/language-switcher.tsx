import { css } from '@linaria/core';
import { colour, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(0.5)} ${space(1.5)};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 0.875rem;
  a[aria-current='true'] {
    font-weight: 700;
    text-decoration: underline;
  }
  a {
    color: ${colour.white};
  }
`;

/** The footer's language switcher: every locale, linking to the same page. */
export function LanguageSwitcher() {
  const { site, page, t } = useSite();
  const route = page.template === 'not-found' ? '/' : page.route;
  return (
    <nav aria-label={t('footer.language')}>
      <ul className={list}>
        {site.locales.map((locale) => (
          <li key={locale.code}>
            <a href={`/${locale.code}${route}`} hrefLang={locale.code} lang={locale.code} aria-current={locale.code === page.locale ? 'true' : undefined}>
              {locale.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
