import { describe, expect, it } from 'vitest';
import {
  addressKey,
  cookieValue,
  createSecret,
  importStampKey,
  isContactFormPage,
  readStamp,
  signStamp,
  stampCookie,
  VISIT_STAMP_COOKIE,
} from '../../../../../generator/host/contact/visit-stamp.ts';

const now = Date.parse('2026-11-23T10:00:00Z');
const day = 24 * 60 * 60 * 1000;
const key = await importStampKey(createSecret());
const cookieOf = (value: string) => `lang-fr=prefer; ${VISIT_STAMP_COOKIE}=${value}; other=1`;

describe('visit stamps', () => {
  it('reads back the time a stamp was given', async () => {
    const stamp = await signStamp(key, now - 5_000);
    expect(await readStamp(key, cookieOf(stamp), now, 30 * day)).toBe(now - 5_000);
  });

  it('refuses a stamp with another time, another key, a bad shape, or none', async () => {
    const stamp = await signStamp(key, now - 60_000);
    const [, signature] = stamp.split('.');
    expect(await readStamp(key, cookieOf(`${now - 3_600_000}.${signature}`), now, 30 * day)).toBeNull();
    const otherKey = await importStampKey(createSecret());
    expect(await readStamp(otherKey, cookieOf(stamp), now, 30 * day)).toBeNull();
    expect(await readStamp(key, cookieOf('garbage'), now, 30 * day)).toBeNull();
    expect(await readStamp(key, 'lang-fr=prefer', now, 30 * day)).toBeNull();
    expect(await readStamp(key, '', now, 30 * day)).toBeNull();
  });

  it('refuses a stamp older than its lifetime, or from the future beyond a minute of clock skew', async () => {
    expect(await readStamp(key, cookieOf(await signStamp(key, now - 31 * day)), now, 30 * day)).toBeNull();
    expect(await readStamp(key, cookieOf(await signStamp(key, now + 30_000)), now, 30 * day)).toBe(now + 30_000);
    expect(await readStamp(key, cookieOf(await signStamp(key, now + 120_000)), now, 30 * day)).toBeNull();
  });

  it('is a cookie scripts cannot read, site-wide, Secure over HTTPS only', () => {
    expect(stampCookie('1.abc', { secure: false, maxAgeMs: 30 * day })).toBe(
      `${VISIT_STAMP_COOKIE}=1.abc; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    );
    expect(stampCookie('1.abc', { secure: true, maxAgeMs: day })).toMatch(/; Secure$/);
  });

  it('is given with the three contact forms’ pages and page data, in every locale, and nothing else', () => {
    const locales = ['en', 'fr-ca'];
    for (const path of ['/en/contact/business/', '/fr-ca/contact/support/', '/page-data/fr-ca/contact/general/page-data.json']) {
      expect(isContactFormPage(path, locales), path).toBe(true);
    }
    for (const path of [
      '/en/contact/',
      '/en/contact/thank-you/',
      '/de/contact/business/',
      '/en/contact/business',
      '/page-data/en/contact/page-data.json',
    ]) {
      expect(isContactFormPage(path, locales), path).toBe(false);
    }
  });

  it('keys addresses so that equal addresses match and the address itself is not kept', async () => {
    const first = await addressKey(key, '203.0.113.7');
    expect(await addressKey(key, '203.0.113.7')).toBe(first);
    expect(await addressKey(key, '203.0.113.8')).not.toBe(first);
    expect(first).not.toContain('203');
  });

  it('finds a cookie by its exact name', () => {
    expect(cookieValue('a=1; contact-opened-x=2; contact-opened=3', VISIT_STAMP_COOKIE)).toBe('3');
    expect(cookieValue('a=1', VISIT_STAMP_COOKIE)).toBeNull();
  });
});
