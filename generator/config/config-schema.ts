import { z } from 'zod';
import { FLAGS, REGIONS } from '../../site/shared/locales.ts';
import { endpointProblem } from '../shared/endpoint-location.ts';
import { proxyTemplateProblem } from '../shared/image-proxy.ts';

const localeCode = z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'must be a lower-case language tag like "en" or "fr-ca"');

/** The schema of site.config.json. Every option, with its default. */
export const configSchema = z.strictObject({
  $comment: z.string().optional(),
  /**
   * The site's name, added after every page title ("Page — Factor"), and the installed site's name (web manifest
   * `name`, shown by install dialogs and app lists, which cut it after 45 characters).
   */
  siteName: z.string().min(1).max(45, 'must be at most 45 characters: install dialogs and app lists cut longer names'),
  /**
   * The name launchers show under the installed site's icon (web manifest `short_name`): at most 12 characters,
   * what home screens show uncut. Default: `siteName`, which must then be that short.
   */
  shortName: z.string().min(1).max(12, 'must be at most 12 characters: launchers cut longer names under the icon').optional(),
  /** The public origin the site is deployed at; canonical and alternate links are absolute on it. No trailing slash. */
  siteUrl: z
    .url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' })
    .refine((url) => !url.endsWith('/'), 'must not end with a slash'),
  /** The browser theme colour in manifests and `<meta name="theme-color">`. Default: #3947E4 (SPEC §9). */
  themeColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #3947E4')
    .default('#3947E4'),
  /** The locale a visitor gets when nothing else matches, and the `x-default` of pages below home (home pages': /). Default: en. */
  defaultLocale: localeCode.default('en'),
  /** Every locale the site is published in (SPEC §3). Base languages have `code` equal to `language`. */
  locales: z
    .array(
      z.strictObject({
        code: localeCode,
        language: z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code'),
        name: z.string().min(1),
        region: z.enum(REGIONS),
        country: z.string().min(1).nullable(),
        flag: z.enum(FLAGS).nullable(),
        /** Locales to read before the base language. Default: none. */
        fallbacks: z.array(localeCode).default([]),
      }),
    )
    .min(1),
  analytics: z.strictObject({
    /** The Segment source write key. */
    writeKey: z.string().min(1),
    /** Where settings and integrations are fetched from. Default: https://cdn.segment.com. */
    cdnUrl: z.url().default('https://cdn.segment.com'),
    /** Where events are sent, host and path without scheme. Default: api.segment.io/v1. */
    apiHost: z.string().min(1).default('api.segment.io/v1'),
    /**
     * The destinations the site sends to, by their id in the CDN's list: the cookie banner offers them from the build,
     * in the page's language (`consent.destinations.{id as a slug}` in the catalogues), even where the list cannot be
     * fetched (blocked, offline); the CDN's list is merged in when it arrives. Default: Segment.
     */
    destinations: z.array(z.string().min(1)).default(['Segment.io']),
  }),
  images: z
    .strictObject({
      /** Widths rendered for every image, never above the source width (SPEC §7). */
      widths: z.array(z.number().int().positive()).min(1).default([320, 640, 1280, 2560, 3640, 4720]),
      /**
       * An image CDN that resizes the originals (SPEC §7's third-party resizing proxy): an absolute https URL
       * template where `{src}` becomes the original's absolute URL on this site (URL-encoded; the build copies
       * each original under /assets/images/ with a hashed name) and `{width}` one of `widths`, e.g.
       * `https://images.example.net/?url={src}&w={width}&format=webp`. The Content-Security-Policy then allows
       * images from its origin. Default: none, the build encodes WebP and AVIF renditions itself.
       */
      proxy: z
        .string()
        .superRefine((template, context) => {
          const problem = proxyTemplateProblem(template);
          if (problem) context.addIssue({ code: 'custom', message: problem });
        })
        .optional(),
    })
    .default({ widths: [320, 640, 1280, 2560, 3640, 4720] }),
  forms: z.strictObject({
    /**
     * Where contact forms are posted: a path on this site (`/api/contact`, answered by `site serve` and the
     * Cloudflare Pages worker), or an absolute https URL of such an endpoint on another host, for hosts that run
     * no code (it then accepts the site's origin by CORS and redirects back to `siteUrl`).
     */
    endpoint: z.string().superRefine((endpoint, context) => {
      const problem = endpointProblem(endpoint);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  }),
  /** Who runs the site: structured data (schema.org Organization) and each locale's contact details. */
  organization: z.strictObject({
    /** The registered name, as in the legal notice. */
    legalName: z.string().min(1),
    /** Profiles of the organisation elsewhere (schema.org `sameAs`). Default: none. */
    sameAs: z.array(z.url()).default([]),
    /** Offices; every locale is served by exactly one, whose details its contact pages show. The first is the head office. */
    offices: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z][a-z-]*$/, 'must be lower-case letters and dashes'),
          /** The city as its country writes it: in the postal address and in structured data (`addressLocality`). */
          city: z.string().min(1),
          /**
           * The city's name in the site's languages that write it otherwise, by language (checkConfig): `{ "fr": "Londres" }`.
           * Pages in that language (every fr-* locale) name the office so, in its card and its opening hours; the
           * postal address keeps `city`. Default: none (`city` in every language).
           */
          cityNames: z.record(z.string(), z.string().min(1)).default({}),
          streetAddress: z.string().min(1),
          postalCode: z.string().min(1),
          /** State or province, where addresses carry one ("QC"). */
          region: z.string().min(1).optional(),
          /** ISO 3166-1 alpha-2 code of the office's country. */
          country: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like "CA"'),
          /** International format: "+1 514 555 0142". */
          telephone: z.string().regex(/^\+\d[\d ]{6,}$/, 'must be an international number like "+1 514 555 0142"'),
          email: z.email(),
          /** Opening hours on working days, local time ("09:00"). */
          opens: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like "09:00"'),
          closes: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like "17:30"'),
          /** Countries this office serves (ISO codes), for structured data. */
          areaServed: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code')).min(1),
          /** The locales whose visitors this office serves. */
          locales: z.array(localeCode).min(1),
        }),
      )
      .min(1),
  }),
  build: z
    .strictObject({
      /** How many earlier builds' hashed assets stay in dist/ so open tabs keep working. Default: 2. */
      keepPreviousBuilds: z.number().int().min(0).max(20).default(2),
    })
    .default({ keepPreviousBuilds: 2 }),
  /** What `site build` does about translations (`site translations` shows their state; content/README.md). */
  translations: z
    .strictObject({
      /** Locales (`"*"`: all) whose build fails when a page or string is stale: its source changed since it was marked. Default: none. */
      failOnStale: z.array(z.string()).default([]),
      /** Locales (`"*"`: all) whose build fails when a page or string of their base language is not translated. Default: none. */
      failOnMissing: z.array(z.string()).default([]),
    })
    .default({ failOnStale: [], failOnMissing: [] }),
});

export type SiteConfig = z.infer<typeof configSchema>;

/** Checks between fields that a schema cannot express. Returns one sentence per problem. */
export function checkConfig(config: SiteConfig): { field: string; problem: string }[] {
  const problems: { field: string; problem: string }[] = [];
  const codes = config.locales.map((locale) => locale.code);
  config.locales.forEach((locale, index) => {
    if (codes.indexOf(locale.code) !== index) {
      problems.push({ field: `locales[${index}].code`, problem: `"${locale.code}" is listed twice` });
    }
    if (!codes.includes(locale.language)) {
      problems.push({
        field: `locales[${index}].language`,
        problem: `"${locale.language}" is not one of the locales; every language needs a base locale of the same code`,
      });
    }
    if (!locale.code.startsWith(locale.language)) {
      problems.push({ field: `locales[${index}].language`, problem: `"${locale.language}" does not match the code "${locale.code}"` });
    }
    locale.fallbacks.forEach((fallback, fallbackIndex) => {
      const target = config.locales.find((other) => other.code === fallback);
      if (!target || target.language !== locale.language || fallback === locale.code) {
        problems.push({
          field: `locales[${index}].fallbacks[${fallbackIndex}]`,
          problem: `"${fallback}" must be another ${locale.language} locale of the site`,
        });
      }
    });
  });
  const offices = config.organization.offices;
  const languages = [...new Set(config.locales.map((locale) => locale.language))];
  offices.forEach((office, index) => {
    office.locales.forEach((code, localeIndex) => {
      if (!codes.includes(code))
        problems.push({ field: `organization.offices[${index}].locales[${localeIndex}]`, problem: `"${code}" is not one of the locales` });
    });
    for (const language of Object.keys(office.cityNames)) {
      if (!languages.includes(language)) {
        const problem = `names the city in "${language}", which is not a language of the site's locales (${languages.join(', ')})`;
        problems.push({ field: `organization.offices[${index}].cityNames`, problem });
      }
    }
    if (offices.findIndex((other) => other.id === office.id) !== index) {
      problems.push({ field: `organization.offices[${index}].id`, problem: `"${office.id}" is listed twice` });
    }
  });
  config.locales.forEach((locale, index) => {
    const serving = offices.filter((office) => office.locales.includes(locale.code));
    if (serving.length !== 1) {
      problems.push({
        field: `locales[${index}].code`,
        problem: serving.length
          ? `"${locale.code}" is served by ${serving.length} offices (${serving.map((office) => office.id).join(', ')}); list it in one`
          : `"${locale.code}" is not served by any office; add it to one office's "locales" in "organization"`,
      });
    }
  });
  if (config.shortName === undefined && config.siteName.length > 12) {
    const problem = `is needed: siteName "${config.siteName}" is longer than the 12 characters launchers show under the icon`;
    problems.push({ field: 'shortName', problem });
  }
  for (const rule of ['failOnStale', 'failOnMissing'] as const) {
    config.translations[rule].forEach((code, index) => {
      if (code !== '*' && !codes.includes(code)) {
        problems.push({ field: `translations.${rule}[${index}]`, problem: `"${code}" is not one of the locales` });
      }
    });
  }
  if (!codes.includes(config.defaultLocale)) {
    problems.push({ field: 'defaultLocale', problem: `"${config.defaultLocale}" is not one of the locales` });
  }
  return problems;
}
