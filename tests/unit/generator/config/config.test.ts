import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../../generator/config/parse-config.ts';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { projectRoot } from '../../../support/temp-project.ts';

const realConfig = JSON.parse(readFileSync(join(projectRoot, 'site.config.json'), 'utf8')) as Record<string, unknown>;

function errorOf(raw: unknown): SiteError {
  try {
    parseConfig(raw);
  } catch (error) {
    return error as SiteError;
  }
  throw new Error('the config was accepted');
}

describe('config', () => {
  it('accepts the real config and fills in defaults', () => {
    const config = parseConfig(realConfig);
    expect(config.locales).toHaveLength(15);
    expect(config.defaultLocale).toBe('en');
    expect(config.images.widths).toEqual([320, 640, 1280, 2560, 3640, 4720]);
    expect(config.locales.find((locale) => locale.code === 'en-au')?.fallbacks).toEqual(['en-gb']);
    expect(config.locales.find((locale) => locale.code === 'en-ca')?.fallbacks).toEqual([]);
  });

  it('lets --site-url override the configured origin', () => {
    expect(parseConfig(realConfig, { siteUrl: 'https://preview.example.org' }).siteUrl).toBe('https://preview.example.org');
  });

  it('names the field of an invalid value', () => {
    const error = errorOf({ ...realConfig, siteUrl: 'not a url' });
    expect(error).toBeInstanceOf(SiteError);
    expect(error.code).toBe('ConfigInvalid');
    expect(error.location.field).toBe('siteUrl');
    expect(error.message).toContain('siteUrl');
  });

  it('names a nested field by its path', () => {
    const locales = structuredClone(realConfig.locales) as { flag: string | null }[];
    locales[3]!.flag = 'XX';
    const error = errorOf({ ...realConfig, locales });
    expect(error.location.field).toBe('locales[3].flag');
  });

  it('rejects a missing required field and an unknown field', () => {
    const { siteName: _, ...withoutName } = realConfig;
    expect(errorOf(withoutName).location.field).toBe('siteName');
    expect(errorOf({ ...realConfig, sitename: 'typo' }).message).toMatch(/sitename/);
  });

  it('takes an office’s city names by language of the site, and names the field of one in another language', () => {
    const withNames = (cityNames: Record<string, string>) => {
      const organization = structuredClone(realConfig.organization) as { offices: { id: string; cityNames?: object }[] };
      organization.offices.find((office) => office.id === 'london')!.cityNames = cityNames;
      return { ...realConfig, organization };
    };
    expect(parseConfig(withNames({ fr: 'Londres', en: 'London' })).organization.offices[2]!.cityNames).toEqual({
      fr: 'Londres',
      en: 'London',
    });
    expect(parseConfig(withNames({})).organization.offices[0]!.cityNames).toEqual({});
    for (const language of ['de', 'fr-ca', 'FR']) {
      const error = errorOf(withNames({ [language]: 'Londres' }));
      expect(error.code).toBe('ConfigInvalid');
      expect(error.location.field).toBe('organization.offices[2].cityNames');
      expect(error.message).toContain(`names the city in "${language}", which is not a language of the site's locales (en, fr)`);
    }
    expect(errorOf(withNames({ fr: '' })).location.field).toBe('organization.offices[2].cityNames.fr');
  });

  it('checks fields against each other: default locale, duplicate codes, fallbacks', () => {
    expect(errorOf({ ...realConfig, defaultLocale: 'de' }).location.field).toBe('defaultLocale');
    const locales = [...(realConfig.locales as object[]), (realConfig.locales as object[])[0]];
    expect(errorOf({ ...realConfig, locales }).message).toMatch(/listed twice/);
    const badFallback = structuredClone(realConfig.locales) as { code: string; fallbacks?: string[] }[];
    badFallback.find((locale) => locale.code === 'fr-ca')!.fallbacks = ['en-gb'];
    expect(errorOf({ ...realConfig, locales: badFallback }).message).toMatch(/must be another fr locale/);
  });

  it('needs every locale served by exactly one office', () => {
    const organization = structuredClone(realConfig.organization) as { offices: { locales: string[]; telephone: string }[] };
    organization.offices[0]!.locales = organization.offices[0]!.locales.filter((code) => code !== 'en-mx');
    const missing = errorOf({ ...realConfig, organization });
    expect(missing.message).toMatch(/"en-mx" is not served by any office/);
    expect(missing.location.field).toBe(
      `locales[${(realConfig.locales as { code: string }[]).findIndex((locale) => locale.code === 'en-mx')}].code`,
    );
    organization.offices[0]!.locales.push('en-mx', 'en-gb');
    expect(errorOf({ ...realConfig, organization }).message).toMatch(/"en-gb" is served by 2 offices \(montreal, london\)/);
    organization.offices[0]!.locales.push('de');
    expect(errorOf({ ...realConfig, organization }).message).toMatch(/organization\.offices\[0\]\.locales\[\d+\]/);
    const badPhone = structuredClone(realConfig.organization) as { offices: { telephone: string }[] };
    badPhone.offices[1]!.telephone = '01 99 00 42 17';
    expect(errorOf({ ...realConfig, organization: badPhone }).location.field).toBe('organization.offices[1].telephone');
  });
});

describe('config: the names an installed site shows', () => {
  it('uses siteName under the icon when it fits in 12 characters, else needs a shortName of at most 12', () => {
    expect(parseConfig(realConfig).shortName).toBeUndefined();
    const long = errorOf({ ...realConfig, siteName: 'Factor Conseil' });
    expect(long.code).toBe('ConfigInvalid');
    expect(long.location.field).toBe('shortName');
    expect(long.message).toMatch(/shortName is needed: siteName "Factor Conseil" is longer than the 12 characters/);
    expect(parseConfig({ ...realConfig, siteName: 'Factor Conseil', shortName: 'Factor' }).shortName).toBe('Factor');
    expect(errorOf({ ...realConfig, siteName: 'Factor Conseil', shortName: 'Factor Conseil' }).message).toMatch(
      /shortName must be at most 12 characters/,
    );
  });

  it('keeps siteName within the 45 characters install dialogs show', () => {
    const error = errorOf({ ...realConfig, siteName: 'Factor — AI, automation and data consulting firm', shortName: 'Factor' });
    expect(error.location.field).toBe('siteName');
    expect(error.message).toMatch(/siteName must be at most 45 characters/);
  });
});

describe('config: images.proxy', () => {
  const withProxy = (proxy: unknown) => ({ ...realConfig, images: { ...(realConfig.images as object), proxy } });

  it('is absent by default, and accepts an https template with {src} and {width}', () => {
    expect(parseConfig(realConfig).images.proxy).toBeUndefined();
    const template = 'https://images.example.net/resize?url={src}&w={width}&format=webp';
    expect(parseConfig(withProxy(template)).images.proxy).toBe(template);
  });

  it('names the field of a template that is not an absolute https URL', () => {
    for (const template of [
      'http://images.example.net/?url={src}&w={width}',
      '/resize?url={src}&w={width}',
      'images.example.net/{width}/{src}',
    ]) {
      const error = errorOf(withProxy(template));
      expect(error.code, template).toBe('ConfigInvalid');
      expect(error.location.field, template).toBe('images.proxy');
      expect(error.message, template).toMatch(/images\.proxy must be an absolute https URL/);
    }
  });

  it('needs both placeholders, outside the host name, and no spaces', () => {
    expect(errorOf(withProxy('https://images.example.net/?url={src}')).message).toMatch(/images\.proxy must contain \{width\}/);
    expect(errorOf(withProxy('https://images.example.net/{width}/')).message).toMatch(/images\.proxy must contain \{src\}/);
    expect(errorOf(withProxy('https://w{width}.example.net/?url={src}')).message).toMatch(
      /images\.proxy must keep \{src\} and \{width\} out of the host name/,
    );
    expect(errorOf(withProxy('https://images.example.net/?url={src}&w={width} 2x')).message).toMatch(
      /images\.proxy must not contain spaces/,
    );
  });
});

describe('forms.endpoint', () => {
  const withEndpoint = (endpoint: string) => ({ ...realConfig, forms: { endpoint } });

  it('is a path on the site, or an absolute https URL of an endpoint elsewhere', () => {
    expect(parseConfig(withEndpoint('/api/contact')).forms.endpoint).toBe('/api/contact');
    expect(parseConfig(withEndpoint('https://factor-site.pages.dev/api/contact')).forms.endpoint).toBe(
      'https://factor-site.pages.dev/api/contact',
    );
    expect(parseConfig(withEndpoint('http://127.0.0.1:8080/api/contact')).forms.endpoint).toBe('http://127.0.0.1:8080/api/contact');
  });

  it('names the field of an endpoint the forms could not post to', () => {
    for (const [endpoint, problem] of [
      ['api/contact', 'must be a path on the site ("/api/contact") or an absolute https URL'],
      ['//forms.example.com/api/contact', 'must be a path like "/api/contact", without ? or #'],
      ['/api/contact?x=1', 'without ? or #'],
      ['http://forms.example.com/api/contact', 'must use https (http is only for localhost)'],
      ['https://forms.example.com/api/contact#top', 'must have no query or fragment'],
      ['https://user:secret@forms.example.com/api/contact', 'must not hold a user name or password'],
    ]) {
      const error = errorOf(withEndpoint(endpoint!));
      expect(error.location.field, endpoint).toBe('forms.endpoint');
      expect(error.message, endpoint).toContain(problem);
    }
  });
});
