import type { LocaleInfo } from '../../site/shared/locales.ts';
import { REGIONS } from '../../site/shared/locales.ts';
import type { NavLink, NavMenu, Office, SiteData, SitemapGroup } from '../../site/shared/page-data.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';

type Translate = (key: string, values?: Record<string, string>) => string;

/** Sitemap groups in display order; a route belongs to the group with the longest matching prefix. */
const SITEMAP_GROUPS: { id: string; prefix: string }[] = [
  { id: 'company', prefix: '/' },
  { id: 'services', prefix: '/services/' },
  { id: 'industries', prefix: '/industries/' },
  { id: 'insights', prefix: '/insights/' },
  { id: 'brochures', prefix: '/brochures/' },
  { id: 'contact', prefix: '/contact/' },
  { id: 'legal', prefix: '/legal/' },
];

/** The sitemap group a route belongs to (`services`, `insights`, …). */
export function groupOf(route: string): string {
  const matches = SITEMAP_GROUPS.filter((group) => route.startsWith(group.prefix));
  return matches.reduce((best, group) => (group.prefix.length > best.prefix.length ? group : best)).id;
}

/**
 * The footer's link categories: a fixed choice of pages, so that the footer (on every page) does not grow
 * with the number of articles. The sitemap page lists everything.
 */
const FOOTER_GROUPS: { id: string; includes: (route: string) => boolean }[] = [
  { id: 'services', includes: (route) => route.startsWith('/services/') },
  { id: 'industries', includes: (route) => route.startsWith('/industries/') },
  { id: 'company', includes: (route) => ['/', '/audit/', '/insights/', '/contact/', '/sitemap/'].includes(route) },
  { id: 'legal', includes: (route) => route.startsWith('/legal/') },
];

function indexedPages(pages: PlannedPage[]): PlannedPage[] {
  return pages.filter((page) => page.route !== null && !page.document.frontMatter.noindex);
}

function linkTo(page: PlannedPage): NavLink {
  return { href: page.route!, label: page.document.frontMatter.navTitle ?? page.document.frontMatter.title };
}

/** Every indexable page of a locale in labelled groups, for the sitemap page (pure). */
export function buildSitemapGroups(pages: PlannedPage[], t: Translate): SitemapGroup[] {
  const indexed = indexedPages(pages);
  return SITEMAP_GROUPS.map((group) => ({
    label: t(`sitemap.${group.id}`),
    links: indexed.filter((page) => groupOf(page.route!) === group.id).map(linkTo),
  })).filter((group) => group.links.length > 0);
}

/** Site-wide data of one locale (pure): menus, footer categories, locale list. Its size does not grow with articles. */
export function buildSiteData(config: SiteConfig, locale: LocaleInfo, pages: PlannedPage[], t: Translate): SiteData {
  const indexed = indexedPages(pages);
  const under = (prefix: string) => indexed.filter((page) => page.route!.startsWith(prefix) && page.route !== prefix);
  const find = (route: string) => indexed.find((page) => page.route === route);

  const nav: NavMenu[] = [];
  const servicesHubs = ['/services/business/', '/services/software/'].map(find).filter((page) => page !== undefined);
  nav.push({
    label: t('nav.services'),
    href: null,
    links: servicesHubs.flatMap((hub) => [linkTo(hub), ...under(hub.route!).map(linkTo)]),
  });
  nav.push({ label: t('nav.industries'), href: null, links: under('/industries/').map(linkTo) });
  for (const route of ['/insights/', '/audit/', '/contact/']) {
    const page = find(route);
    if (page) nav.push({ label: linkTo(page).label, href: route, links: [] });
  }

  const footer: SitemapGroup[] = FOOTER_GROUPS.map((group) => ({
    label: t(`sitemap.${group.id}`),
    links: indexed.filter((page) => group.includes(page.route!)).map(linkTo),
  })).filter((group) => group.links.length > 0);

  return {
    siteName: config.siteName,
    locale: locale.code,
    defaultLocale: config.defaultLocale,
    locales: config.locales as LocaleInfo[],
    regions: [...REGIONS],
    nav,
    footer,
    formEndpoint: config.forms.endpoint,
    office: officeFor(config, locale, t),
    offices: officesFor(config, locale, t),
    analytics: { writeKey: config.analytics.writeKey, cdnUrl: config.analytics.cdnUrl, apiHost: config.analytics.apiHost },
  };
}

/** The office serving a locale (checkConfig makes sure there is exactly one), labelled in the locale's language. */
export function officeFor(config: SiteConfig, locale: LocaleInfo, t: Translate): Office {
  const offices = config.organization.offices;
  return describeOffice(offices.find((candidate) => candidate.locales.includes(locale.code)) ?? offices[0]!, locale, t);
}

/** Every office, the one serving the locale first. */
export function officesFor(config: SiteConfig, locale: LocaleInfo, t: Translate): Office[] {
  const offices = config.organization.offices;
  const serving = offices.findIndex((candidate) => candidate.locales.includes(locale.code));
  const ordered = serving > 0 ? [offices[serving]!, ...offices.filter((_, index) => index !== serving)] : offices;
  return ordered.map((office) => describeOffice(office, locale, t));
}

function describeOffice(office: SiteConfig['organization']['offices'][number], locale: LocaleInfo, t: Translate): Office {
  const time = new Intl.DateTimeFormat(locale.code, { timeStyle: 'short', timeZone: 'UTC' });
  const at = (clock: string) => time.format(new Date(`2000-01-03T${clock}:00Z`));
  const country = new Intl.DisplayNames([locale.code], { type: 'region' }).of(office.country) ?? office.country;
  return {
    city: office.city,
    address: `${postalAddressLine(office)}, ${country}`,
    telephone: { label: office.telephone, href: `tel:${office.telephone.replaceAll(' ', '')}` },
    email: office.email,
    hours: t('contact.office.hours', { opens: at(office.opens), closes: at(office.closes), city: office.city }),
  };
}

// Countries that write the postal code before the city ("75009 Paris"); the others after it ("London EC2R 6AR").
const POSTCODE_FIRST = new Set(['BE', 'CH', 'DE', 'FR', 'LU']);

/** An address on one line, in the way its country writes it. */
export function postalAddressLine(office: SiteConfig['organization']['offices'][number]): string {
  const place = POSTCODE_FIRST.has(office.country)
    ? `${office.postalCode} ${office.city}`
    : [office.city, office.region, office.postalCode].filter(Boolean).join(' ');
  return `${office.streetAddress}, ${place}`;
}
