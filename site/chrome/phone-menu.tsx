import { css } from '@linaria/core';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { colour, media, mediaQuery, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Logo } from '../primitives/logo.tsx';
import { RenderedEnhanced, useEnhanced } from '../primitives/use-enhanced.ts';
import { LanguageList } from './language-list.tsx';

const toggle = css`
  display: none;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(1)} ${space(1.5)};
  border: 1px solid ${colour.border};
  border-radius: 4px;
  background: ${colour.background};
  color: ${colour.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  ${media.mobile} {
    display: inline-flex;
  }
`;

/** Without JavaScript: the menu unfolds under the bar, in the page. */
const inlinePanel = css`
  ${media.mobile} {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    max-height: calc(100vh - 4.5rem);
    overflow-y: auto;
    padding: ${space(1)} ${space(2.5)} ${space(3)};
    background: ${colour.background};
    border-bottom: 1px solid ${colour.grey};
    box-shadow: 0 16px 24px -16px rgba(18, 21, 46, 0.3);
  }
`;

/** With JavaScript: a modal sheet from the right, over a scrim; the page behind is inert and does not scroll. */
const sheet = css`
  margin: 0 0 0 auto;
  width: min(24rem, 100vw);
  max-width: 100vw;
  height: 100vh;
  height: 100dvh;
  max-height: none;
  padding: ${space(1)} ${space(2.5)} ${space(3)};
  border: 0;
  background: ${colour.background};
  color: ${colour.text};
  box-shadow: -24px 0 48px -24px rgba(18, 21, 46, 0.4);
  overflow-y: auto;
  &::backdrop {
    background: rgba(18, 21, 46, 0.55);
  }
`;

const closeButton = css`
  display: inline-flex;
  padding: ${space(1)};
  border: 1px solid ${colour.border};
  border-radius: 4px;
  background: ${colour.background};
  color: ${colour.text};
  cursor: pointer;
`;

const sheetBar = css`
  display: flex;
  justify-content: space-between;
  min-height: 3.5rem;
  align-items: center;
  margin-bottom: ${space(1.5)};
`;

/** The language list, last, set apart from the menus. */
const languages = css`
  margin-top: ${space(2)};
  padding-top: ${space(1)};
  border-top: 1px solid ${colour.grey};
`;

/** The primary action, first thing under the bar, across the sheet. */
const actionSlot = css`
  margin-bottom: ${space(1.5)};
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}

const FOCUSABLE = 'a[href], button:not([disabled]), summary, input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Shown on screen: not in a closed disclosure or a hidden list (links in a closed `<details>` still have a layout). */
function isShown(control: HTMLElement): boolean {
  if (control.closest('details:not([open]) > :not(summary)')) return false;
  return typeof control.checkVisibility === 'function' ? control.checkVisibility() : control.offsetParent !== null;
}

/**
 * Tab past the last control comes back to the first, and Shift+Tab before the first to the last. showModal() keeps
 * focus out of the inert page, but lets it leave for the browser's own interface at either end.
 */
function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isShown);
  const [first, last] = [controls[0], controls.at(-1)];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface PhoneMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The primary action, shown at the top of the menu. */
  action: ReactNode;
  /** The menus (the language list follows them). */
  children: ReactNode;
}

/**
 * The menu on narrow screens. Without JavaScript a `<details>` that unfolds under the bar; once hydrated a native
 * `<dialog>` opened with showModal(): the top layer, a scrim, what is behind made inert, focus kept inside, Escape
 * closing it with focus back on the menu button, and the page's scroll locked meanwhile (global styles). A desktop,
 * which does not show it, keeps the server's form; a phone's sheet is drawn when first opened, not at start-up.
 */
export function PhoneMenu({ open, onOpenChange, action, children }: PhoneMenuProps) {
  const { site, t } = useSite();
  const enhanced = useEnhanced(mediaQuery.mobile);
  const [drawn, setDrawn] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const show = () => {
    const element = dialog.current;
    if (!element) return;
    // Its content is in place before it opens, so that the dialog's first control takes the focus.
    if (!drawn) flushSync(() => setDrawn(true));
    // Browsers without showModal() (and test DOMs) still show it, as a plain open dialog.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    onOpenChange(true);
  };
  const hide = () => {
    const element = dialog.current;
    if (element?.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  };
  // Every way it closes (Escape, the close button, a link, the scrim) ends here.
  const closed = () => {
    onOpenChange(false);
    button.current?.focus();
  };
  // The owner closes it too (a link was chosen).
  useEffect(() => {
    if (!open) hide();
  }, [open]);

  // Once scripted, the server's form stays where it was, hidden: taking it out of the page was a commit of 17 ms at
  // start-up on a two-core test machine, React walking every element it held.
  const serverForm = (
    <details hidden={enhanced}>
      <summary className={toggle}>
        <MenuIcon open={false} />
        {t('nav.menu')}
      </summary>
      <div className={inlinePanel}>
        {action ? <div className={actionSlot}>{action}</div> : null}
        {children}
        <LanguageList className={languages} />
      </div>
    </details>
  );
  if (!enhanced) return serverForm;
  return (
    <>
      {serverForm}
      <button
        ref={button}
        type="button"
        className={toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t('nav.openMenu')}
        aria-label={t('nav.openMenu')}
        onClick={show}
        data-state={open ? 'open' : 'closed'}
      >
        <MenuIcon open={false} />
        {t('nav.menu')}
      </button>
      <dialog
        ref={dialog}
        className={sheet}
        aria-label={t('nav.menu')}
        data-phone-menu=""
        onClose={closed}
        onKeyDown={wrapFocus}
        // A click on the scrim lands on the dialog itself (its content fills it edge to edge).
        onClick={(event) => event.target === event.currentTarget && hide()}
      >
        {drawn ? (
          <RenderedEnhanced.Provider value>
            <div className={sheetBar}>
              <span aria-hidden="true">
                <Logo name={site.siteName} />
              </span>
              <button type="button" className={closeButton} title={t('nav.closeMenu')} aria-label={t('nav.closeMenu')} onClick={hide}>
                <MenuIcon open />
              </button>
            </div>
            {action ? <div className={actionSlot}>{action}</div> : null}
            {children}
            <LanguageList className={languages} />
          </RenderedEnhanced.Provider>
        ) : null}
      </dialog>
    </>
  );
}
