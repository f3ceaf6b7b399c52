import type { Card, DateLine, HeadData, ImageSource, PageResult, SitemapGroup } from '../../site/shared/page-data.ts';
import { localePath, manifestPath, NOT_FOUND_ROUTE } from '../../site/shared/paths.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { OutcomeDocument } from '../load/parse-outcome.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';
import type { PageTools } from '../templates/page-tools.ts';
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
  /** Brochure document file → its generated PDF. */
  brochurePdfs: Map<string, { href: string; bytes: number }>;
  /** This locale's client outcomes by id. */
  outcomes: Map<string, OutcomeDocument>;
  /** The templates by name: the site's unless a test brings its own. */
  templates?: TemplateRegistry;
}

/** Everything a template needs to render one page (pure): the shared fields here, the template's from its definition. */
export function buildPageResult(planned: PlannedPage, context: PageResultContext): PageResult {
  const { config, pagesByRoute } = context;
  const templates = context.templates ?? siteTemplates;
  const frontMatter = planned.document.frontMatter;
  const locale = planned.locale;
  const image = (src: string | undefined) => (src ? (context.images.get(src) ?? null) : null);
  const formatDate = (iso: string | undefined): DateLine | null =>
    iso
      ? { iso, label: new Intl.DateTimeFormat(locale.code, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)) }
      : null;
  const articleOf = (page: PlannedPage) => templateOf(page.document.frontMatter.template, templates).article(page.document.frontMatter);
  const toCard = (page: PlannedPage): Card => {
    const target = page.document.frontMatter;
    const facts = articleOf(page);
    const article = facts
      ? {
          published: formatDate(facts.published)!,
          author: { name: `${facts.author.firstName} ${facts.author.lastName}`, picture: image(facts.author.picture) },
          readingMinutes: readingMinutes(page.document.body),
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
  const publishedOf = (page: PlannedPage) => articleOf(page)?.published ?? '';
  const tools: PageTools = {
    image,
    date: formatDate,
    card: (route) => toCard(pagesByRoute.get(route)!),
    articleCards: () =>
      [...pagesByRoute.values()]
        .filter((page) => articleOf(page) !== null && page !== planned)
        .sort((a, b) => publishedOf(b).localeCompare(publishedOf(a)) || a.route!.localeCompare(b.route!))
        .map(toCard),
    readingMinutes: () => readingMinutes(planned.document.body),
    brochureFile: (route) => context.brochurePdfs.get(pagesByRoute.get(route)!.document.file) ?? null,
    sitemap: () => context.sitemap,
  };
  const lead = frontMatter.lead
    ? {
        kicker: frontMatter.lead.kicker ?? null,
        title: frontMatter.lead.title ?? frontMatter.title,
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
      body: planned.document.body,
      bodyImages: Object.fromEntries(
        planned.document.references.flatMap((reference) => {
          const rendition = reference.kind === 'image' ? context.images.get(reference.target) : undefined;
          return rendition ? [[reference.target, rendition]] : [];
        }),
      ),
      sections: resolveBlocks(frontMatter.sections, {
        richText: planned.document.richText,
        outcomes: context.outcomes,
        pagesByRoute,
        toCard,
        image,
      }),
      toc: tableOfContents(planned.document.body),
      ...templateOf(frontMatter.template, templates).content(frontMatter, tools),
    },
  };
}

/** Title, description, canonical, hreflang alternates (every locale + x-default) and manifest. */
export function buildHead(planned: PlannedPage, config: SiteConfig): HeadData {
  const frontMatter = planned.document.frontMatter;
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
