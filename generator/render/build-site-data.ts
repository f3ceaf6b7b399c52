import type { LocaleInfo } from '../../site/shared/locales.ts';
import { REGIONS } from '../../site/shared/locales.ts';
import {
  destinationKey,
  type NavEntry,
  type NavLink,
  type NavMenu,
  type SiteData,
  type SitemapGroup,
} from '../../site/shared/page-data.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';
import { officeFor, officesFor } from '../plan/offices.ts';
import { groupOf, SITEMAP_GROUPS } from '../plan/route-groups.ts';

import type { Translate } from '../../site/shared/translator.ts';

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
  return pages.filter((page) => page.route !== null && !page.content.frontMatter.noindex);
}

function linkTo(page: PlannedPage): NavLink {
  return { href: page.route!, label: page.content.frontMatter.navTitle ?? page.content.frontMatter.title };
}

/**
 * A group of links under its heading. A link that would say what its heading says (the Insights group's
 * "Insights" page) gets its group's own label for it ("All insights"), so no heading repeats its first link.
 */
function labelledGroup(id: string, pages: PlannedPage[], t: Translate): SitemapGroup {
  const label = t(`sitemap.${id}`);
  const links = pages.map(linkTo).map((link) => (link.label === label ? { ...link, label: t(`sitemap.overview.${id}`) } : link));
  return { label, links };
}

/** Every indexable page of a locale in labelled groups, for the sitemap page (pure). */
export function buildSitemapGroups(pages: PlannedPage[], t: Translate): SitemapGroup[] {
  const indexed = indexedPages(pages);
  return SITEMAP_GROUPS.map((group) =>
    labelledGroup(
      group.id,
      indexed.filter((page) => groupOf(page.route!) === group.id),
      t,
    ),
  ).filter((group) => group.links.length > 0);
}

/** Site-wide data of one locale (pure): menus, footer categories, locale list. Its size does not grow with articles. */
export function buildSiteData(config: SiteConfig, locale: LocaleInfo, pages: PlannedPage[], t: Translate): SiteData {
  const indexed = indexedPages(pages);
  const under = (prefix: string) => indexed.filter((page) => page.route!.startsWith(prefix) && page.route !== prefix);
  const find = (route: string) => indexed.find((page) => page.route === route);

  const entry = (page: PlannedPage): NavEntry => ({ ...linkTo(page), description: page.content.frontMatter.navSummary ?? null });
  const nav: NavMenu[] = [];
  const servicesHubs = ['/services/business/', '/services/software/'].map(find).filter((page) => page !== undefined);
  nav.push({
    kind: 'dropdown',
    label: t('nav.services'),
    groups: servicesHubs.map((hub) => ({ heading: entry(hub), entries: under(hub.route!).map(entry) })),
  });
  nav.push({ kind: 'dropdown', label: t('nav.industries'), groups: [{ heading: null, entries: under('/industries/').map(entry) }] });
  for (const route of ['/insights/', '/audit/']) {
    const page = find(route);
    if (page) nav.push({ kind: 'link', ...linkTo(page) });
  }
  const contact = find('/contact/');

  const footer: SitemapGroup[] = FOOTER_GROUPS.map((group) =>
    labelledGroup(
      group.id,
      indexed.filter((page) => group.includes(page.route!)),
      t,
    ),
  ).filter((group) => group.links.length > 0);

  return {
    siteName: config.siteName,
    locale: locale.code,
    defaultLocale: config.defaultLocale,
    locales: config.locales,
    regions: [...REGIONS],
    nav: nav.filter((menu) => menu.kind === 'link' || menu.groups.some((group) => group.entries.length > 0)),
    primaryAction: contact ? { href: contact.route!, label: t('nav.primaryAction') } : null,
    footer,
    copyright: t('footer.copyright', { legalName: config.organization.legalName }),
    formEndpoint: config.forms.endpoint,
    office: officeFor(config, locale, t),
    offices: officesFor(config, locale, t),
    analytics: {
      writeKey: config.analytics.writeKey,
      cdnUrl: config.analytics.cdnUrl,
      apiHost: config.analytics.apiHost,
      destinations: config.analytics.destinations.map((id) => ({
        id,
        name: t(`consent.destinations.${destinationKey(id)}.name`),
        description: t(`consent.destinations.${destinationKey(id)}.description`),
      })),
    },
  };
}
