// The consent record (SPEC §3, §9): cookie `factor-segment-consents`, 31 days, `{ "destinations": { id: boolean } }`.
// "Reject all" also says `"others": false`: the answer for destinations its list did not name, so that refusing
// needs no list (none is fetched: nothing goes anywhere) and is never asked again for a list the visitor did not see.

import { CONSENT_COOKIE, CONSENT_DAYS } from '../shared/storage-names.ts';

export { CONSENT_COOKIE, CONSENT_DAYS };

export type Choices = Record<string, boolean>;

export interface ConsentRecord {
  destinations: Choices;
  /** Only ever false (a "Reject all"): every destination the map does not name is refused too. */
  others?: false;
}

export interface Destination {
  /** Segment's creation name, used as the id (SPEC §7). */
  id: string;
  name: string;
  description: string;
}

/** The saved record, or null when there is none or the cookie is malformed or tampered with (pure; never throws). */
export function parseConsent(cookie: string): ConsentRecord | null {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!entry) return null;
  try {
    const value = JSON.parse(decodeURIComponent(entry.slice(CONSENT_COOKIE.length + 1))) as unknown;
    const { destinations, others } = (value ?? {}) as { destinations?: unknown; others?: unknown };
    if (!destinations || typeof destinations !== 'object' || Array.isArray(destinations)) return null;
    const entries = Object.entries(destinations as Record<string, unknown>);
    if (!entries.every(([, allowed]) => typeof allowed === 'boolean')) return null;
    if (others !== undefined && others !== false) return null;
    const record: ConsentRecord = { destinations: Object.fromEntries(entries) as Choices };
    return others === false ? { ...record, others } : record;
  } catch {
    return null;
  }
}

/** The `document.cookie` assignment that saves the record. */
export function consentCookie(record: ConsentRecord): string {
  const value = encodeURIComponent(JSON.stringify(record));
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_DAYS * 86400}; Path=/; SameSite=Lax`;
}

/**
 * SPEC §4: the banner shows when nothing is saved or a listed destination is not covered by the saved
 * choices (a "Reject all" covers every destination). With no destinations at all there is nothing to ask.
 */
export function needsBanner(destinations: Destination[], saved: ConsentRecord | null): boolean {
  if (destinations.length === 0) return false;
  if (saved === null) return true;
  return saved.others === undefined && destinations.some((destination) => !(destination.id in saved.destinations));
}

/** Each listed destination's answer in a record (what analytics loads with). */
export function choicesFor(destinations: Destination[], record: ConsentRecord): Choices {
  return Object.fromEntries(destinations.map(({ id }) => [id, record.destinations[id] ?? record.others ?? false]));
}

/** "Accept all": every listed destination allowed; with no list yet, nothing is covered (asked again once known). */
export function acceptAll(destinations: Destination[]): ConsentRecord {
  return { destinations: Object.fromEntries(destinations.map((destination) => [destination.id, true])) };
}

/** "Reject all": every destination refused, listed or not. */
export function rejectAll(destinations: Destination[]): ConsentRecord {
  return { destinations: Object.fromEntries(destinations.map((destination) => [destination.id, false])), others: false };
}

/** "Save choices": the visitor's switches; a listed destination left untouched is refused. */
export function saveChoices(destinations: Destination[], choices: Choices): ConsentRecord {
  return { destinations: { ...Object.fromEntries(destinations.map(({ id }) => [id, false])), ...choices } };
}
