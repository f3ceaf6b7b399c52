import { whenIdle } from './idle.ts';
import { shouldPrefetch } from './link-rules.ts';

type Connection = { effectiveType?: string; saveData?: boolean };

/**
 * What a prefetch asks for: a link in view, the page's data; a link under the pointer or a finger, which is likely
 * to be followed, its template's code as well.
 */
export type PrefetchExtent = 'data' | 'data-and-code';

/**
 * The longest an idle moment spends on links in view. Each asks whether it is local (two URLs parsed) and may start a
 * request: the twenty-odd links of a first screen, all in one idle callback, made a task of 19 ms on a two-core test
 * machine, which a phone four times slower feels as blocking.
 */
const IDLE_SLICE_MS = 4;

/**
 * Prefetches local links when they scroll into view or when a pointer hovers or touches them, through a
 * small queue that never asks for the same thing twice.
 */
export function startPrefetching(options: {
  isLocal: (anchor: HTMLAnchorElement) => string | null;
  prefetch: (pathname: string, extent: PrefetchExtent) => Promise<void>;
  concurrency?: number;
}): PrefetchHandle {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (!shouldPrefetch(connection)) return { rescan() {}, stop() {} };
  const seen = new Map<string, PrefetchExtent>();
  const queue: [string, PrefetchExtent][] = [];
  let running = 0;
  const concurrency = options.concurrency ?? 2;
  const pump = () => {
    while (running < concurrency && queue.length) {
      const [pathname, extent] = queue.shift()!;
      running += 1;
      options
        .prefetch(pathname, extent)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };
  const enqueue = (anchor: HTMLAnchorElement, urgent: boolean) => {
    const pathname = options.isLocal(anchor);
    const extent: PrefetchExtent = urgent ? 'data-and-code' : 'data';
    if (!pathname || seen.get(pathname) === extent || seen.get(pathname) === 'data-and-code') return;
    seen.set(pathname, extent);
    if (urgent) queue.unshift([pathname, extent]);
    else queue.push([pathname, extent]);
    pump();
  };
  // Links that came into view, taken at idle moments: visible links must not compete with the page's own work. An idle
  // moment takes what it can in IDLE_SLICE_MS and leaves the rest to the next one.
  const inViewWaiting: HTMLAnchorElement[] = [];
  const takeInView = () => {
    const started = performance.now();
    while (inViewWaiting.length && performance.now() - started < IDLE_SLICE_MS) enqueue(inViewWaiting.shift()!, false);
    if (inViewWaiting.length) whenIdle(takeInView);
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            const inView = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLAnchorElement);
            inView.forEach((anchor) => observer?.unobserve(anchor));
            if (!inView.length) return;
            if (!inViewWaiting.length) whenIdle(takeInView);
            inViewWaiting.push(...inView);
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
      inViewWaiting.length = 0;
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('touchstart', onIntent);
    },
  };
}

export interface PrefetchHandle {
  /** Watches the links of a newly rendered page. */
  rescan(): void;
  stop(): void;
}
