// When the consent controller (consent-controller.tsx: the detailed banner, the destinations list, analytics) is
// fetched. The served banner's first view answers "Accept all" and "Reject all" on its own (first-view.ts), so most
// page views need none of it: the runtime fetches it as the page starts only where there is work to do at once,
// else at the visitor's first use of consent — a button of the served banner, or "Cookie settings".
import { OPEN_CONSENT_EVENT } from '../shared/dom-names.ts';
import { parseConsent, type ConsentRecord } from './consent-record.ts';
import { earlierChoice, FIRST_VIEW_EVENT, type FirstViewChoice } from './first-view-choice.ts';

/** What the controller has to do as the page starts. */
export type ConsentAtStart =
  /** A choice made in the served banner before the runtime arrived: an acceptance to complete, a view to draw. */
  | { kind: 'answer-first-view'; choice: FirstViewChoice }
  /** Nothing saved and no served banner showing (a not-found page put in place of another locale's). */
  | { kind: 'draw-banner' }
  /** A saved record that allows something: the list to check it against, then analytics to load. */
  | { kind: 'check-saved'; saved: ConsentRecord }
  /** The served banner is showing, or everything was refused: nothing until the visitor asks. */
  | { kind: 'wait' };

/** Decides from what the page knows before any request: the first view's choice, the saved record, the banner (pure). */
export function consentAtStart(early: FirstViewChoice | null, saved: ConsentRecord | null, bannerShowing: boolean): ConsentAtStart {
  if (early) return { kind: 'answer-first-view', choice: early };
  if (!saved) return bannerShowing ? { kind: 'wait' } : { kind: 'draw-banner' };
  const refusedEverything = saved.others === false && !Object.values(saved.destinations).some(Boolean);
  return refusedEverything ? { kind: 'wait' } : { kind: 'check-saved', saved };
}

/** This page's start: read from its `<html>`, its cookie and the banner the server HTML holds. */
export function pageConsentAtStart(document: Document): ConsentAtStart {
  const served = document.querySelector<HTMLElement>('[data-consent-root]');
  return consentAtStart(earlierChoice(), parseConsent(document.cookie), Boolean(served?.isConnected && !served.hidden));
}

/**
 * Calls `start` at once where the page has consent work to do, else on the visitor's first use of consent. Until the
 * controller has taken over (`start`'s `handOver`, called once its own listeners are on), "Cookie settings" asked for
 * meanwhile is remembered: `handOver` returns whether it was, and the controller then draws the banner itself.
 */
export function whenConsentNeeded(document: Document, start: (handOver: () => boolean) => void): void {
  let opened = false;
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    window.removeEventListener(FIRST_VIEW_EVENT, begin);
    start(() => {
      window.removeEventListener(OPEN_CONSENT_EVENT, onOpen);
      return opened;
    });
  };
  const onOpen = () => {
    opened = true;
    begin();
  };
  window.addEventListener(OPEN_CONSENT_EVENT, onOpen);
  if (pageConsentAtStart(document).kind !== 'wait') begin();
  else window.addEventListener(FIRST_VIEW_EVENT, begin);
}
