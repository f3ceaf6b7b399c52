import type { AnalyticsBrowser } from '@segment/analytics-next';
import type { Translate } from '../../shared/translator.ts';
import { createRoot, type Root } from 'react-dom/client';
import { CookieBanner } from '../../chrome/cookie-banner.tsx';
import { SiteContext } from '../../context.tsx';
import type { PageResult, SiteData } from '../../shared/page-data.ts';
import { loadAnalytics, type AnalyticsConfig } from './analytics.ts';
import { acceptAll, consentCookie, needsBanner, parseConsent, rejectAll, type Choices, type Destination } from './consent-record.ts';
import { OPEN_CONSENT_EVENT } from '../../shared/events.ts';
import { fetchDestinations } from './destinations.ts';
import { startTracking } from './tracking.ts';

export interface ConsentOptions {
  config: AnalyticsConfig;
  site: SiteData;
  page: () => PageResult;
  t: Translate;
}

/**
 * SPEC §4: decides from the destinations list and the saved choices whether to show the banner or to load
 * analytics at once; after a choice is saved the banner closes and analytics starts, or the page reloads if
 * analytics was already running (its destinations cannot be changed in place).
 */
export async function startConsent(options: ConsentOptions): Promise<{ pageView: () => void }> {
  let analytics: AnalyticsBrowser | null = null;
  const tracking = { pageView: () => {} };
  let destinations: Destination[] | null = null;

  // The destinations list comes from the analytics CDN: it is asked for only once the visitor has made a
  // choice (now or on an earlier visit), so a first visit sends nothing anywhere before consent.
  const loadDestinations = async (): Promise<Destination[] | null> => {
    if (destinations) return destinations;
    try {
      destinations = await fetchDestinations(options.config.cdnUrl, options.config.writeKey);
      return destinations;
    } catch (error) {
      // The site works without analytics; the reason goes to the console (SPEC §8).
      console.error(error instanceof Error ? error.message : error);
      return null;
    }
  };

  const enable = async (choices: Choices) => {
    if (!Object.values(choices).some(Boolean) || choices['Segment.io'] === false) return;
    const loaded = (await loadAnalytics(options.config, choices)).analytics;
    analytics = loaded;
    const started = startTracking(loaded, options.page);
    tracking.pageView = started.pageView;
    started.pageView();
  };

  let root: Root | null = null;
  const container = document.createElement('div');
  const close = () => {
    root?.unmount();
    root = null;
    container.remove();
  };
  const save = (choices: Choices) => {
    document.cookie = consentCookie(choices);
    close();
    if (analytics) return location.reload();
    void enable(choices);
  };
  /** Runs a choice once the list is known; without a list there is nothing to consent to: the banner closes. */
  const withList = (decide: (list: Destination[]) => void) => async () => {
    const list = await loadDestinations();
    if (list) decide(list);
    else close();
  };
  const render = () => {
    root?.render(
      <SiteContext.Provider value={{ site: options.site, page: options.page(), t: options.t }}>
        <CookieBanner
          destinations={destinations ?? []}
          initialChoices={parseConsent(document.cookie) ?? undefined}
          onAcceptAll={withList((list) => save(acceptAll(list)))}
          onRejectAll={withList((list) => save(rejectAll(list)))}
          onCustomize={withList(render)}
          onSave={(choices: Choices) => save({ ...rejectAll(destinations ?? []), ...choices })}
        />
      </SiteContext.Provider>,
    );
  };
  const show = () => {
    if (root) return;
    document.body.appendChild(container);
    root = createRoot(container);
    render();
  };

  window.addEventListener(OPEN_CONSENT_EVENT, show);
  const saved = parseConsent(document.cookie);
  if (!saved) {
    show();
    return tracking;
  }
  const list = await loadDestinations();
  if (!list) return tracking;
  if (needsBanner(list, saved)) show();
  else await enable(saved);
  return tracking;
}
