// The page's only script tag. Nothing on the first screen waits for it: once the page has loaded and painted, it
// asks for the runtime's modules and the page's data in one go and starts the runtime (React, the App, the
// translations). On a slow phone the HTML, the stylesheet and the lead image have the connection to themselves,
// and the first paint is the page.
//
// It imports nothing: a module shared with the runtime would become a chunk of its own, one more request before
// the first paint. The two names it reads are spelt out here, as site/shared/boot-data.ts has them (were they to
// differ, no page would start its runtime and every browser test would fail).
const PRELOAD_ATTRIBUTE = 'data-preload';
const BOOT_DATA_ID = '__boot';

interface BootUrls {
  pageDataUrl?: string;
  staticQueryUrl?: string;
  translations?: { href: string }[];
}

// Where no first paint will be reported (a tab opened in the background, a browser without paint timing), the
// runtime starts this long after the load event all the same.
const PAINT_WAIT_MS = 1000;
// A page on show in a browser that reports paints waits for its first paint, however busy the machine (a runtime
// asked for before it competes with the first screen for the connection and the main thread); this only guards
// against a paint that never comes.
const SHOWN_PAINT_WAIT_MS = 5000;

/** `callback`, run by the first of its callers only. */
function onlyOnce(callback: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    callback();
  };
}

function whenLoaded(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else addEventListener('load', callback, { once: true });
}

/**
 * Once the fonts the page is set in have loaded, or after PAINT_WAIT_MS. Text in a font still loading is not drawn,
 * and the fallback shaped like Inter is a local font that Chromium loads after the load event: a long article's
 * body, its largest paint, was drawn 20-100 ms after its first paint.
 */
function whenFontsLoaded(callback: () => void): void {
  if (!document.fonts || document.fonts.status === 'loaded') {
    callback();
    return;
  }
  const once = onlyOnce(callback);
  document.fonts.ready.then(once, once);
  setTimeout(once, PAINT_WAIT_MS);
}

/**
 * Once the browser has drawn a frame after this point: the second animation frame callback runs after the first
 * frame was drawn. A hidden page draws no frames: it goes on at once. A page that says it is visible but draws no
 * frame (seen in headless Chromium just after a tab was resized) goes on after PAINT_WAIT_MS, or it would never start.
 */
function afterNextFrame(callback: () => void): void {
  if (document.visibilityState === 'hidden') {
    callback();
    return;
  }
  const once = onlyOnce(callback);
  requestAnimationFrame(() => requestAnimationFrame(once));
  setTimeout(once, PAINT_WAIT_MS);
}

/**
 * Once the first contentful paint has been shown (its entry is reported after the frame is on screen, where an
 * animation frame callback runs before it is drawn) and the largest things on the first screen with it; without a
 * first paint to wait for, after PAINT_WAIT_MS.
 */
function whenPainted(callback: () => void): void {
  const once = onlyOnce(() => {
    observer?.disconnect();
    setTimeout(callback);
  });
  let observer: PerformanceObserver | undefined;
  const paintReported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (paintReported) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) whenFirstScreenPainted(once);
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  // A hidden page reports its first paint only once it is shown.
  setTimeout(once, paintReported && document.visibilityState === 'visible' ? SHOWN_PAINT_WAIT_MS : PAINT_WAIT_MS);
}

/**
 * Once the largest things on the first screen have been painted: the lead picture, and the largest block of text in
 * the page's main part. The browser may paint them a few frames after its first paint (an SVG picture in particular;
 * text further down the document, which the parser reached later) and, on a busy machine, show a frame tens of
 * milliseconds after it has drawn it: a runtime asked for before then makes the largest paint wait for scripts it does
 * not need. Each is painted when it is reported as the largest paint so far; it never is where something larger has
 * been reported already, and then it is not the largest paint either. What is not reported within PAINT_WAIT_MS of
 * the first paint (a picture that failed to load is never painted) is waited for no longer.
 */
function whenFirstScreenPainted(callback: () => void): void {
  const lead = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
  const targets = [lead && { element: lead, area: visibleArea(lead.getBoundingClientRect()) }, largestText()].filter(
    (target): target is Target => !!target && target.area > 0,
  );
  if (!targets.length || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    callback();
    return;
  }
  const done = () => {
    observer.disconnect();
    clearTimeout(timer);
    callback();
  };
  let waiting = targets;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
      // Painted, or smaller than something painted already.
      waiting = waiting.filter((target) => entry.element !== target.element && entry.size < target.area);
    }
    if (!waiting.length) done();
  });
  const timer = setTimeout(done, PAINT_WAIT_MS);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

interface Target {
  element: Element;
  area: number;
}

/**
 * The block of text in the page's main part with the largest area on the first screen, measured as the browser
 * measures a text's largest paint (its text, not its box). Blocks the browser skips for now, below the screen
 * (content-visibility), are not measured: measuring them would lay them out. The search stops at the first of them
 * (it had gone on through the whole page, a task of 10 ms on a two-core test machine).
 */
function largestText(): Target | null {
  let largest: Target | null = null;
  for (const element of document.querySelectorAll('main :is(h1, h2, h3, p, blockquote)')) {
    // A part the browser skips is below the first screen, and so is all that follows it in the page.
    if (element.checkVisibility && !element.checkVisibility({ contentVisibilityAuto: true })) break;
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    if (text.top >= innerHeight) break;
    const area = visibleArea(text);
    if (area > (largest?.area ?? 0)) largest = { element, area };
  }
  return largest;
}

/** The part of a rectangle inside the viewport, in square CSS pixels (what a largest-paint entry's size measures). */
function visibleArea(rect: DOMRect): number {
  const width = Math.min(rect.right, innerWidth) - Math.max(rect.left, 0);
  const height = Math.min(rect.bottom, innerHeight) - Math.max(rect.top, 0);
  return width > 0 && height > 0 ? width * height : 0;
}

function preload(href: string, rel: 'modulepreload' | 'preload'): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (rel === 'preload') {
    // What the runtime's fetch() asks for: same-origin credentials, answered from this preload.
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
  }
  document.head.append(link);
}

/**
 * Links added in one task. Each starts a request, 0.2-4 ms of the main thread on a 2-core test machine, and up to 7 ms
 * on a slower one; the fourteen at once made a task of up to 20 ms, which Lighthouse counts four times over on its
 * simulated phone, as blocking, and two at a time still made tasks of 14 ms on a host of index 2,900.
 */
const LINKS_PER_TASK = 1;

function start(): void {
  const modules = document.querySelector(`script[${PRELOAD_ATTRIBUTE}]`)?.getAttribute(PRELOAD_ATTRIBUTE)?.split(' ') ?? [];
  const urls = JSON.parse(document.getElementById(BOOT_DATA_ID)?.textContent ?? '{}') as BootUrls;
  // The runtime's entry comes first in the list: asked for at once, the rest of its modules (instead of the
  // waterfall the browser would discover import by import) and the data it reads first beside it.
  if (modules[0]) void import(modules[0]);
  const links: [string, 'modulepreload' | 'preload'][] = modules.slice(1).map((href) => [href, 'modulepreload']);
  for (const href of [urls.pageDataUrl, urls.staticQueryUrl, ...(urls.translations ?? []).map((entry) => entry.href)]) {
    if (href) links.push([href, 'preload']);
  }
  const addSome = () => {
    for (const [href, rel] of links.splice(0, LINKS_PER_TASK)) preload(href, rel);
    if (links.length) setTimeout(addSome);
  };
  addSome();
}

// Once the first screen is on show, all of it: the document parsed, its fonts loaded and drawn, the first paint
// reported and the largest picture and text on the first screen painted. No script is asked for before.
whenLoaded(() => whenFontsLoaded(() => afterNextFrame(() => whenPainted(start))));
