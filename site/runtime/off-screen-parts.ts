// The parts of a page that the browser skips until they near the screen (site/shared/dom-names.ts) are drawn for
// good once it is idle, one part per idle period: the layout the first paint left undone comes in small tasks instead
// of one long one, and from then on the page is as if nothing had been skipped (its height for the scroll bar and the
// End key, a full-page screenshot, a contrast checker). Style properties set from a script are allowed by the
// Content-Security-Policy, where a style element would not be.
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
