import type { Card, DateLine, HeadData, ImageSource, PageResult, SitemapGroup, TreeNode } from '../../site/shared/page-data.ts';
import { localePath, manifestPath, NOT_FOUND_ROUTE } from '../../site/shared/paths.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { ContentOutcome } from '../load/parse-outcome.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';
import { headingOf, type PageTools } from '../templates/page-tools.ts';
import { siteTemplates, templateOf, type TemplateRegistry } from '../templates/registry.ts';
import { readingMinutes, tableOfContents } from './article-outline.ts';
import { resolveBlocks } from '../plan/resolve-blocks.ts';

export interface PageResultContext {
  config: SiteConfig;
  /** This locale's pages by route, to turn routes into cards. */
  pagesByRoute: Map<string, PlannedPage>;
  /** Every page of the locale in groups, for the sitemap page. */
  sitemap: SitemapGroup[];
  /** Content image path → its renditions. */
  images: Map<string, ImageSource>;
  /** A brochure page's content file → its generated PDF. */
  brochurePdfs: Map<string, { href: string; bytes: number }>;
  /** This locale's client outcomes by id. */
  outcomes: Map<string, ContentOutcome>;
  /** The templates by name: the site's unless a test brings its own. */
  templates?: TemplateRegistry;
}

/** Everything a template needs to render one page (pure): the shared fields here, the template's from its definition. */
export function buildPageResult(planned: PlannedPage, context: PageResultContext): PageResult {
  const { config, pagesByRoute } = context;
  const templates = context.templates ?? siteTemplates;
  const frontMatter = planned.content.frontMatter;
  const locale = planned.locale;
  const image = (src: string | undefined) => (src ? (context.images.get(src) ?? null) : null);
  const formatDate = (iso: string | undefined): DateLine | null => (iso ? { iso, label: dateLabel(locale.code, iso) } : null);
  const articleOf = (page: PlannedPage) => templateOf(page.content.frontMatter.template, templates).article(page.content.frontMatter);
  const toCard = (page: PlannedPage): Card => cardOf(page, templates, context.images, makeCard);
  const makeCard = (page: PlannedPage): Card => {
    const target = page.content.frontMatter;
    const facts = articleOf(page);
    const article = facts
      ? {
          published: formatDate(facts.published)!,
          author: { name: `${facts.author.firstName} ${facts.author.lastName}`, picture: image(facts.author.picture) },
          readingMinutes: readingMinutesOf(page.content.body),
        }
      : null;
    const kicker = target.lead?.kicker ?? null;
    return {
      href: page.route!,
      title: target.navTitle ?? target.title,
      summary: target.summary ?? target.description,
      kicker,
      image: image(target.lead?.image),
      article,
    };
  };
  const tools: PageTools = {
    image,
    date: formatDate as PageTools['date'],
    card: (route) => toCard(pagesByRoute.get(route)!),
    heading: (route) => headingOf(pagesByRoute.get(route)!.content.frontMatter),
    articleCards: (limit) =>
      articlesNewestFirst(pagesByRoute, templates)
        .filter((page) => page !== planned)
        .slice(0, limit)
        .map(toCard),
    readingMinutes: () => readingMinutesOf(planned.content.body),
    brochureFile: (route) => context.brochurePdfs.get(pagesByRoute.get(route)!.content.file) ?? null,
    sitemap: () => context.sitemap,
  };
  const lead = frontMatter.lead
    ? {
        kicker: frontMatter.lead.kicker ?? null,
        title: headingOf(frontMatter),
        subtitle: frontMatter.lead.subtitle ?? null,
        cta: frontMatter.lead.cta ?? null,
        secondary: frontMatter.lead.secondary ?? null,
        image: image(frontMatter.lead.image),
        video: frontMatter.lead.video ?? null,
      }
    : null;
  return {
    locale: locale.code,
    route: planned.route ?? NOT_FOUND_ROUTE,
    template: frontMatter.template,
    head: buildHead(planned, config),
    page: {
      title: frontMatter.title,
      lead,
      body: planned.content.body,
      bodyImages: Object.fromEntries(
        planned.content.references.flatMap((reference) => {
          const rendition = reference.kind === 'image' ? context.images.get(reference.target) : undefined;
          return rendition ? [[reference.target, rendition]] : [];
        }),
      ),
      sections: resolveBlocks(frontMatter.sections, {
        richText: planned.content.richText,
        outcomes: context.outcomes,
        pagesByRoute,
        toCard,
        image,
      }),
      toc: tableOfContents(planned.content.body),
      ...templateOf(frontMatter.template, templates).content(frontMatter, tools),
    },
    // The template named is the one whose content hook made the page data (templateOf): the union's member matches.
  } as PageResult;
}

// Every page of a locale asks for the same things about the locale's articles; on a site of thousands of articles,
// working them out again for each page made the render quadratic (60 ms a page at 4,800 pages). Kept per locale's
// route map, per body and per language, they are worked out once.
const articlesByLocale = new WeakMap<TemplateRegistry, WeakMap<Map<string, PlannedPage>, PlannedPage[]>>();
const minutesByBody = new WeakMap<TreeNode[], number>();
// A card names its article's day on every page that shows it: Intl formats it once per locale and day.
const dateLabels = new Map<string, (day: string) => string>();

// A page's card is the same on every page of its locale that shows it (a hub, the home page, each article's related
// ones): made once per page, templates and images. Nothing changes a card once made (resolveCard copies it).
const cardsBy = new WeakMap<TemplateRegistry, WeakMap<Map<string, ImageSource>, WeakMap<PlannedPage, Card>>>();

function cardOf(page: PlannedPage, templates: TemplateRegistry, images: Map<string, ImageSource>, make: (page: PlannedPage) => Card): Card {
  let byImages = cardsBy.get(templates);
  if (!byImages) cardsBy.set(templates, (byImages = new WeakMap()));
  let cards = byImages.get(images);
  if (!cards) byImages.set(images, (cards = new WeakMap()));
  let card = cards.get(page);
  if (!card) cards.set(page, (card = make(page)));
  return card;
}

/** The locale's articles, newest first (then by route). */
function articlesNewestFirst(pagesByRoute: Map<string, PlannedPage>, templates: TemplateRegistry): PlannedPage[] {
  const byLocale = articlesByLocale.get(templates) ?? new WeakMap<Map<string, PlannedPage>, PlannedPage[]>();
  articlesByLocale.set(templates, byLocale);
  let articles = byLocale.get(pagesByRoute);
  if (!articles) {
    const dated = [...pagesByRoute.values()].flatMap((page) => {
      const facts = templateOf(page.content.frontMatter.template, templates).article(page.content.frontMatter);
      return facts ? [{ page, published: facts.published }] : [];
    });
    dated.sort((a, b) => b.published.localeCompare(a.published) || a.page.route!.localeCompare(b.page.route!));
    articles = dated.map(({ page }) => page);
    byLocale.set(pagesByRoute, articles);
  }
  return articles;
}

function readingMinutesOf(body: TreeNode[]): number {
  let minutes = minutesByBody.get(body);
  if (minutes === undefined) minutesByBody.set(body, (minutes = readingMinutes(body)));
  return minutes;
}

/** A day as the locale writes it in full ("28 November 2026"): each locale's format made once, each day's label too. */
function dateLabel(locale: string, iso: string): string {
  let labels = dateLabels.get(locale);
  if (!labels) {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    const made = new Map<string, string>();
    labels = (day) => {
      let label = made.get(day);
      if (label === undefined) made.set(day, (label = format.format(new Date(`${day}T00:00:00Z`))));
      return label;
    };
    dateLabels.set(locale, labels);
  }
  return labels(iso);
}

/** Title, description, canonical, hreflang alternates (every locale + x-default) and manifest. */
export function buildHead(planned: PlannedPage, config: SiteConfig): HeadData {
  const frontMatter = planned.content.frontMatter;
  const route = planned.route;
  const absolute = (locale: string) => `${config.siteUrl}${localePath(locale, route ?? '/')}`;
  return {
    lang: planned.locale.code,
    title: `${frontMatter.title} — ${config.siteName}`,
    description: frontMatter.description,
    canonical: route === null ? null : absolute(planned.locale.code),
    alternates:
      route === null
        ? []
        : [
            ...config.locales.map((locale) => ({ hreflang: locale.code, href: absolute(locale.code) })),
            // Home pages' default is the root page, which sends a visitor to their language (Google's pattern for
            // a home page that redirects by language); other pages have no such page and name the default locale's.
            { hreflang: 'x-default', href: route === '/' ? `${config.siteUrl}/` : absolute(config.defaultLocale) },
          ],
    manifest: manifestPath(planned.locale.code),
    noindex: route === null || frontMatter.noindex,
  };
}
