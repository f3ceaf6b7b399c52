import { describe, expect, it } from 'vitest';
import { judgeSubmission, rateLimitSince, SPAM_POLICY } from '../../../../../generator/host/contact/spam-rules.ts';

const now = Date.parse('2026-11-23T10:00:00Z');

describe('the spam rules', () => {
  it('accepts a form filled by a person: honeypot empty, opened more than three seconds ago', () => {
    expect(judgeSubmission({ honeypot: '', openedAt: now - 3_000, stampRequired: true, now })).toBe('accept');
    expect(judgeSubmission({ honeypot: '', openedAt: now - 20 * 60_000, stampRequired: true, now })).toBe('accept');
  });

  it('drops a form whose hidden field was filled, whatever else it holds', () => {
    expect(judgeSubmission({ honeypot: 'https://spam.example/', openedAt: now - 60_000, stampRequired: true, now })).toBe('honeypot');
    expect(judgeSubmission({ honeypot: 'x', openedAt: null, stampRequired: false, now })).toBe('honeypot');
  });

  it('refuses a form sent sooner than a person can fill it, or with no stamp of when it was opened', () => {
    expect(judgeSubmission({ honeypot: '', openedAt: now - 2_999, stampRequired: true, now })).toBe('too-fast');
    expect(judgeSubmission({ honeypot: '', openedAt: now, stampRequired: true, now })).toBe('too-fast');
    expect(judgeSubmission({ honeypot: '', openedAt: null, stampRequired: true, now })).toBe('too-fast');
  });

  it('asks for no stamp where another host served the form (the endpoint never saw it opened)', () => {
    expect(judgeSubmission({ honeypot: '', openedAt: null, stampRequired: false, now })).toBe('accept');
  });

  it('follows a policy given to it', () => {
    const policy = { ...SPAM_POLICY, minimumFillMs: 10_000 };
    expect(judgeSubmission({ honeypot: '', openedAt: now - 5_000, stampRequired: true, now }, policy)).toBe('too-fast');
  });

  it('counts the rate limit over the last ten minutes, in the stored time format', () => {
    expect(SPAM_POLICY.rateLimit).toEqual({ submissions: 5, windowMs: 600_000 });
    expect(rateLimitSince(now)).toBe('2026-11-23T09:50:00.000Z');
  });
});
