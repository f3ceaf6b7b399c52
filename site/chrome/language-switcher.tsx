import { css } from '@linaria/core';
import type { MouseEvent } from 'react';
import { colour, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { switchLanguageUrl } from '../runtime/language-preference.ts';

export interface LanguageSwitcherProps {
  /**
   * Called with the chosen locale before the page changes, to remember the choice. Without it the switch
   * still happens, but a warning says the choice will not be remembered.
   */
  onSelect?: (code: string) => void;
}

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

/** A list of every locale, linking to the same page (path and query kept) in that locale. */
export function LanguageSwitcher({ onSelect }: LanguageSwitcherProps) {
  const { site, page, t } = useSite();
  const route = page.template === 'not-found' ? '/' : page.route;
  const choose = (event: MouseEvent<HTMLAnchorElement>, code: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (onSelect) onSelect(code);
    else console.warn('LanguageSwitcher has no onSelect listener: the language choice will not be remembered.');
    window.location.assign(switchLanguageUrl(code, route, window.location));
  };
  return (
    <nav aria-label={t('footer.language')}>
      <ul className={list}>
        {site.locales.map((locale) => (
          <li key={locale.code}>
            <a
              href={`/${locale.code}${route}`}
              hrefLang={locale.code}
              lang={locale.code}
              aria-current={locale.code === page.locale ? 'true' : undefined}
              onClick={(event) => choose(event, locale.code)}
            >
              {locale.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
