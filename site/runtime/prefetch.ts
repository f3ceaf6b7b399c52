import { shouldPrefetch } from './link-rules.ts';

type Connection = { effectiveType?: string; saveData?: boolean };

/**
 * Prefetches local links when they scroll into view or when a pointer hovers or touches them, through a
 * small queue that never asks for the same path twice.
 */
export function startPrefetching(options: {
  isLocal: (anchor: HTMLAnchorElement) => string | null;
  prefetch: (pathname: string) => Promise<void>;
  concurrency?: number;
}): PrefetchHandle {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!shouldPrefetch(connection)) return { rescan() {}, stop() {} };
  const seen = new Set<string>();
  const queue: string[] = [];
  let running = 0;
  const concurrency = options.concurrency ?? 2;
  const pump = () => {
    while (running < concurrency && queue.length) {
      const pathname = queue.shift()!;
      running += 1;
      options
        .prefetch(pathname)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };
  const enqueue = (anchor: HTMLAnchorElement, urgent: boolean) => {
    const pathname = options.isLocal(anchor);
    if (!pathname || seen.has(pathname)) return;
    seen.add(pathname);
    if (urgent) queue.unshift(pathname);
    else queue.push(pathname);
    pump();
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              // Wait for an idle moment: visible links must not compete with the page's own work.
              const anchor = entry.target as HTMLAnchorElement;
              whenIdle(() => enqueue(anchor, false));
            }
          },
          { rootMargin: '200px' },
        )
      : null;
  // Every link is watched, and only one that comes into view is asked whether it is local (enqueue): asking all of
  // a page's hundred-odd links at start-up parsed two URLs each, a 10 ms task on a two-core test machine.
  const observeAll = () => {
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) observer?.observe(anchor);
  };
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor) enqueue(anchor as HTMLAnchorElement, true);
  };
  document.addEventListener('mouseover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  let stopped = false;
  // The page's links are looked for once the browser is idle: the first page is still hydrating.
  whenIdle(() => {
    if (!stopped) observeAll();
  });
  return {
    rescan: observeAll,
    stop() {
      stopped = true;
      observer?.disconnect();
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
    },
  };
}

function whenIdle(callback: () => void): void {
  (window.requestIdleCallback ?? ((later: () => void) => setTimeout(later, 50)))(callback);
}

export interface PrefetchHandle {
  /** Watches the links of a newly rendered page. */
  rescan(): void;
  stop(): void;
}
