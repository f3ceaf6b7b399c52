import { useEffect, useRef, type RefObject } from 'react';

/** Why a popup closed: Escape, a pointer outside it, or focus moving out of it (Tab past its last item). */
export type DismissReason = 'escape' | 'outside' | 'focus';

/**
 * Closes an open popup (a dropdown, a menu) the way visitors expect, while `open`: Escape, a pointer pressed outside
 * `ref`, or focus leaving it for another element. The one place this is written; dialogs opened with showModal()
 * get Escape and focus containment from the platform instead.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, onDismiss: (reason: DismissReason) => void): void {
  // The latest callback, without re-subscribing on every render.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) dismiss.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss.current('escape');
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) dismiss.current('focus');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [ref, open]);
}
