// Parts of the server's page that hydrate only once a visitor comes near them: within a screen of the viewport, or
// at the first pointer, touch, focus or click inside. Until then the part is the server's HTML as it stands (its links
// work: navigation listens on the document), and React does none of its work. A long page becomes interactive after
// the first screen's few components instead of all of them, in fewer tasks, each with less chance of running long.
// Where the browser renders the page itself (a client-side navigation, a test), parts render at once.
import { Suspense, type ReactNode } from 'react';
import { useSite } from '../context.tsx';
import { NEAR_SCREEN_ATTRIBUTE } from '../shared/dom-names.ts';

/** How far beyond the viewport a part starts to hydrate: a screen above and below, ready before it is seen. */
const NEAR = '100% 0px';
/** Events a visitor's first use of a part starts with: it hydrates at once, before React handles them. */
const FIRST_USE = ['pointerdown', 'touchstart', 'focusin', 'click'] as const;

/** Whether parts not hydrated yet still show the server's HTML (until the first client-side navigation). */
let serverHtml = true;
/** Server parts still waiting, by the element that marks them, each with what opens its wait. */
const waiting = new Map<Element, () => void>();
/** Names of server parts hydrating or hydrated, whose wait is over. */
const opened = new Set<string>();
const waits = new Map<string, Promise<void>>();
let observer: IntersectionObserver | undefined;

/**
 * A part named `name` (unique on the page), which marks its outer element with `nearScreenPart(name)`: rendered at
 * once on the server and in a client render, hydrated when a visitor comes near it.
 */
export function NearScreen({ name, children }: { name: string; children: ReactNode }) {
  // Rendered again by every navigation, which changes the page in this context, whatever its parent does. The first
  // navigation replaces the boundary (its key changes): React would otherwise have to hydrate a part still waiting
  // before it could update it, and drop its HTML with an error where it cannot.
  useSite();
  return (
    <Suspense key={serverHtml ? 'server' : 'client'} fallback={null}>
      <WhenNear name={name}>{children}</WhenNear>
    </Suspense>
  );
}

/** The props that mark a NearScreen part's outer element. */
export function nearScreenPart(name: string): Record<typeof NEAR_SCREEN_ATTRIBUTE, string> {
  return { [NEAR_SCREEN_ATTRIBUTE]: name };
}

function WhenNear({ name, children }: { name: string; children: ReactNode }) {
  const wait = typeof document === 'undefined' ? undefined : serverPartWait(name);
  // Suspends hydration of this boundary only: React leaves its HTML in place and comes back once the wait is over.
  if (wait) throw wait;
  return <>{children}</>;
}

/** Until when hydrating part `name` waits, or nothing if it may render now. */
function serverPartWait(name: string): Promise<void> | undefined {
  if (!serverHtml || opened.has(name)) return undefined;
  const known = waits.get(name);
  if (known) return known;
  const element = document.querySelector(`[${NEAR_SCREEN_ATTRIBUTE}="${name}"]`);
  // Nothing of the server's to keep (a client render), or no way to tell when a visitor nears it.
  if (!element || !('IntersectionObserver' in window)) return undefined;
  const wait = new Promise<void>((resolve) =>
    waiting.set(element, () => {
      waiting.delete(element);
      observer?.unobserve(element);
      opened.add(name);
      resolve();
    }),
  );
  waits.set(name, wait);
  watch(element);
  return wait;
}

function watch(element: Element): void {
  if (!observer) {
    observer = new IntersectionObserver((entries) => entries.forEach((entry) => entry.isIntersecting && waiting.get(entry.target)?.()), {
      rootMargin: NEAR,
    });
    // In the capture phase on the document, before React's own listeners on its root: the part then hydrates in
    // time for React to hand it the event.
    for (const type of FIRST_USE) document.addEventListener(type, openAround, { capture: true, passive: true });
  }
  observer.observe(element);
}

function openAround(event: Event): void {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const [element, open] of waiting) if (element.contains(target)) open();
}

/**
 * From now on every part renders at once: the page is the browser's own (a client-side navigation is about to
 * render). The waits of the server's parts end, and the render that follows replaces those parts (NearScreen's key).
 */
export function endServerHtml(): void {
  serverHtml = false;
  for (const open of [...waiting.values()]) open();
  observer?.disconnect();
  for (const type of FIRST_USE) document.removeEventListener(type, openAround, { capture: true });
}
