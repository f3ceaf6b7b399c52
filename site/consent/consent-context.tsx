import { createContext, useContext, type ReactNode } from 'react';
import { OPEN_CONSENT_EVENT } from '../shared/dom-names.ts';

export interface ConsentContextValue {
  /** Opens the consent banner so a visitor can change their choices. */
  openSettings: () => void;
}

const defaultValue: ConsentContextValue = {
  openSettings: () => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT)),
};

export const ConsentContext = createContext<ConsentContextValue | null>(null);

/** The App's consent controls. */
export function ConsentProvider({ children }: { children: ReactNode }) {
  return <ConsentContext.Provider value={defaultValue}>{children}</ConsentContext.Provider>;
}

/**
 * The consent controls for components. Outside a ConsentProvider it logs SPEC §8's "No context attached"
 * and returns controls that do nothing, so a misplaced component never breaks the page.
 */
export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) {
    console.error('No context attached');
    return { openSettings: () => {} };
  }
  return value;
}
