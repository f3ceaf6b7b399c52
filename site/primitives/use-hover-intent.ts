import { useEffect, useRef, type PointerEvent } from 'react';

/** A pointer resting this long over a trigger means "show me"; passing across it on the way elsewhere does not. */
const OPEN_DELAY_MS = 120;
/** Leaving for this long means "done": a pointer that cuts a corner on its way into the panel does not close it. */
const CLOSE_DELAY_MS = 300;

export interface HoverIntent {
  /** For the element: its pointer handlers. */
  handlers: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
  };
  /**
   * Forgets a pending show or hide: the popup was opened or closed another way (a click, a key, focus moving on), and a
   * mouse still resting where it clicked must not undo that a moment later.
   */
  cancel: () => void;
}

/**
 * Hover intent for a popup: `show` after a mouse rests over the element, `hide` after it has left for a moment.
 * Touch and pen are left to the click (a tap fires pointer events too, and would open and toggle at once).
 */
export function useHoverIntent(show: () => void, hide: () => void): HoverIntent {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks, so a timer set before a render calls what is current when it fires.
  const latest = useRef({ show, hide });
  latest.current = { show, hide };
  useEffect(() => () => clearTimeout(timer.current), []);
  const after = (delay: number, action: 'show' | 'hide') => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current[action](), delay);
  };
  return {
    handlers: {
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') after(OPEN_DELAY_MS, 'show');
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'mouse') after(CLOSE_DELAY_MS, 'hide');
      },
    },
    cancel: () => clearTimeout(timer.current),
  };
}
