import { css } from '@linaria/core';
import { Suspense, useState } from 'react';
import { colour, mediaQuery, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import type { ReactNode } from 'react';
import { useEnhanced } from '../primitives/use-enhanced.ts';
import { LanguageList } from './language-list.tsx';
import { LanguagePicker } from './language-picker.tsx';

export interface LanguageSwitcherProps {
  /**
   * Called with the chosen locale before the page changes, to remember the choice. Without it the switch
   * still happens, but a warning says the choice will not be remembered (SPEC §8).
   */
  onSelect?: (code: string) => void;
}

const trigger = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(1)} ${space(1.5)};
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: 4px;
  background: none;
  color: ${colour.white};
  font: inherit;
  cursor: pointer;
  &:hover {
    border-color: ${colour.white};
  }
  svg {
    background: ${colour.white};
    border-radius: 2px;
  }
`;

/**
 * Before the picker's script: a disclosure of plain links (a language change without JavaScript), its summary drawn
 * as the picker's button so that nothing moves when the script takes over; the list opens on a white card. Doubled
 * class: the list's own rules have the same specificity.
 */
const plainList = css`
  && summary {
    padding: ${space(1)} ${space(1.5)};
    border: 1px solid rgba(255, 255, 255, 0.5);
    border-radius: 4px;
    color: ${colour.white};
    font-weight: normal;
  }
  && summary:hover {
    border-color: ${colour.white};
  }
  && summary > span:last-child {
    color: ${colour.white};
  }
  &&[open] > div {
    margin-top: ${space(1)};
    padding: ${space(1)};
    border-radius: 6px;
    background: ${colour.white};
  }
`;

/** In the header: a quiet button on white, the flag and the locale's code ("EN", "FR-CA"); its name is read. */
const headerTrigger = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 2.75rem;
  padding: 0 ${space(1.25)};
  border: 1px solid ${colour.border};
  border-radius: 4px;
  background: none;
  color: ${colour.text};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  cursor: pointer;
  &:hover {
    border-color: ${colour.primary};
    color: ${colour.primary};
  }
`;

/**
 * The header's list before the picker's script: the summary drawn as the button, the list on a card under the bar
 * at the right, in the menus' exclusive group (opening it closes an open menu, and the other way round).
 */
const headerList = css`
  && summary {
    min-height: 2.75rem;
    padding: 0 ${space(1.25)};
    border: 1px solid ${colour.border};
    font-size: 0.875rem;
  }
  &&[open] > div {
    position: absolute;
    top: calc(100% + ${space(1)});
    right: 0;
    width: min(40rem, calc(100vw - ${space(4)}));
    padding: ${space(1)};
    border: 1px solid ${colour.border};
    border-radius: 8px;
    background: ${colour.white};
    box-shadow: 0 24px 48px -24px rgba(18, 21, 46, 0.4);
  }
`;

export interface PlacedLanguageSwitcherProps extends LanguageSwitcherProps {
  /** `footer`: on the dark footer; `header`: on the white bar, compact. */
  placement: 'header' | 'footer';
  /**
   * What the button shows for the current locale (its name by default; the footer adds its flag, the header shows a
   * globe and the locale's code). The module draws no flag itself, so the header does not load them with the page.
   */
  label?: ReactNode;
}

/** The language switcher: the current locale, opening the language and region picker. */
export function LanguageSwitcher({ onSelect, placement, label }: PlacedLanguageSwitcherProps) {
  const { site, page, t } = useSite();
  const [open, setOpen] = useState(false);
  // The picker's code loads once a visitor points at, focuses or presses the button (language-picker.lazy.tsx).
  const [wanted, setWanted] = useState(false);
  const inHeader = placement === 'header';
  // The header's button is in the wide navigation, which a phone does not show.
  const enhanced = useEnhanced(inHeader ? mediaQuery.wide : 'all');
  const current = site.locales.find((locale) => locale.code === page.locale);
  // The picker's links go to the same page in the chosen locale by themselves; this only remembers the choice.
  const choose = (code: string) => {
    if (onSelect) onSelect(code);
    else console.warn('LanguageSwitcher has no onSelect listener: the language choice will not be remembered.');
  };
  const shown = label ?? <span>{current?.name}</span>;
  // The name starts with what the button shows (WCAG 2.5.3): the header's "EN", the footer's locale name.
  const named = t('languagePicker.current', { open: t('languagePicker.open'), name: current?.name ?? page.locale });
  const name = inHeader ? `${page.locale.toUpperCase()} – ${named}` : named;
  if (!enhanced) {
    return inHeader ? (
      <LanguageList className={headerList} compact group="site-menu" current={shown} />
    ) : (
      <LanguageList className={plainList} compact />
    );
  }
  return (
    <>
      <button
        type="button"
        className={inHeader ? headerTrigger : trigger}
        onPointerEnter={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        data-track-id={`${placement}-language`}
        aria-label={name}
      >
        {shown}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <LanguagePicker open={open} onClose={() => setOpen(false)} onSelect={choose} />
        </Suspense>
      ) : null}
    </>
  );
}
