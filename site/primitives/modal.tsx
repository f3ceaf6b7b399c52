import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { spring } from '../design/tokens.ts';
import { backdrop, closeButton, heading, panel } from './modal-styles.ts';
import { useSite } from '../context.tsx';
import { MODAL_EVENT } from '../shared/events.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The visible heading, also the dialog's accessible name. */
  title: string;
  /** `small` is at most 30rem wide (SPEC §9). Default: normal. */
  disposition?: 'small' | 'normal';
  /** Sent with the open and close events to analytics (SPEC §7). */
  trackId?: string;
  children: ReactNode;
}

/** The closing animation's length: the dialog stays mounted this long after `open` turns false. */
const CLOSE_DURATION_MS = Number.parseInt(spring.duration, 10);
/** happy-dom and some browsers (a hidden tab) never fire transitionend: unmount on a timer as well. */
const CLOSE_FALLBACK_MS = CLOSE_DURATION_MS + 50;

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(', ');

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true afterwards: the portal then appears only after hydration,
 * so the client's first render matches the server's empty one.
 */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The elements Tab reaches inside `root`, in order; those in a collapsed (`hidden`) or inert part are skipped. */
function tabbableElements(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/**
 * A dialog (SPEC §4): fades and slides in and out, closes on Escape or a click outside, locks page scroll,
 * keeps focus inside and gives it back to what had it. Nothing renders on the server (it opens closed).
 * The dialog's `data-state` is the logical state; the backdrop's turns `open` one frame later so the
 * opening transition has a starting point.
 */
export function Modal({ open, onClose, title, disposition = 'normal', trackId, children }: ModalProps) {
  const { t } = useSite();
  const isClient = useIsClient();
  const [mounted, setMounted] = useState(open);
  const [shown, setShown] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const pressStartedInside = useRef(false);
  const titleId = useId();
  // Callers pass inline closures: reading them through a ref keeps a re-render from re-running the
  // open/close effect (which would move focus back to the trigger and report a spurious close).
  const latest = useRef({ onClose, title, trackId });
  useLayoutEffect(() => {
    latest.current = { onClose, title, trackId };
  });

  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (!open || !mounted) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open, mounted]);

  useEffect(() => {
    if (open || !mounted) return;
    setShown(false);
    const unmount = () => setMounted(false);
    if (prefersReducedMotion()) {
      unmount();
      return;
    }
    const timer = setTimeout(unmount, CLOSE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  const active = open && mounted && isClient;
  useEffect(() => {
    const dialog = panelRef.current;
    if (!active || !dialog) return;
    const { title: name, trackId: id } = latest.current;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (tabbableElements(dialog)[0] ?? dialog).focus();
    window.dispatchEvent(new CustomEvent(MODAL_EVENT, { detail: { state: 'open', trackId: id, name } }));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        latest.current.onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const tabbable = tabbableElements(dialog);
      const first = tabbable[0];
      const last = tabbable[tabbable.length - 1];
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const focused = document.activeElement;
      const outside = !focused || focused === dialog || !dialog.contains(focused);
      if (outside) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && focused === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && focused === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes anyway (a screen reader's virtual cursor, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) (tabbableElements(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = previousOverflow;
      const focused = document.activeElement;
      // Give focus back unless the visitor has already put it somewhere else on purpose.
      if (!focused || focused === document.body || dialog.contains(focused)) previousFocus?.focus();
      window.dispatchEvent(new CustomEvent(MODAL_EVENT, { detail: { state: 'closed', trackId: id, name } }));
    };
  }, [active]);

  if (!mounted || !isClient) return null;
  return createPortal(
    <div
      className={backdrop}
      data-state={open && shown ? 'open' : 'closed'}
      onMouseDown={(event) => {
        pressStartedInside.current = event.target !== event.currentTarget;
      }}
      onClick={(event) => {
        // A press that starts in the panel and ends on the backdrop (selecting text) is not a click outside.
        const outside = event.target === event.currentTarget && !pressStartedInside.current;
        pressStartedInside.current = false;
        if (outside && open) latest.current.onClose();
      }}
      onTransitionEnd={(event) => {
        if (!open && event.target === event.currentTarget) setMounted(false);
      }}
    >
      <div
        ref={panelRef}
        className={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-disposition={disposition}
        data-state={open ? 'open' : 'closed'}
        tabIndex={-1}
        inert={!open}
      >
        <h2 id={titleId} className={heading}>
          {title}
        </h2>
        <button type="button" className={closeButton} onClick={() => latest.current.onClose()} aria-label={t('modal.close')}>
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
