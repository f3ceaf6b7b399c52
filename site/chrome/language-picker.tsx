import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { REGIONS, type Region } from '../shared/locales.ts';
import { colour, font, media, space, spring } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Flag } from '../primitives/flag.tsx';
import { Link } from '../primitives/link.tsx';
import { Modal } from '../primitives/modal.tsx';
import { isPlainActivation } from './language-list.tsx';
import { useLanguageRoute } from './page-place.ts';

export interface LanguagePickerProps {
  open: boolean;
  onClose: () => void;
  /**
   * Called with the chosen locale code when a visitor follows one of the links, before the browser
   * navigates (the caller remembers the choice). The link itself does the switching.
   */
  onSelect: (code: string) => void;
}

/** The region open when the picker first shows (SPEC §4). */
const INITIALLY_EXPANDED: Region = 'world';

const groups = css`
  list-style: none;
  margin: 0;
  padding: 0;
  > li + li {
    border-top: 1px solid ${colour.grey};
  }
`;

const groupButton = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${space(1)};
  padding: ${space(1.5)} ${space(0.5)};
  border: 0;
  background: none;
  color: ${colour.text};
  font: inherit;
  font-weight: ${font.weightBold};
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${colour.primary};
  }
`;

const chevron = css`
  flex-shrink: 0;
  color: ${colour.primary};
  transition: transform ${spring.duration} ${spring.easing};
  [data-state='open'] > & {
    transform: rotate(180deg);
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

const localeList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(13rem, 100%), 1fr));
  gap: ${space(0.5)} ${space(2)};
  list-style: none;
  margin: 0 0 ${space(2)};
  padding: 0;
  &[hidden] {
    display: none;
  }
`;

const localeLink = css`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(1)};
  border-radius: 4px;
  color: ${colour.text};
  text-decoration: none;
  &:hover {
    background: ${colour.surface};
    color: ${colour.primary};
  }
  &[aria-current='true'] {
    background: ${colour.primaryTint};
    color: ${colour.primary};
    font-weight: ${font.weightBold};
  }
  svg {
    flex-shrink: 0;
  }
  /* White stripes need an edge on a white page; the square Swiss flag and the globe draw their own. */
  svg:not([data-flag='CH']):not([data-flag='world']) {
    outline: 1px solid ${colour.grey};
  }
`;

/**
 * The language and region picker (SPEC §2, §4): the site's locales grouped by region (Europe, Africa,
 * America, Oceania, Asia, World), each group a disclosure, World open at first. Every locale is a real link to
 * the same page (path, query string and fragment) in that locale.
 */
export function LanguagePicker({ open, onClose, onSelect }: LanguagePickerProps) {
  const { site, page, t } = useSite();
  const [expanded, setExpanded] = useState<ReadonlySet<Region>>(() => new Set([INITIALLY_EXPANDED]));
  const id = useId();
  const route = useLanguageRoute();
  // The modal's content only renders in the browser, so the query string can be read here (SPEC §2: a
  // switch keeps it).
  const query = typeof window === 'undefined' ? '' : `${window.location.search}${window.location.hash}`;
  const regions = REGIONS.map((region) => ({ region, locales: site.locales.filter((locale) => locale.region === region) })).filter(
    (group) => group.locales.length > 0,
  );

  const toggle = (region: Region) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(region)) next.delete(region);
      else next.add(region);
      return next;
    });

  return (
    <Modal open={open} onClose={onClose} title={t('languagePicker.title')} trackId="language-picker">
      <ul className={groups}>
        {regions.map(({ region, locales }) => {
          const state = expanded.has(region) ? 'open' : 'closed';
          const listId = `${id}-${region}`;
          return (
            <li key={region}>
              <button
                type="button"
                className={groupButton}
                aria-expanded={state === 'open'}
                aria-controls={listId}
                data-state={state}
                onClick={() => toggle(region)}
              >
                <span>{t(`languagePicker.regions.${region}`)}</span>
                <svg className={chevron} width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                  <path d="M2 5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
              <ul id={listId} className={localeList} data-state={state} hidden={state === 'closed'}>
                {locales.map((locale) => (
                  <li key={locale.code}>
                    <Link
                      href={`${route}${query}`}
                      locale={locale.code}
                      hrefLang={locale.code}
                      lang={locale.code}
                      className={localeLink}
                      aria-current={locale.code === page.locale ? 'true' : undefined}
                      onClick={(event) => {
                        if (isPlainActivation(event)) onSelect(locale.code);
                      }}
                    >
                      <Flag code={locale.flag} />
                      <span>{locale.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
