import { describe, expect, it } from 'vitest';
import { acceptAll, consentCookie, needsBanner, parseConsent, rejectAll } from '../../../../../site/runtime/consent/consent-record.ts';

const destinations = [
  { id: 'Segment.io', name: 'Segment', description: 'd' },
  { id: 'Mixpanel', name: 'Mixpanel', description: 'd' },
];

describe('consent record (SPEC §3, §4, §9)', () => {
  it('round-trips through the cookie for 31 days', () => {
    const cookie = consentCookie({ 'Segment.io': true, Mixpanel: false });
    expect(cookie).toMatch(/^factor-segment-consents=.+; Max-Age=2678400; Path=\/; SameSite=Lax$/);
    expect(parseConsent(`theme=dark; ${cookie.split(';')[0]}`)).toEqual({ 'Segment.io': true, Mixpanel: false });
  });

  it('treats a missing, malformed or tampered cookie as no consent, without throwing', () => {
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('factor-segment-consents=%7Bnot-json')).toBeNull();
    expect(parseConsent(`factor-segment-consents=${encodeURIComponent('{"destinations":{"Segment.io":"yes"}}')}`)).toBeNull();
    expect(parseConsent(`factor-segment-consents=${encodeURIComponent('{"destinations":[true]}')}`)).toBeNull();
    expect(parseConsent(`factor-segment-consents=${encodeURIComponent('null')}`)).toBeNull();
    expect(parseConsent('factor-segment-consents=%E0%A4%A')).toBeNull();
  });

  it('shows the banner when nothing is saved or a destination is not covered', () => {
    expect(needsBanner(destinations, null)).toBe(true);
    expect(needsBanner(destinations, { 'Segment.io': true })).toBe(true);
    expect(needsBanner(destinations, { 'Segment.io': true, Mixpanel: false })).toBe(false);
    expect(needsBanner([], null)).toBe(false);
  });

  it('accepts or rejects every destination at once', () => {
    expect(acceptAll(destinations)).toEqual({ 'Segment.io': true, Mixpanel: true });
    expect(rejectAll(destinations)).toEqual({ 'Segment.io': false, Mixpanel: false });
  });
});
