import { join } from 'node:path';
import type { PageResult } from '../../site/shared/page-data.ts';
import { localePath } from '../../site/shared/paths.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';
import { groupOf } from '../plan/route-groups.ts';
import { scriptJson, tag } from '../shared/html.ts';
import type { ShareImage, ShareImageRequest } from './share-images.ts';
import { socialTags } from './social-tags.ts';
import type { FeedLink } from '../feeds/feeds.ts';
import { structuredData, type Crumb } from '../structured-data/structured-data.ts';

import type { Translate } from '../../site/shared/translator.ts';

/** A page's category in its language: the lead's kicker, else the name of its sitemap group. */
export function pageCategory(planned: PlannedPage, t: Translate): string {
  return planned.content.frontMatter.lead?.kicker ?? t(`sitemap.${groupOf(planned.route ?? '/')}`);
}

/**
 * The text on a page's share image, its alt text in the page's language, and its artwork: the page's lead
 * image (a content path under `contentDir`), or none.
 */
export function shareCardOf(planned: PlannedPage, config: SiteConfig, t: Translate, contentDir: string): Omit<ShareImageRequest, 'key'> {
  const title = planned.content.frontMatter.title;
  const category = pageCategory(planned, t);
  const image = planned.content.frontMatter.lead?.image;
  return {
    text: { title, category, siteName: config.siteName, host: new URL(config.siteUrl).host },
    alt: t('share.imageAlt', { siteName: config.siteName, title, category }),
    art: image ? { src: image, file: join(contentDir, image) } : null,
  };
}

/** Home, then every ancestor route that is a page of the locale, then the page itself (pure). */
export function breadcrumbsOf(planned: PlannedPage, pagesByRoute: Map<string, PlannedPage>, siteUrl: string): Crumb[] {
  if (planned.route === null) return [];
  const segments = planned.route.split('/').filter(Boolean);
  const routes = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}/`)];
  return routes
    .map((route) => pagesByRoute.get(route))
    .filter((page) => page !== undefined)
    .map((page) => ({
      name: page.content.frontMatter.navTitle ?? page.content.frontMatter.title,
      url: `${siteUrl}${localePath(page.locale.code, page.route!)}`,
    }));
}

export interface PageSocialInput {
  config: SiteConfig;
  planned: PlannedPage;
  result: PageResult;
  pagesByRoute: Map<string, PlannedPage>;
  image: ShareImage;
  feed: FeedLink | null;
  t: Translate;
}

/** Everything a page's head carries for sharing, search and feed readers: no JavaScript, only tags and data. */
export function socialHead({ config, planned, result, pagesByRoute, image, feed, t }: PageSocialInput): string[] {
  const category = pageCategory(planned, t);
  const locales = config.locales;
  const lines = socialTags({
    result,
    locale: planned.locale,
    locales,
    siteName: config.siteName,
    siteUrl: config.siteUrl,
    category,
    image,
  });
  if (feed) lines.push(tag('link', { rel: 'alternate', type: 'application/atom+xml', title: feed.title, href: feed.path }));
  const graph = structuredData({
    config,
    result,
    locale: planned.locale,
    shareImageUrl: `${config.siteUrl}${image.path}`,
    leadImage: result.page.lead?.image ?? null,
    breadcrumbs: breadcrumbsOf(planned, pagesByRoute, config.siteUrl),
    category,
  });
  // Data, not script: browsers never run it, so the Content-Security-Policy needs no exception for it.
  if (graph) lines.push(`<script type="application/ld+json">${scriptJson(graph)}</script>`);
  return lines;
}
