import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { REGIONS, type Region } from '../shared/locales.ts';
import { colour, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Flag } from '../components/flag.tsx';
import { Modal } from '../components/modal.tsx';

export interface LanguagePickerProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen locale before the page changes (the caller remembers it and switches). */
  onSelect: (code: string) => void;
}

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
  padding: ${space(1.5)} 0;
  border: 0;
  background: none;
  color: ${colour.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &::after {
    content: '+';
    font-size: 1.25rem;
    color: ${colour.primary};
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;

const localeList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${space(0.5)} ${space(2)};
  list-style: none;
  margin: 0 0 ${space(2)};
  padding: 0;
  &[data-state='closed'] {
    display: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${space(1)};
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
  svg {
    flex-shrink: 0;
    border: 1px solid ${colour.grey};
  }
`;

/**
 * The language and region picker (SPEC §2, §4): locales grouped by region (Europe, Africa, America, Oceania,
 * Asia, World), each group opening and closing, World open at first; choosing keeps the page.
 */
export function LanguagePicker({ open, onClose, onSelect }: LanguagePickerProps) {
  const { site, page, t } = useSite();
  const [expanded, setExpanded] = useState<Set<Region>>(() => new Set<Region>(['world']));
  const id = useId();
  const route = page.template === 'not-found' ? '/' : page.route;
  const regions = REGIONS.filter((region) => site.locales.some((locale) => locale.region === region));
  return (
    <Modal open={open} onClose={onClose} title={t('languagePicker.title')} trackId="language-picker">
      <ul className={groups}>
        {regions.map((region) => {
          const isOpen = expanded.has(region);
          const listId = `${id}-${region}`;
          return (
            <li key={region}>
              <button
                type="button"
                className={groupButton}
                aria-expanded={isOpen}
                aria-controls={listId}
                data-state={isOpen ? 'open' : 'closed'}
                onClick={() =>
                  setExpanded((current) => {
                    const next = new Set(current);
                    if (next.has(region)) next.delete(region);
                    else next.add(region);
                    return next;
                  })
                }
              >
                {t(`languagePicker.regions.${region}`)}
              </button>
              <ul id={listId} className={localeList} data-state={isOpen ? 'open' : 'closed'}>
                {site.locales
                  .filter((locale) => locale.region === region)
                  .map((locale) => (
                    <li key={locale.code}>
                      <a
                        href={`/${locale.code}${route}`}
                        hrefLang={locale.code}
                        lang={locale.code}
                        aria-current={locale.code === page.locale ? 'true' : undefined}
                        onClick={(event) => {
                          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                          event.preventDefault();
                          onSelect(locale.code);
                        }}
                      >
                        <Flag code={locale.flag} />
                        <span>{locale.name}</span>
                      </a>
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
