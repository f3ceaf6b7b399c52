// The consent record (SPEC §3, §9): cookie `factor-segment-consents`, 31 days, `{ "destinations": { id: boolean } }`.

export const CONSENT_COOKIE = 'factor-segment-consents';
export const CONSENT_DAYS = 31;

export type Choices = Record<string, boolean>;

export interface Destination {
  /** Segment's creation name, used as the id (SPEC §7). */
  id: string;
  name: string;
  description: string;
}

/** The saved choices, or null when there are none or the cookie is malformed or tampered with (pure; never throws). */
export function parseConsent(cookie: string): Choices | null {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return null;
  try {
    const value = JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))) as unknown;
    const destinations = (value as { destinations?: unknown })?.destinations;
    if (!destinations || typeof destinations !== 'object' || Array.isArray(destinations)) return null;
    const entries = Object.entries(destinations as Record<string, unknown>);
    if (!entries.every(([, allowed]) => typeof allowed === 'boolean')) return null;
    return Object.fromEntries(entries) as Choices;
  } catch {
    return null;
  }
}

/** The `document.cookie` assignment that saves the choices. */
export function consentCookie(choices: Choices): string {
  return `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ destinations: choices }))}; Max-Age=${CONSENT_DAYS * 86400}; Path=/; SameSite=Lax`;
}

/**
 * SPEC §4: the banner shows when nothing is saved or a listed destination is not covered by the saved
 * choices. With no destinations at all there is nothing to ask.
 */
export function needsBanner(destinations: Destination[], saved: Choices | null): boolean {
  if (destinations.length === 0) return false;
  return saved === null || destinations.some((destination) => !(destination.id in saved));
}

export function acceptAll(destinations: Destination[]): Choices {
  return Object.fromEntries(destinations.map((destination) => [destination.id, true]));
}

export function rejectAll(destinations: Destination[]): Choices {
  return Object.fromEntries(destinations.map((destination) => [destination.id, false]));
}
