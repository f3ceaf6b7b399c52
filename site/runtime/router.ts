import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import { endServerHtml } from '../primitives/near-screen.tsx';
import { ANNOUNCER_ID, PROGRESS_ID } from '../shared/boot-data.ts';
import { updateHead } from './head.ts';
import { recordFailedResources } from './service-worker-registration.ts';
import { anchorFacts, interceptedUrl } from './link-rules.ts';
import { ChunkLoadError, type Loader, type PageResource } from './loader.ts';
import { drawAllParts, drawPartsWhenIdle } from './off-screen-parts.ts';
import type { PrefetchHandle } from './prefetch.ts';
import { SCROLL_KEY } from '../shared/storage-names.ts';

export interface RouterOptions {
  root: Root;
  loader: Loader;
  locales: string[];
  /** Builds the element tree of a page (the App with its template). */
  renderPage: (resource: PageResource) => ReactElement;
  /** "Navigated to {title}" in the page's language. */
  announce: (resource: PageResource) => string;
  prefetching: PrefetchHandle;
  /** Called after each client-side navigation has rendered (page views). */
  onNavigated?: (resource: PageResource) => void;
}

/**
 * Client-side navigation over the static pages (SPEC §2, §4): local links render the target's page data
 * and template without a full load; back and forward work; scroll, focus, head and announcements follow.
 */
export function startRouter(options: RouterOptions): { navigate: (url: string) => Promise<void> } {
  const { root, loader, locales } = options;
  history.scrollRestoration = 'manual';
  let current = `${location.pathname}${location.search}`;
  let token = 0;
  if (!history.state?.key) history.replaceState({ key: newKey() }, '');

  const saveScroll = () => {
    const positions = readScroll();
    positions[history.state?.key ?? ''] = window.scrollY;
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
  };

  async function go(url: URL, how: 'push' | 'pop'): Promise<void> {
    const mine = ++token;
    const progress = document.getElementById(PROGRESS_ID);
    let result;
    try {
      result = await loader.loadPage(url.pathname, () => {
        if (mine === token) progress?.removeAttribute('hidden');
      });
    } catch (error) {
      // A template chunk that cannot load (usually a deploy removed it): a full load gets a consistent page.
      if (error instanceof ChunkLoadError) {
        console.error(error.message);
        recordFailedResources();
        return location.assign(url.href);
      }
      throw error;
    } finally {
      if (mine === token) progress?.setAttribute('hidden', '');
    }
    if (mine !== token) return; // a later navigation won
    // A newer build on the server, or page data with an error status: one full load of the target gives a
    // consistent page. This only ever follows a visitor's click or history step (nothing reloads on its own
    // at start-up), so it cannot loop, whatever caches serve.
    if (result.kind !== 'page') return location.assign(url.href);
    if (how === 'push') {
      saveScroll();
      history.pushState({ key: newKey() }, '', url.href);
    }
    current = `${url.pathname}${url.search}`;
    // The page is the browser's from here on: parts render at once, and the first page's parts still waiting go.
    endServerHtml();
    flushSync(() => root.render(options.renderPage(result.resource)));
    updateHead(document, result.resource.pageData.result.head);
    // The new page's parts below the first screen are drawn as the browser has time, or all at once for a scroll
    // back to where the visitor was.
    if (how === 'pop') drawAllParts(document);
    else drawPartsWhenIdle(document);
    restoreScroll(url, how);
    moveFocus();
    const announcer = document.getElementById(ANNOUNCER_ID);
    if (announcer) announcer.textContent = options.announce(result.resource);
    options.prefetching.rescan();
    options.onNavigated?.(result.resource);
  }

  document.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor) return;
    const url = interceptedUrl(event, anchorFacts(anchor), location, locales);
    if (!url) return;
    event.preventDefault();
    if (`${url.pathname}${url.search}` === current && !url.hash) return;
    void go(url, 'push').catch((error: unknown) => {
      console.error(error);
      location.assign(url.href);
    });
  });

  window.addEventListener('popstate', () => {
    const url = new URL(location.href);
    if (`${url.pathname}${url.search}` === current) return; // a hash change on the same page
    void go(url, 'pop').catch(() => location.reload());
  });
  window.addEventListener('pagehide', saveScroll);

  return { navigate: (href) => go(new URL(href, location.href), 'push') };
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function readScroll(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Back and forward restore where the visitor was; new pages start at the top or at their hash target. */
function restoreScroll(url: URL, how: 'push' | 'pop'): void {
  if (how === 'pop') {
    const saved = readScroll()[history.state?.key ?? ''];
    if (saved !== undefined) return window.scrollTo(0, saved);
  }
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/** Focus goes to the new page's main heading, or to the main landmark. */
function moveFocus(): void {
  const heading = document.getElementById('page-title') ?? document.getElementById('main');
  heading?.focus({ preventScroll: true });
}
