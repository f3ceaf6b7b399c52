import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useCommitEffect } from './use-commit-effect.ts';
import { createPortal } from 'react-dom';
import { spring } from '../design/tokens.ts';
import { closeButton, dialog as dialogStyle, heading, panel } from './modal-styles.ts';
import { useSite } from '../context.tsx';
import { MODAL_EVENT } from '../shared/dom-names.ts';
import { useDismiss } from './use-dismiss.ts';

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

/** The closing animation's length: the dialog stays in the document this long after it closes. */
const CLOSE_DURATION_MS = Number.parseInt(spring.duration, 10);

const noSubscription = () => () => {};

/**
 * False on the server and while hydrating, true afterwards: the dialog appears only after hydration, so the
 * client's first render matches the server's empty one.
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

/** Opens `dialog` in the top layer; a DOM without showModal() (a test DOM) still shows it, as a plain open dialog. */
function showModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function close(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * A dialog (SPEC §4): a native `<dialog>` opened with showModal(), so the platform puts it in the top layer, makes
 * the page behind it inert and keeps focus inside. Escape and a press outside the panel close it (the dismiss hook),
 * page scroll is locked while it is open (global styles), focus goes back to what had it, and it fades and slides
 * in and out (CSS: `@starting-style` and discrete transitions). Nothing renders on the server (it opens closed).
 */
export function Modal({ open, onClose, title, disposition = 'normal', trackId, children }: ModalProps) {
  const { t } = useSite();
  const isClient = useIsClient();
  const [mounted, setMounted] = useState(open);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Callers pass inline closures: reading them through a ref keeps a re-render from re-running the open/close
  // effect (which would move focus back to the trigger and report a spurious close).
  const latest = useRef({ onClose, title, trackId });
  useCommitEffect(() => {
    latest.current = { onClose, title, trackId };
  });

  if (open && !mounted) setMounted(true);

  const active = open && mounted && isClient;
  useDismiss(panelRef, active, (reason) => {
    // Inside a modal dialog focus cannot reach the page; it only leaves for the browser's own interface.
    if (reason !== 'focus') latest.current.onClose();
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!active || !dialog) return;
    const { title: name, trackId: id } = latest.current;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    showModal(dialog);
    // showModal() focuses the first control itself; a DOM without it does not.
    if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('button, a[href]')?.focus();
    window.dispatchEvent(new CustomEvent(MODAL_EVENT, { detail: { state: 'open', trackId: id, name } }));
    return () => {
      close(dialog);
      const focused = document.activeElement;
      // Give focus back unless the visitor has already put it somewhere else on purpose.
      if (!focused || focused === document.body || dialog.contains(focused)) previousFocus?.focus();
      window.dispatchEvent(new CustomEvent(MODAL_EVENT, { detail: { state: 'closed', trackId: id, name } }));
    };
  }, [active]);

  // Closed, it stays in the document while it fades out, then leaves.
  useEffect(() => {
    if (open || !mounted) return;
    if (prefersReducedMotion()) {
      setMounted(false);
      return;
    }
    const timer = setTimeout(() => setMounted(false), CLOSE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  if (!mounted || !isClient) return null;
  // On the body, so that the styles of where it is opened from (the footer's light-on-dark links) do not reach it.
  return createPortal(
    <dialog
      ref={dialogRef}
      className={dialogStyle}
      aria-labelledby={titleId}
      data-modal=""
      data-state={open ? 'open' : 'closed'}
      // Escape is the dismiss hook's to handle: the owner decides, and the dialog closes when `open` turns false.
      onCancel={(event) => event.preventDefault()}
    >
      <div ref={panelRef} className={panel} data-disposition={disposition}>
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
    </dialog>,
    document.body,
  );
}
