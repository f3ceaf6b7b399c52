import { css } from '@linaria/core';
import type { MouseEvent, ReactNode } from 'react';
import { REGIONS } from '../shared/locales.ts';
import { rememberLanguage } from '../shared/language-preference.ts';
import { colour, font, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';
import { useLanguageRoute } from './page-place.ts';

const disclosure = css`
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(1)};
    padding: ${space(1.5)} ${space(1)};
    border-radius: 4px;
    font-weight: ${font.weightBold};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover {
    color: ${colour.primary};
  }
  summary > span:last-child {
    color: ${colour.textMuted};
    font-weight: normal;
  }
  p {
    margin: ${space(1.5)} 0 ${space(0.5)};
    padding: 0 ${space(1)};
    font-size: 0.8125rem;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colour.textMuted};
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(11rem, 100%), 1fr));
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${space(1)};
    border-radius: 4px;
    color: ${colour.text};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='true'] {
    background: ${colour.primaryTint};
    color: ${colour.primary};
  }
  a[aria-current='true'] {
    font-weight: ${font.weightBold};
  }
`;

/** A plain primary click: modified clicks open another tab and leave this page's language alone. */
export function isPlainActivation(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Every locale as a plain link to this page in it, by region, in a `<details>` disclosure: a language change that
 * works without JavaScript (phone menu, and the footer before the picker has loaded). With JavaScript, following a
 * link also remembers the choice (SPEC §4).
 */
export interface LanguageListProps {
  className?: string;
  /** Only the current language shows on the summary (footer and header); the label is still read. */
  compact?: boolean;
  /** The exclusive group of disclosures it belongs to (the header's menus): one open at a time. */
  group?: string;
  /** What the summary shows for the current locale, drawn as the picker's button (its name by default). */
  current?: ReactNode;
}

export function LanguageList({ className, compact = false, group, current: shown }: LanguageListProps) {
  const { site, page, t } = useSite();
  const route = useLanguageRoute();
  const current = site.locales.find((locale) => locale.code === page.locale);
  const regions = REGIONS.map((region) => ({ region, locales: site.locales.filter((locale) => locale.region === region) })).filter(
    (group) => group.locales.length > 0,
  );
  return (
    <details className={`${disclosure} ${className ?? ''}`} name={group} data-component="language-list">
      <summary>
        {/* Compact (the footer): only the current language shows, as on the picker's button; the label is still read. */}
        <span className={compact ? 'visually-hidden' : undefined}>{t('languagePicker.open')}</span>
        <span>{shown ?? current?.name}</span>
      </summary>
      <div>
        {regions.map(({ region, locales }) => (
          <div key={region}>
            <p aria-hidden="true">{t(`languagePicker.regions.${region}`)}</p>
            <ul aria-label={t(`languagePicker.regions.${region}`)}>
              {locales.map((locale) => (
                <li key={locale.code}>
                  <Link
                    href={route}
                    locale={locale.code}
                    hrefLang={locale.code}
                    lang={locale.code}
                    aria-current={locale.code === page.locale ? 'true' : undefined}
                    onClick={(event) => {
                      if (isPlainActivation(event)) rememberLanguage(locale.code);
                    }}
                    data-track-id={`language-${locale.code}`}
                  >
                    {locale.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </details>
  );
}
