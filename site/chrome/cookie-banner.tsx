import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { colour, media, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Button } from '../components/button.tsx';
import { Link } from '../components/link.tsx';

export interface CookieBannerProps {
  destinations: { id: string; name: string; description: string }[];
  initialChoices?: Record<string, boolean>;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  onSave: (choices: Record<string, boolean>) => void;
  /** Called when the visitor opens the detailed view (the list of destinations may load then). */
  onCustomize?: () => void;
}

const banner = css`
  position: fixed;
  z-index: 50;
  left: ${space(2)};
  right: ${space(2)};
  bottom: ${space(2)};
  max-width: 46rem;
  margin: 0 auto;
  padding: ${space(3)};
  background: ${colour.background};
  color: ${colour.text};
  border: 1px solid ${colour.border};
  border-radius: 8px;
  box-shadow: 0 24px 48px -24px rgba(18, 21, 46, 0.45);
  ${media.mobile} {
    left: ${space(1)};
    right: ${space(1)};
    bottom: ${space(1)};
    padding: ${space(2)};
    max-height: 80vh;
    overflow-y: auto;
  }
  h2 {
    margin: 0 0 ${space(1)};
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 ${space(2)};
    font-size: 0.9375rem;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  > * {
    flex: 1 1 10rem;
  }
`;

const toggles = css`
  list-style: none;
  margin: 0 0 ${space(2)};
  padding: 0;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0 ${space(1.5)};
    padding: ${space(1.5)} 0;
    border-top: 1px solid ${colour.grey};
  }
  input {
    width: 2.5rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${colour.primary};
  }
  label {
    font-weight: 700;
  }
  small {
    grid-column: 2;
    color: ${colour.textMuted};
    font-size: 0.875rem;
  }
`;

/**
 * The cookie-consent banner (SPEC §2, §4): fixed at the bottom; "Accept all", "Reject all" (as easy as
 * accepting, for EU guidance) and "Customize", which lists one switch per destination with "Save choices"
 * and "Cancel". `data-state` is `simple` or `customize`.
 */
export function CookieBanner({ destinations, initialChoices, onAcceptAll, onRejectAll, onSave, onCustomize }: CookieBannerProps) {
  const { t } = useSite();
  const [view, setView] = useState<'simple' | 'customize'>('simple');
  const [changes, setChanges] = useState<Record<string, boolean>>({});
  // The list may arrive after the banner shows: a destination's switch reflects the visitor's change, else the saved choice.
  const choices = Object.fromEntries(destinations.map((destination) => [destination.id, changes[destination.id] ?? initialChoices?.[destination.id] ?? false]));
  const titleId = useId();
  const messageId = useId();
  return (
    <section className={banner} role="region" aria-labelledby={titleId} data-state={view} data-component="cookie-banner">
      <h2 id={titleId}>{t('consent.title')}</h2>
      <p id={messageId} aria-live="polite">
        {view === 'simple' ? t('consent.message') : t('consent.customizeMessage')} <Link href="/legal/privacy/">{t('consent.privacy')}</Link>
      </p>
      {view === 'customize' && (
        <ul className={toggles}>
          {destinations.map((destination) => {
            const id = `${titleId}-${destination.id}`;
            return (
              <li key={destination.id}>
                <input
                  id={id}
                  type="checkbox"
                  role="switch"
                  checked={choices[destination.id] ?? false}
                  aria-describedby={`${id}-description`}
                  data-state={choices[destination.id] ? 'checked' : 'unchecked'}
                  onChange={(event) => setChanges((current) => ({ ...current, [destination.id]: event.target.checked }))}
                />
                <label htmlFor={id}>{destination.name}</label>
                <small id={`${id}-description`}>{destination.description}</small>
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
            <Button
              intent="ghost"
              onClick={() => {
                setView('customize');
                onCustomize?.();
              }}
              trackId="consent-customize"
            >
              {t('consent.customize')}
            </Button>
          </>
        ) : (
          <>
            <Button intent="primary" onClick={() => onSave(choices)} trackId="consent-save">
              {t('consent.save')}
            </Button>
            <Button intent="ghost" onClick={() => setView('simple')} trackId="consent-cancel">
              {t('consent.cancel')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
