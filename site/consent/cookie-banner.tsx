import { useEffect, useId, useRef, useState } from 'react';
import { actions, banner, heading, message, note, switchInput, toggles } from './cookie-banner-styles.ts';
import { useSite } from '../context.tsx';
import { Button } from '../primitives/button.tsx';
import { Link } from '../primitives/link.tsx';

/** A service that may receive data once the visitor agrees (SPEC §3: from the analytics CDN's list). */
export interface ConsentDestination {
  id: string;
  name: string;
  description: string;
}

/** Where the destinations list stands: not asked for, on its way, here, or not to be had (blocked, failing, offline). */
export type ListState = 'idle' | 'loading' | 'ready' | 'unavailable';

export interface CookieBannerProps {
  destinations: ConsentDestination[];
  /** Default: ready (the list given is the list). */
  listState?: ListState;
  /** Saved choices by destination id; a destination missing here starts switched off. */
  initialChoices?: Record<string, boolean>;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  /** Every destination's choice, by id. */
  onSave: (choices: Record<string, boolean>) => void;
  /** Called when the visitor opens the detailed view (the list of destinations may load then). */
  onCustomize?: () => void;
  /** The view it opens in (default: simple); opened in the detailed view, focus moves into it. */
  initialView?: BannerView;
  /**
   * Raised each time the visitor asks for the banner ("Cookie settings"): focus moves into it, so that a keyboard or
   * screen reader user is where they asked to be, not left on the footer link.
   */
  focusRequest?: number;
  /** The browser sends Global Privacy Control: the banner says it was honoured (nothing is on until the visitor says so). */
  privacySignal?: boolean;
  /**
   * Whether its message shows from the start. The browser's banner reveals it a moment after mounting, so that the
   * live region announces it; the server's (in the page from the first paint) has nothing to announce.
   */
  initiallyAnnounced?: boolean;
}

export type BannerView = 'simple' | 'customize';

/** The banner is rendered apart from the page, on the server and in the browser: its ids carry this prefix. */
export const CONSENT_ID_PREFIX = 'consent-';

/**
 * The cookie-consent banner (SPEC §2, §4), its interface only: fixed at the bottom; "Accept all", "Reject
 * all" and "Customize" with equal weight (refusing is as easy as accepting); Customize lists one switch per
 * destination with "Save choices" and "Cancel". `data-state` is `simple` or `customize`.
 */
export function CookieBanner(props: CookieBannerProps) {
  const { destinations, listState = 'ready', initialChoices, onAcceptAll, onRejectAll, onSave, onCustomize } = props;
  const { t } = useSite();
  const [view, setView] = useState<BannerView>(props.initialView ?? 'simple');
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  // The message becomes visible after its live region is in the page: text that appears together with its
  // live region is often not announced. It is laid out (hidden) from the start, so the banner never grows.
  const [announced, setAnnounced] = useState(props.initiallyAnnounced ?? false);
  // Focus moves only after the visitor switches views (or asked for the detailed view before it could be drawn),
  // never when the banner first appears.
  const moveFocus = useRef(props.initialView === 'customize');
  const sectionRef = useRef<HTMLElement>(null);
  const titleId = useId();
  // The list may arrive after the banner shows: a switch reflects the visitor's change, else the saved choice.
  const choices = Object.fromEntries(
    destinations.map((destination) => [destination.id, changes[destination.id] ?? initialChoices?.[destination.id] ?? false]),
  );

  useEffect(() => setAnnounced(true), []);

  useEffect(() => {
    if (props.focusRequest) sectionRef.current?.focus();
  }, [props.focusRequest]);

  useEffect(() => {
    const section = sectionRef.current;
    if (!moveFocus.current || !section) return;
    if (view === 'simple') {
      moveFocus.current = false;
      section.querySelector<HTMLElement>('[data-track-id="consent-customize"]')?.focus();
      return;
    }
    // The list may still be loading: focus waits on the banner itself and moves to the first switch when it
    // arrives, unless the visitor has gone elsewhere meanwhile.
    const firstSwitch = section.querySelector<HTMLElement>('[role="switch"]');
    const parked = document.activeElement === section || document.activeElement === document.body;
    if (!firstSwitch) {
      if (parked) section.focus();
      return;
    }
    moveFocus.current = false;
    if (parked) firstSwitch.focus();
  }, [view, destinations.length]);

  const show = (next: BannerView) => {
    moveFocus.current = true;
    setView(next);
    if (next === 'customize') onCustomize?.();
    // Cancel forgets switches that were not saved.
    else setChanges({});
  };

  return (
    <section
      ref={sectionRef}
      className={banner}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      data-state={view}
      data-component="cookie-banner"
    >
      <h2 id={titleId} className={heading}>
        {t('consent.title')}
      </h2>
      <div aria-live="polite">
        <p className={message} data-announced={announced}>
          {view === 'simple' ? t('consent.message') : t('consent.customizeMessage')}{' '}
          <Link href="/legal/privacy/">{t('consent.privacy')}</Link>
        </p>
      </div>
      {/* In the server's first view too, hidden: its inline script shows it where the browser sends the signal. */}
      <p className={note} data-privacy-signal="" hidden={!props.privacySignal}>
        {t('consent.privacySignal')}
      </p>
      {view === 'customize' && listState === 'loading' && (
        <p className={note} role="status">
          {t('consent.loadingList')}
        </p>
      )}
      {view === 'customize' && listState === 'unavailable' && <p className={note}>{t('consent.listUnavailable')}</p>}
      {view === 'customize' && destinations.length > 0 && (
        <ul className={toggles}>
          {destinations.map((destination) => {
            const id = `${titleId}-${destination.id}`;
            const checked = choices[destination.id] ?? false;
            return (
              <li key={destination.id}>
                <input
                  id={id}
                  className={switchInput}
                  type="checkbox"
                  role="switch"
                  checked={checked}
                  aria-describedby={`${id}-description`}
                  data-state={checked ? 'checked' : 'unchecked'}
                  onChange={(event) => setChanges((current) => ({ ...current, [destination.id]: event.target.checked }))}
                />
                <label htmlFor={id}>{destination.name}</label>
                <span id={`${id}-description`}>{destination.description}</span>
              </li>
            );
          })}
        </ul>
      )}
      <div className={actions}>
        {view === 'simple' ? (
          <>
            <Button intent="primary" onClick={onAcceptAll} trackId="consent-accept-all">
              {t('consent.acceptAll')}
            </Button>
            <Button intent="primary" onClick={onRejectAll} trackId="consent-reject-all">
              {t('consent.rejectAll')}
            </Button>
            <Button intent="primary" onClick={() => show('customize')} trackId="consent-customize">
              {t('consent.customize')}
            </Button>
          </>
        ) : (
          <>
            <Button intent="primary" onClick={() => onSave(choices)} trackId="consent-save">
              {t('consent.save')}
            </Button>
            <Button intent="ghost" onClick={() => show('simple')} trackId="consent-cancel">
              {t('consent.cancel')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
