// Work that can wait for a moment the page is not using: prefetching, drawing the parts below the first screen,
// registering the service worker.

/**
 * Runs `callback` once the browser is idle; where it cannot say (Safari has no requestIdleCallback), after
 * `fallbackDelay` milliseconds.
 */
export function whenIdle(callback: () => void, fallbackDelay = 50): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
  else setTimeout(callback, fallbackDelay);
}
