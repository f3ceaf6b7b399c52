import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { removeBanner, watchFocusOrigin } from './banner-focus.ts';
import { CONSENT_ID_PREFIX } from './cookie-banner.tsx';

/** Marks a banner container React has taken over: the served first view's inline script then leaves it alone. */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';

/**
 * Where the cookie banner lives: the first element of the body, so that it comes first in the tab order (before the
 * skip link, as GOV.UK places its own), outside the page's React root so that client-side navigation never touches
 * it. `served` is the banner the server HTML holds (its first view), which React takes over when it has to show
 * more (the detailed view, "Cookie settings"). After a choice, focus goes back where it was (banner-focus.ts).
 */
export function mountBanner(served: HTMLElement | null): { show: (banner: ReactNode) => void; close: () => void; isOpen: () => boolean } {
  let root: Root | null = null;
  const container = served ?? document.createElement('div');
  container.setAttribute('data-consent-root', '');
  watchFocusOrigin(container);
  return {
    show(banner) {
      if (!root) {
        if (!container.isConnected) document.body.prepend(container);
        container.hidden = false;
        container.setAttribute(ENHANCED_ATTRIBUTE, '');
        root = createRoot(container, { identifierPrefix: CONSENT_ID_PREFIX });
      }
      root.render(banner);
    },
    close() {
      if (!root) return;
      const hadFocus = container.contains(document.activeElement);
      root.unmount();
      root = null;
      removeBanner(container, hadFocus);
    },
    isOpen: () => root !== null,
  };
}
