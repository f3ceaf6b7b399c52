// Inlined right after the cookie banner the server HTML holds (hidden), as the first thing in <body>: it runs while
// the page is parsed, before the first paint, so the banner is painted with the page (SPEC §4) and works before the
// runtime has arrived. With a saved choice it removes the banner; else it shows it and answers its first view's
// buttons itself: "Accept all" and "Reject all" store the record and close it at once, "Customize" waits for the
// runtime, which draws the detailed view (consent-controller.tsx). The runtime learns what happened from <html>'s
// data-consent-first-view and the FIRST_VIEW_EVENT. Without JavaScript the banner stays hidden: nothing could track.
import { removeBanner, watchFocusOrigin } from './banner-focus.ts';
import { acceptAll, consentCookie, parseConsent, rejectAll } from './consent-record.ts';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_EVENT, type FirstViewChoice } from './first-view-choice.ts';

const container = document.currentScript?.previousElementSibling;

if (container instanceof HTMLElement) {
  if (parseConsent(document.cookie)) container.remove();
  else {
    container.hidden = false;
    // Global Privacy Control: the banner says the signal is honoured (nothing is on until the visitor says so).
    const signal = container.querySelector<HTMLElement>('[data-privacy-signal]');
    if (signal && (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true) signal.hidden = false;
    watchFocusOrigin(container);
    container.addEventListener('click', (event) => {
      // Once the runtime has drawn the banner with React, its own handlers answer.
      if (container.hasAttribute('data-enhanced')) return;
      const button = event.target instanceof Element ? event.target.closest('[data-track-id]') : null;
      const choice = (
        { 'consent-accept-all': 'accept-all', 'consent-reject-all': 'reject-all', 'consent-customize': 'customize' } as const
      )[button?.getAttribute('data-track-id') ?? ''];
      if (!choice || !button) return;
      if (choice === 'customize') button.setAttribute('aria-busy', 'true');
      else {
        // The list of destinations is not known yet: the runtime completes an acceptance once it has it.
        document.cookie = consentCookie(choice === 'accept-all' ? acceptAll([]) : rejectAll([]));
        removeBanner(container);
      }
      announce(choice);
    });
  }
}

function announce(choice: FirstViewChoice): void {
  document.documentElement.setAttribute(FIRST_VIEW_ATTRIBUTE, choice);
  window.dispatchEvent(new CustomEvent(FIRST_VIEW_EVENT, { detail: choice }));
}
