import { describe, expect, it } from 'vitest';
import {
  addressKey,
  contactFormOfPage,
  cookieValue,
  createSecret,
  importStampKey,
  readStamp,
  signStamp,
  stampCookie,
  stampCookieName,
} from '../../../../../generator/host/contact/visit-stamp.ts';

const now = Date.parse('2026-11-23T10:00:00Z');
const hour = 60 * 60 * 1000;
const key = await importStampKey(createSecret());
const cookieOf = (value: string, form: 'business' | 'general' = 'business') => `lang-fr=prefer; ${stampCookieName(form)}=${value}; other=1`;

describe('visit stamps', () => {
  it('read back when their form was opened, and an id of their own', async () => {
    const stamp = await signStamp(key, 'business', now - 5_000);
    const read = await readStamp(key, cookieOf(stamp), 'business', now, 6 * hour);
    expect(read?.openedAt).toBe(now - 5_000);
    expect(read?.id).toMatch(/^[\w-]{22}$/);
    const other = await readStamp(key, cookieOf(await signStamp(key, 'business', now - 5_000)), 'business', now, 6 * hour);
    expect(other?.id).not.toBe(read?.id);
  });

  it('are refused with another time, another id, another key, a bad shape, or none', async () => {
    const stamp = await signStamp(key, 'business', now - 60_000);
    const [, id, signature] = stamp.split('.');
    expect(await readStamp(key, cookieOf(`${now - 3_600_000}.${id}.${signature}`), 'business', now, 6 * hour)).toBeNull();
    expect(await readStamp(key, cookieOf(`${now - 60_000}.${'A'.repeat(22)}.${signature}`), 'business', now, 6 * hour)).toBeNull();
    const otherKey = await importStampKey(createSecret());
    expect(await readStamp(otherKey, cookieOf(stamp), 'business', now, 6 * hour)).toBeNull();
    expect(await readStamp(key, cookieOf('garbage'), 'business', now, 6 * hour)).toBeNull();
    expect(await readStamp(key, 'lang-fr=prefer', 'business', now, 6 * hour)).toBeNull();
    expect(await readStamp(key, '', 'business', now, 6 * hour)).toBeNull();
  });

  it('are bound to their form: a stamp of one form lets no other in, even under the other’s name', async () => {
    const general = await signStamp(key, 'general', now - 60_000);
    expect(await readStamp(key, cookieOf(general, 'general'), 'general', now, 6 * hour)).not.toBeNull();
    expect(await readStamp(key, cookieOf(general, 'general'), 'business', now, 6 * hour)).toBeNull();
    expect(await readStamp(key, cookieOf(general, 'business'), 'business', now, 6 * hour)).toBeNull();
  });

  it('expire after their lifetime, and are refused from the future beyond a minute of clock skew', async () => {
    expect(await readStamp(key, cookieOf(await signStamp(key, 'business', now - 7 * hour)), 'business', now, 6 * hour)).toBeNull();
    expect((await readStamp(key, cookieOf(await signStamp(key, 'business', now + 30_000)), 'business', now, 6 * hour))?.openedAt).toBe(
      now + 30_000,
    );
    expect(await readStamp(key, cookieOf(await signStamp(key, 'business', now + 120_000)), 'business', now, 6 * hour)).toBeNull();
  });

  it('are cookies scripts cannot read, sent to the endpoint only, Secure over HTTPS only', () => {
    expect(stampCookie('support', '1.id.sig', { path: '/api/contact', secure: false, maxAgeMs: 6 * hour })).toBe(
      'contact-opened-support=1.id.sig; Path=/api/contact; Max-Age=21600; HttpOnly; SameSite=Lax',
    );
    expect(stampCookie('support', '1.id.sig', { path: '/api/contact', secure: true, maxAgeMs: hour })).toMatch(/; Secure$/);
  });

  it('are given with the three contact forms’ pages, in every locale, and never with their page data', () => {
    const locales = ['en', 'fr-ca'];
    expect(contactFormOfPage('/en/contact/business/', locales)).toBe('business');
    expect(contactFormOfPage('/fr-ca/contact/support/', locales)).toBe('support');
    for (const path of [
      '/page-data/fr-ca/contact/general/page-data.json',
      '/en/contact/',
      '/en/contact/thank-you/',
      '/de/contact/business/',
      '/en/contact/business',
      '/page-data/en/contact/page-data.json',
    ]) {
      expect(contactFormOfPage(path, locales), path).toBeNull();
    }
  });

  it('key addresses so that equal addresses match and the address itself is not kept', async () => {
    const first = await addressKey(key, '203.0.113.7');
    expect(await addressKey(key, '203.0.113.7')).toBe(first);
    expect(await addressKey(key, '203.0.113.8')).not.toBe(first);
    expect(first).not.toContain('203');
  });

  it('are found by their cookie’s exact name', () => {
    expect(cookieValue('a=1; contact-opened-businessx=2; contact-opened-business=3', stampCookieName('business'))).toBe('3');
    expect(cookieValue('a=1', stampCookieName('business'))).toBeNull();
  });
});
