// Client-side navigation and prefetching, started once the first page is hydrating. Nothing on the first screen
// needs it, so it is not in the first-load JavaScript: until it arrives, a click is an ordinary page load.
import { anchorFacts, interceptedUrl, PLAIN_CLICK } from './link-rules.ts';
import { startPrefetching } from './prefetch.ts';
import { startRouter, type RouterOptions } from './router.ts';

/** What the router needs, but the prefetcher: navigation starts it itself. */
export type NavigationOptions = Omit<RouterOptions, 'prefetching'>;

/** Prefetches local links as they come into view or under the pointer, and renders them without a full load. */
export function startNavigation({ loader, locales, ...router }: NavigationOptions): void {
  const isLocal = (anchor: HTMLAnchorElement) => {
    const url = interceptedUrl(PLAIN_CLICK, anchorFacts(anchor), location, locales);
    return url && url.pathname !== location.pathname ? url.pathname : null;
  };
  const prefetching = startPrefetching({ isLocal, prefetch: loader.prefetch });
  startRouter({ ...router, loader, locales, prefetching });
}
