import type { AnalyticsBrowser } from '@segment/analytics-next';
import { CookieBanner, type BannerView, type ListState } from './cookie-banner.tsx';
import { SiteContext } from '../context.tsx';
import { OPEN_CONSENT_EVENT } from '../shared/dom-names.ts';
import type { PageResult, SiteData } from '../shared/page-data.ts';
import type { Translate } from '../shared/translator.ts';
import { loadAnalytics, type AnalyticsConfig } from './analytics.ts';
import { mountBanner } from './banner-mount.tsx';
import {
  acceptAll,
  choicesFor,
  consentCookie,
  needsBanner,
  parseConsent,
  rejectAll,
  saveChoices,
  type Choices,
  type ConsentRecord,
  type Destination,
} from './consent-record.ts';
import { fetchDestinations } from './destinations.ts';
import { FIRST_VIEW_EVENT, type FirstViewChoice } from './first-view-choice.ts';
import { pageConsentAtStart } from './consent-start.ts';
import { startTracking } from './tracking.ts';

export interface ConsentOptions {
  config: AnalyticsConfig;
  site: SiteData;
  page: () => PageResult;
  t: Translate;
  /**
   * Called once the controller listens for itself (consent-start.ts): whether "Cookie settings" was asked for while
   * it loaded, in which case the banner opens at once.
   */
  handOver?: () => boolean;
}

/**
 * The site's own destinations first, named in the page's language, then those only the CDN's list has (pure). The
 * CDN's list decides what exists: a destination of the site's that it lacks is still offered, and loads nothing.
 */
export function mergeDestinations(known: readonly Destination[], fetched: readonly Destination[]): Destination[] {
  return [...known, ...fetched.filter((destination) => !known.some((own) => own.id === destination.id))];
}

/**
 * SPEC §4: decides from the saved record and the destinations list whether to show the banner or to load analytics
 * at once (what there is to do as the page starts: consent-start.ts). Every choice is stored and closes the banner at
 * once, whether or not the list can be had (an ad blocker, an offline visitor, a failing CDN): "Reject all" never asks
 * for it; a choice made before it was known is completed when it arrives, and asked again on a later page if it never
 * did. If analytics was already running, the page reloads (its destinations cannot be changed in place).
 */
export async function startConsent(options: ConsentOptions): Promise<{ pageView: () => void }> {
  let analytics: AnalyticsBrowser | null = null;
  const tracking = { pageView: () => {} };
  let destinations: Destination[] | null = null;
  let listState: ListState = 'idle';
  let pending: Promise<Destination[] | null> | null = null;

  // The list comes from the analytics CDN: it is asked for only once the visitor has allowed something or opened the
  // detailed view (now or on an earlier visit), so a first visit sends nothing anywhere before consent.
  const loadDestinations = (): Promise<Destination[] | null> =>
    (pending ??= fetchDestinations(options.config.cdnUrl, options.config.writeKey).then(
      (list) => {
        destinations = list;
        listState = 'ready';
        return list;
      },
      (error: unknown) => {
        // The site works without analytics; the reason goes to the console (SPEC §8). A later choice tries again.
        console.error(error instanceof Error ? error.message : error);
        listState = 'unavailable';
        pending = null;
        return null;
      },
    ));

  const enable = async (record: ConsentRecord) => {
    const list = await loadDestinations();
    if (!list) return;
    const choices = choicesFor(list, record);
    if (!Object.values(choices).some(Boolean) || choices['Segment.io'] === false) return;
    analytics = (await loadAnalytics(options.config, choices)).analytics;
    const started = startTracking(analytics, options.page);
    tracking.pageView = started.pageView;
    started.pageView();
  };

  // The server HTML holds the banner's first view, answered by its inline script (first-view.ts) until React has
  // to draw more; it is gone when a choice was saved.
  const served = document.querySelector<HTMLElement>('[data-consent-root]');
  const banner = mountBanner(served);
  let openingView: BannerView = 'simple';
  let focusRequest = 0;
  // Global Privacy Control: analytics and marketing stay off unless the visitor turns them on, and the banner says so.
  const privacySignal = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  // The destinations the site names itself (from the build, in the page's language), with the CDN's list merged in
  // once it arrives: the detailed view has switches to offer even where that list is blocked.
  const listed = (): Destination[] => mergeDestinations(options.site.analytics.destinations, destinations ?? []);
  const store = (record: ConsentRecord) => {
    document.cookie = consentCookie(record);
  };
  /** Stores a choice and closes the banner; true when analytics was running (the page then reloads). */
  const decide = (record: ConsentRecord): boolean => {
    store(record);
    banner.close();
    openingView = 'simple';
    if (!analytics) return false;
    location.reload();
    return true;
  };
  /** An acceptance stored before the list was known covers the list's destinations once it arrives. */
  const completeAcceptance = async () => {
    const list = await loadDestinations();
    if (!list) return;
    const record = acceptAll(list);
    store(record);
    await enable(record);
  };
  const acceptEverything = async () => {
    if (decide(acceptAll(listed()))) return;
    await completeAcceptance();
  };
  const saveSwitches = (choices: Choices) => {
    const record = saveChoices(listed(), choices);
    if (!decide(record) && Object.values(record.destinations).some(Boolean)) void enable(record);
  };
  const customize = () => {
    if (listState === 'ready') return;
    listState = 'loading';
    render();
    void loadDestinations().then(() => banner.isOpen() && render());
  };
  const render = () =>
    banner.show(
      <SiteContext.Provider value={{ site: options.site, page: options.page(), t: options.t }}>
        <CookieBanner
          destinations={listed()}
          listState={listState}
          initialChoices={parseConsent(document.cookie)?.destinations}
          initialView={openingView}
          focusRequest={focusRequest}
          privacySignal={privacySignal}
          onAcceptAll={() => void acceptEverything()}
          onRejectAll={() => decide(rejectAll(listed()))}
          onCustomize={customize}
          onSave={saveSwitches}
        />
      </SiteContext.Provider>,
    );

  /** What the served first view's buttons did: a stored acceptance to complete, or the detailed view to draw. */
  const answerFirstView = (choice: FirstViewChoice) => {
    if (choice === 'accept-all') void completeAcceptance();
    if (choice !== 'customize') return;
    openingView = 'customize';
    customize();
    render();
  };

  window.addEventListener(OPEN_CONSENT_EVENT, () => {
    focusRequest += 1;
    render();
  });
  window.addEventListener(FIRST_VIEW_EVENT, (event) => answerFirstView((event as CustomEvent<FirstViewChoice>).detail));
  // "Cookie settings" asked for before these listeners were on (consent-start.ts): that event has passed.
  if (options.handOver?.()) {
    focusRequest += 1;
    render();
  }
  const start = pageConsentAtStart(document);
  switch (start.kind) {
    case 'answer-first-view':
      answerFirstView(start.choice);
      return tracking;
    case 'draw-banner':
      render();
      return tracking;
    case 'wait':
      return tracking;
    case 'check-saved': {
      const list = await loadDestinations();
      if (!list) return tracking;
      if (needsBanner(list, start.saved)) render();
      else await enable(start.saved);
      return tracking;
    }
  }
}
