import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../../../../generator/host/cache-policy.ts';
import { safePathname } from '../../../../generator/serve/create-server.ts';
import { fallbackChain, languageCookie, matchLocale } from '../../../../site/shared/locales.ts';
import { classifyLink, pageDataPath, splitLocalePath } from '../../../../site/shared/paths.ts';
import { realConfig } from '../../../support/fixtures.ts';

const codes = realConfig().locales.map((locale) => locale.code);
const match = (cookie: string, browserLanguages: string[]) => matchLocale(codes, { cookie, browserLanguages, defaultLocale: 'en' });

describe('matchLocale', () => {
  it('prefers a stored language cookie', () => {
    expect(match('theme=dark; lang-fr-ch=prefer', ['en-US'])).toBe('fr-ch');
  });
  it('ignores cookies for locales the site does not have', () => {
    expect(match('lang-de=prefer', ['fr-CA'])).toBe('fr-ca');
  });
  it('matches browser languages exactly, then by base language, in order', () => {
    expect(match('', ['en-GB', 'fr'])).toBe('en-gb');
    expect(match('', ['fr-MA', 'en'])).toBe('fr');
    expect(match('', ['de-DE', 'es', 'fr-BE'])).toBe('fr-be');
  });
  it('falls back to the default locale', () => {
    expect(match('', ['de-DE', 'ja'])).toBe('en');
    expect(match('', [])).toBe('en');
  });
});

describe('fallbackChain', () => {
  it('reads the locale, its configured fallbacks, then its language', () => {
    const locales = realConfig().locales;
    const chainOf = (code: string) => fallbackChain(locales.find((locale) => locale.code === code)! as never);
    expect(chainOf('en-au')).toEqual(['en-au', 'en-gb', 'en']);
    expect(chainOf('fr-ca')).toEqual(['fr-ca', 'fr']);
    expect(chainOf('en')).toEqual(['en']);
  });
});

describe('languageCookie', () => {
  it('stores the choice for 366 days', () => {
    expect(languageCookie('fr-ca')).toBe('lang-fr-ca=prefer; Max-Age=31622400; Path=/; SameSite=Lax');
  });
});

describe('classifyLink', () => {
  it('classifies links as SPEC §5 says', () => {
    expect(classifyLink('/contact/')).toBe('local');
    expect(classifyLink('#top')).toBe('local');
    expect(classifyLink('mailto:hello@factor.consulting')).toBe('mail');
    expect(classifyLink('MAILTO:hello@factor.consulting')).toBe('mail');
    expect(classifyLink('//cdn.example.org/x.js')).toBe('external');
    expect(classifyLink('https://segment.com/')).toBe('external');
    expect(classifyLink('tel:+33100000000')).toBe('external');
  });
});

describe('paths', () => {
  it('places page data as ARCHITECTURE says', () => {
    expect(pageDataPath('en', '/')).toBe('/page-data/en/page-data.json');
    expect(pageDataPath('fr-ca', '/contact/business/')).toBe('/page-data/fr-ca/contact/business/page-data.json');
  });
  it('splits a path into locale and route', () => {
    expect(splitLocalePath('/fr-ca/contact/', codes)).toEqual({ locale: 'fr-ca', route: '/contact/' });
    expect(splitLocalePath('/en', codes)).toEqual({ locale: 'en', route: '/' });
    expect(splitLocalePath('/de/contact/', codes)).toBeNull();
  });
});

describe('server path rules', () => {
  it('caches hashed assets forever and revalidates documents and data', () => {
    expect(cacheControlFor('/assets/app-ABC123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/en/index.html')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/page-data/en/page-data.json')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor('/sw.js')).toBe('public, max-age=0, must-revalidate');
  });
  it('refuses paths that try to leave the folder', () => {
    expect(safePathname('/en/contact/')).toBe('/en/contact/');
    expect(safePathname('/..%2f..%2fetc/passwd')).toBeNull();
    expect(safePathname('/%2e%2e/package.json')).toBeNull();
    expect(safePathname('/a/%00')).toBeNull();
  });
});
