import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { colour, media, modalSmallMaxWidth, space, spring } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { MODAL_EVENT } from '../runtime/events.ts';

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

const DURATION_MS = 400;

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(2)};
  background: rgba(18, 21, 46, 0.6);
  opacity: 0;
  transition: opacity ${spring.duration} ${spring.easing};
  &[data-state='open'] {
    opacity: 1;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

const panel = css`
  position: relative;
  width: 100%;
  max-width: 48rem;
  max-height: calc(100vh - ${space(4)});
  overflow-y: auto;
  padding: ${space(4)};
  background: ${colour.background};
  color: ${colour.text};
  border-radius: 8px;
  box-shadow: 0 32px 64px -32px rgba(18, 21, 46, 0.6);
  transform: translateY(${space(3)});
  transition: transform ${spring.duration} ${spring.easing};
  [data-state='open'] > & {
    transform: none;
  }
  &[data-disposition='small'] {
    max-width: ${modalSmallMaxWidth};
  }
  ${media.reducedMotion} {
    transition: none;
    transform: none;
  }
  ${media.mobile} {
    padding: ${space(3)} ${space(2)};
  }
  h2 {
    margin: 0 ${space(5)} ${space(2)} 0;
    font-size: 1.5rem;
  }
`;

const closeButton = css`
  position: absolute;
  top: ${space(2)};
  right: ${space(2)};
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: ${colour.surface};
  color: ${colour.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${colour.grey};
  }
`;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A dialog (SPEC §4): fades and slides in and out, closes on Escape or a click outside, locks page scroll,
 * keeps focus inside and gives it back to what had it. Nothing renders on the server (it opens closed).
 */
export function Modal({ open, onClose, title, disposition = 'normal', trackId, children }: ModalProps) {
  const { t } = useSite();
  const [mounted, setMounted] = useState(open);
  const [visible, setVisible] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (open) {
      setMounted(true);
      const frame = requestAnimationFrame(() => setVisible(true));
      return () => cancelAnimationFrame(frame);
    }
    setVisible(false);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(() => setMounted(false), reduced ? 0 : DURATION_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    window.dispatchEvent(new CustomEvent(MODAL_EVENT, { detail: { state: 'open', trackId, name: title } }));
    const previous = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const focusFirst = () => (panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current)?.focus();
    const frame = requestAnimationFrame(focusFirst);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (!focusable.length) return;
      const first = focusable[0]!;
      const last = focusable[focusable.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previous?.focus?.();
      window.dispatchEvent(new CustomEvent(MODAL_EVENT, { detail: { state: 'closed', trackId, name: title } }));
    };
  }, [open, onClose, title, trackId]);

  if (!mounted || typeof document === 'undefined') return null;
  return createPortal(
    <div
      className={backdrop}
      data-state={visible && open ? 'open' : 'closed'}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={panelRef} className={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} data-disposition={disposition} data-state={open ? 'open' : 'closed'} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={closeButton} onClick={onClose} aria-label={t('modal.close')}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}
