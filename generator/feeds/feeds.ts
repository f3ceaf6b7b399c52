import { isBaseLocale, languageTag, type LocaleInfo } from '../../site/shared/locales.ts';
import { localePath } from '../../site/shared/paths.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';
import { templateOf } from '../templates/registry.ts';
import { createAtomFeed, type FeedEntry } from './atom-feed.ts';

import type { Translate } from '../../site/shared/translator.ts';

/** A locale's feed as a page's head links to it. */
export interface FeedLink {
  path: string;
  title: string;
}

/** The site path of a locale's Atom feed. */
export function feedPath(locale: string): string {
  return `/${locale}/feed.xml`;
}

function isArticle(page: PlannedPage): boolean {
  return templateOf(page.content.frontMatter.template).traits.article;
}

/** Which locales publish a feed, and the feed (by publishing locale) each locale links to. */
export interface FeedPlan {
  publishers: LocaleInfo[];
  feedOf: Map<string, string>;
}

/**
 * Which locales publish a feed, and which feed every locale links to (pure). Locales that read the same
 * articles (en-ca and en-us read en's) share one feed: the base language's, else the locale whose folder
 * holds the articles (en-gb for en-au). A locale without articles links to none.
 */
export function planFeeds(locales: LocaleInfo[], pages: PlannedPage[]): FeedPlan {
  const groups = new Map<string, LocaleInfo[]>();
  for (const locale of locales) {
    const files = pages
      .filter((page) => page.locale.code === locale.code && isArticle(page))
      .map((page) => page.content.file)
      .sort();
    if (!files.length) continue;
    const key = files.join('\n');
    groups.set(key, [...(groups.get(key) ?? []), locale]);
  }
  const publishers: LocaleInfo[] = [];
  const feedOf = new Map<string, string>();
  for (const [key, members] of groups) {
    const owner =
      members.find(isBaseLocale) ??
      members.find((locale) => key.split('\n').some((file) => file.startsWith(`content/${locale.code}/`))) ??
      members[0]!;
    publishers.push(owner);
    for (const member of members) feedOf.set(member.code, owner.code);
  }
  return { publishers: locales.filter((locale) => publishers.includes(locale)), feedOf };
}

/** The stage's log line. */
export function describeFeeds(plan: FeedPlan): string {
  return `${plan.publishers.length} feeds (${plan.publishers.map((locale) => locale.code).join(', ') || 'no articles'})`;
}

/** The `<link rel="alternate">` a locale's pages carry, or null when it has no articles. */
export function feedLinkOf(locale: LocaleInfo, plan: FeedPlan, t: Translate, siteName: string): FeedLink | null {
  const owner = plan.feedOf.get(locale.code);
  return owner ? { path: feedPath(owner), title: t('feed.title', { siteName }) } : null;
}

/** One Atom feed of a publishing locale's articles, every link absolute. */
export function localeFeed(config: SiteConfig, locale: LocaleInfo, pages: PlannedPage[], t: Translate): string {
  const localePages = pages.filter((page) => page.locale.code === locale.code && page.route !== null);
  const url = (route: string) => `${config.siteUrl}${localePath(locale.code, route)}`;
  const list = localePages.find((page) => templateOf(page.content.frontMatter.template).traits.listsArticles);
  const entries: FeedEntry[] = localePages.flatMap((page) => {
    const frontMatter = page.content.frontMatter;
    const article = templateOf(frontMatter.template).article(frontMatter);
    if (!article) return [];
    return [
      {
        url: url(page.route!),
        title: frontMatter.title,
        summary: frontMatter.summary ?? frontMatter.description,
        published: article.published,
        updated: article.updated ?? article.published,
        author: { name: `${article.author.firstName} ${article.author.lastName}`, uri: article.author.linkedin ?? null },
        category: frontMatter.lead?.kicker ?? null,
      },
    ];
  });
  const latest =
    entries
      .map((entry) => entry.updated)
      .sort()
      .at(-1) ?? '1970-01-01';
  return createAtomFeed({
    url: `${config.siteUrl}${feedPath(locale.code)}`,
    pageUrl: url(list?.route ?? '/'),
    language: languageTag(locale.code),
    title: t('feed.title', { siteName: config.siteName }),
    subtitle: list?.content.frontMatter.description ?? t('feed.subtitle'),
    rights: `© ${latest.slice(0, 4)} ${config.organization.legalName}`,
    icon: `${config.siteUrl}/favicon.ico`,
    logo: `${config.siteUrl}/icon-512.png`,
    entries,
  });
}
