import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';

/**
 * Where the cookie banner lives: the first element of the body, so that it comes first in the tab order (before the
 * skip link, as GOV.UK places its own), outside the page's React root so that client-side navigation never touches
 * it. After a choice, focus goes back to where it was before the visitor reached the banner, else to the page's main
 * content — never to <body>.
 */
export function mountBanner(): { show: (banner: ReactNode) => void; close: () => void; isOpen: () => boolean } {
  let root: Root | null = null;
  let returnTo: HTMLElement | null = null;
  const container = document.createElement('div');
  container.setAttribute('data-consent-root', '');
  container.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !container.contains(from) && from !== document.body) returnTo = from;
  });
  return {
    show(banner) {
      if (!root) {
        document.body.prepend(container);
        root = createRoot(container);
      }
      root.render(banner);
    },
    close() {
      if (!root) return;
      const hadFocus = container.contains(document.activeElement);
      root.unmount();
      root = null;
      container.remove();
      if (!hadFocus) return;
      const target = returnTo?.isConnected ? returnTo : document.getElementById('main');
      target?.focus({ preventScroll: true });
    },
    isOpen: () => root !== null,
  };
}
