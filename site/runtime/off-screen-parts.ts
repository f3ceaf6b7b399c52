// The parts of a page that the browser skips until they near the screen (site/shared/dom-names.ts) are drawn for
// good once a visitor starts using the page, one part per idle period: the layout the first paint left undone comes
// in small tasks instead of one long one, and from then on the page is as if nothing had been skipped (its height for
// the scroll bar and the End key, a full-page screenshot, a contrast checker). Not before: each part's layout is a
// task of 10-30 ms on a slow phone, work a page that is only being looked at does not need. Style properties set
// from a script are allowed by the Content-Security-Policy, where a style element would not be.
import { OFF_SCREEN_ATTRIBUTE } from '../shared/dom-names.ts';
import { whenIdle } from './idle.ts';

const DRAWN = 'visible';

function partsNotDrawn(document: Document): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(`[${OFF_SCREEN_ATTRIBUTE}]`)].filter((part) => part.style.contentVisibility !== DRAWN);
}

function draw(part: HTMLElement): void {
  part.style.contentVisibility = DRAWN;
}

/** Draws every part now: back and forward, before the scroll to a saved offset, which counts them at their heights. */
export function drawAllParts(document: Document): void {
  partsNotDrawn(document).forEach(draw);
}

/**
 * Draws the parts not drawn yet, one per idle period. One at a time, whatever time the browser says is left: setting
 * the style takes none, and the layout it brings comes in the next frame, which would lay out every part set at once.
 */
export function drawPartsWhenIdle(document: Document): void {
  const parts = partsNotDrawn(document);
  const drawNext = () => {
    const part = parts.shift();
    if (part?.isConnected) draw(part);
    if (parts.length) whenIdle(drawNext);
  };
  if (parts.length) whenIdle(drawNext);
}

/** What a visitor's first use of the page starts with. */
const FIRST_ACTIONS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Draws the parts not drawn yet once the visitor starts using the page (drawPartsWhenIdle): at once if the page is
 * already scrolled (a link to a part, a restored position).
 */
export function drawPartsOnFirstAction(document: Document): void {
  const window = document.defaultView!;
  const start = () => {
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, start, { capture: true });
    drawPartsWhenIdle(document);
  };
  if (window.scrollY > 0) return start();
  for (const type of FIRST_ACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
}
