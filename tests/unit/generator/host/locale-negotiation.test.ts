import { describe, expect, it } from 'vitest';
import { acceptedLanguages, negotiateRoot } from '../../../../generator/host/locale-negotiation.ts';

const site = { locales: ['en', 'fr', 'en-gb', 'fr-ca', 'fr-ch'], defaultLocale: 'en' };

describe('Accept-Language', () => {
  it('lists the languages by quality, keeping the browser’s order among equals', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en', 'de']);
    expect(acceptedLanguages('en;q=0.5, fr-CA')).toEqual(['fr-CA', 'en']);
    expect(acceptedLanguages('de, en-GB')).toEqual(['de', 'en-GB']);
  });

  it('leaves out what the browser refuses (q=0), wildcards and nonsense', () => {
    expect(acceptedLanguages('fr;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(' , ;q=1, *')).toEqual([]);
  });
});

describe('the root of the site at the edge', () => {
  it('sends a visitor to their stored choice first, even against the browser’s language', () => {
    const answer = negotiateRoot({ cookie: 'other=1; lang-fr-ch=prefer', acceptLanguage: 'en-GB,en', search: '' }, site);
    expect(answer.status).toBe(302);
    expect(answer.headers.Location).toBe('/fr-ch/');
    expect(answer.headers['Set-Cookie']).toBeUndefined();
  });

  it('then to the browser’s first language the site has, exactly or by its base language, and saves it', () => {
    expect(negotiateRoot({ cookie: '', acceptLanguage: 'de-DE, fr-CA;q=0.9, en;q=0.8', search: '' }, site).headers.Location).toBe(
      '/fr-ca/',
    );
    const answer = negotiateRoot({ cookie: '', acceptLanguage: 'fr-BE,de;q=0.8', search: '' }, site);
    expect(answer.headers.Location).toBe('/fr/');
    expect(answer.headers['Set-Cookie']).toBe('lang-fr=prefer; Max-Age=31622400; Path=/; SameSite=Lax');
  });

  it('else to the default locale; a stored choice the site does not have counts for nothing', () => {
    expect(negotiateRoot({ cookie: 'lang-de=prefer', acceptLanguage: 'ja', search: '' }, site).headers.Location).toBe('/en/');
  });

  it('keeps the query string, varies by cookie and language, and is never cached for others', () => {
    const answer = negotiateRoot({ cookie: '', acceptLanguage: 'en-GB', search: '?utm_source=mail' }, site);
    expect(answer.headers.Location).toBe('/en-gb/?utm_source=mail');
    expect(answer.headers.Vary).toBe('Cookie, Accept-Language');
    expect(answer.headers['Cache-Control']).toBe('private, no-cache');
  });
});
