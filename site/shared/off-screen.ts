// The page's bands and its footer are laid out and painted only as they near the screen (content-visibility: auto,
// in site/design/global-styles.ts). Chromium paints a long page before it has parsed all of it, then lays out the
// rest: on the home page that layout now covers 225 boxes instead of 607, a task of 4-7 ms instead of 15-36 ms on a
// two-core test machine. Until a part has been drawn it stands at a guessed height; once drawn, the browser
// remembers its height.

/** The attribute that marks such a part (Section, Footer). */
export const OFF_SCREEN_ATTRIBUTE = 'data-off-screen';

/** Props that mark an element as such a part. */
export const offScreenPart = { [OFF_SCREEN_ATTRIBUTE]: '' } as const;

/**
 * Has every such part drawn at its real height until `release` is called: a scroll offset saved on a page as it was
 * drawn then points at the same content (runtime/router.ts). Style properties set from a script are allowed by the
 * Content-Security-Policy, where a style element would not be.
 */
export function drawOffScreenParts(document: Document): { release(): void } {
  const parts = [...document.querySelectorAll<HTMLElement>(`[${OFF_SCREEN_ATTRIBUTE}]`)];
  for (const part of parts) part.style.contentVisibility = 'visible';
  return {
    release() {
      for (const part of parts) part.style.removeProperty('content-visibility');
    },
  };
}
