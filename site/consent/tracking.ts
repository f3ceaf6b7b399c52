import type { AnalyticsBrowser } from '@segment/analytics-next';
import type { PageResult } from '../shared/page-data.ts';
import { MODAL_EVENT } from '../shared/dom-names.ts';

/**
 * The events of SPEC §7, sent only once analytics runs (that is, after consent): page views, clicks on
 * links, navigation, buttons and cards carrying a trackId, and modals opening and closing.
 */
export function startTracking(analytics: AnalyticsBrowser, page: () => PageResult): { pageView: () => void } {
  document.addEventListener(
    'click',
    (event) => {
      const element = (event.target as Element | null)?.closest?.('[data-track-id]') as HTMLElement | null;
      if (!element) return;
      const trackId = element.dataset.trackId!;
      const component = element.closest('[data-component]')?.getAttribute('data-component') ?? element.tagName.toLowerCase();
      const properties = { trackId, component, locale: page().locale, path: location.pathname };
      if (component === 'card') void analytics.track('Card Clicked', properties);
      else if (element.tagName === 'BUTTON' || component === 'button') void analytics.track('Button Clicked', properties);
      else if (element.closest('nav')) void analytics.track('Navigation Clicked', { ...properties, href: element.getAttribute('href') });
      else void analytics.track('Link Clicked', { ...properties, href: element.getAttribute('href') });
    },
    { capture: true },
  );
  window.addEventListener(MODAL_EVENT, (event) => {
    const detail = (event as CustomEvent<{ state: 'open' | 'closed'; trackId?: string; name?: string }>).detail;
    void analytics.track(detail.state === 'open' ? 'Modal Opened' : 'Modal Closed', {
      trackId: detail.trackId,
      name: detail.name,
      locale: page().locale,
    });
  });
  return {
    pageView: () => {
      const current = page();
      void analytics.page(
        current.template,
        current.head.title,
        { path: location.pathname, locale: current.locale },
        { context: { locale: current.locale } },
      );
    },
  };
}
