// Where focus goes when the cookie banner closes: back to where it was before the visitor reached the banner, else
// to the page's main content, never to <body>. Shared by the served banner's inline script (first-view.ts) and the
// React banner (banner-mount.tsx), which are separate bundles: what one records, the other reads, on the element.

const RETURN_TO = Symbol.for('site:consent-return-focus');

type Watched = HTMLElement & { [RETURN_TO]?: HTMLElement | null };

/** Starts noting, on `container`, the element focus came from each time it enters the banner (once per container). */
export function watchFocusOrigin(container: HTMLElement): void {
  const watched = container as Watched;
  if (RETURN_TO in watched) return;
  watched[RETURN_TO] = null;
  container.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !container.contains(from) && from !== document.body) watched[RETURN_TO] = from;
  });
}

/** Takes the banner out of the page; if it had focus (before its content went), gives focus back (see above). */
export function removeBanner(container: HTMLElement, hadFocus = container.contains(document.activeElement)): void {
  container.remove();
  if (!hadFocus) return;
  const returnTo = (container as Watched)[RETURN_TO];
  const target = returnTo?.isConnected ? returnTo : document.getElementById('main');
  target?.focus({ preventScroll: true });
}
