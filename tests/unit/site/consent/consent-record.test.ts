import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  choicesFor,
  consentCookie,
  needsBanner,
  parseConsent,
  rejectAll,
  saveChoices,
} from '../../../../site/consent/consent-record.ts';

const destinations = [
  { id: 'Segment.io', name: 'Segment', description: 'd' },
  { id: 'Mixpanel', name: 'Mixpanel', description: 'd' },
];

describe('consent record (SPEC §3, §4, §9)', () => {
  it('round-trips through the cookie for 31 days', () => {
    const cookie = consentCookie({ destinations: { 'Segment.io': true, Mixpanel: false } });
    expect(cookie).toMatch(/^factor-segment-consents=.+; Max-Age=2678400; Path=\/; SameSite=Lax$/);
    expect(parseConsent(`theme=dark; ${cookie.split(';')[0]}`)).toEqual({ destinations: { 'Segment.io': true, Mixpanel: false } });
    const refused = consentCookie(rejectAll([]));
    expect(parseConsent(refused.split(';')[0]!)).toEqual({ destinations: {}, others: false });
  });

  it('treats a missing, malformed or tampered cookie as no consent, without throwing', () => {
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('factor-segment-consents=%7Bnot-json')).toBeNull();
    expect(parseConsent(`factor-segment-consents=${encodeURIComponent('{"destinations":{"Segment.io":"yes"}}')}`)).toBeNull();
    expect(parseConsent(`factor-segment-consents=${encodeURIComponent('{"destinations":[true]}')}`)).toBeNull();
    expect(parseConsent(`factor-segment-consents=${encodeURIComponent('{"destinations":{},"others":true}')}`)).toBeNull();
    expect(parseConsent(`factor-segment-consents=${encodeURIComponent('null')}`)).toBeNull();
    expect(parseConsent('factor-segment-consents=%E0%A4%A')).toBeNull();
  });

  it('shows the banner when nothing is saved or a destination is not covered', () => {
    expect(needsBanner(destinations, null)).toBe(true);
    expect(needsBanner(destinations, { destinations: { 'Segment.io': true } })).toBe(true);
    expect(needsBanner(destinations, { destinations: { 'Segment.io': true, Mixpanel: false } })).toBe(false);
    expect(needsBanner([], null)).toBe(false);
  });

  it('accepts every listed destination; accepted before the list was known, it asks again once the list names some', () => {
    expect(acceptAll(destinations)).toEqual({ destinations: { 'Segment.io': true, Mixpanel: true } });
    expect(needsBanner(destinations, acceptAll([]))).toBe(true);
  });

  it('rejects every destination, listed or not, so a refusal needs no list and is never asked again', () => {
    expect(rejectAll(destinations)).toEqual({ destinations: { 'Segment.io': false, Mixpanel: false }, others: false });
    expect(needsBanner(destinations, rejectAll([]))).toBe(false);
    expect(choicesFor(destinations, rejectAll([]))).toEqual({ 'Segment.io': false, Mixpanel: false });
  });

  it('saves the switches, refusing a listed destination left untouched', () => {
    const record = saveChoices(destinations, { 'Segment.io': true });
    expect(record).toEqual({ destinations: { 'Segment.io': true, Mixpanel: false } });
    expect(choicesFor([...destinations, { id: 'Amplitude', name: 'Amplitude', description: 'd' }], record)).toEqual({
      'Segment.io': true,
      Mixpanel: false,
      Amplitude: false,
    });
  });
});
