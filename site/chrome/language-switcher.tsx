import { css } from '@linaria/core';
import { useState } from 'react';
import { colour, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Flag } from '../primitives/flag.tsx';
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

/** The footer's language switcher: the current locale, opening the language and region picker. */
export function LanguageSwitcher({ onSelect }: LanguageSwitcherProps) {
  const { site, page, t } = useSite();
  const [open, setOpen] = useState(false);
  const enhanced = useEnhanced();
  const current = site.locales.find((locale) => locale.code === page.locale);
  // The picker's links go to the same page in the chosen locale by themselves; this only remembers the choice.
  const choose = (code: string) => {
    if (onSelect) onSelect(code);
    else console.warn('LanguageSwitcher has no onSelect listener: the language choice will not be remembered.');
  };
  if (!enhanced) return <LanguageList className={plainList} compact />;
  return (
    <>
      <button
        type="button"
        className={trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-track-id="footer-language"
        aria-label={`${t('languagePicker.open')}: ${current?.name ?? page.locale}`}
      >
        <Flag code={current?.flag ?? null} />
        <span>{current?.name}</span>
      </button>
      <LanguagePicker open={open} onClose={() => setOpen(false)} onSelect={choose} />
    </>
  );
}
