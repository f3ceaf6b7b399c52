import { fallbackChain, isBaseLocale, type LocaleInfo } from '../../site/shared/locales.ts';
import { classifyLink, isVideoPath, localePath, pageDataPath, NOT_FOUND_ROUTE } from '../../site/shared/paths.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import { siteError, throwIfAny, type SiteError } from '../errors/site-error.ts';
import type { ContentPage } from '../load/parse-content-page.ts';
import type { ContentOutcome } from '../load/parse-outcome.ts';
import { referenceLine } from '../load/rich-text.ts';
import { siteTemplates, templateOf, type TemplateRegistry } from '../templates/registry.ts';
import { createOutcomeTable, type OutcomeTable } from './outcome-table.ts';
import { repeatedProof } from './repeated-proof.ts';
import { sectionReferences } from './section-references.ts';

/** One page to render: a locale, a route and the content page that fills it. */
export interface PlannedPage {
  locale: LocaleInfo;
  /** The locale-free route (`/contact/`), or `null` for the locale's not-found page. */
  route: string | null;
  /** The public path: `/fr-ca/contact/`, or `/fr-ca/404/` for the not-found page's data. */
  path: string;
  /** The HTML file relative to the output folder: `fr-ca/contact/index.html`, `fr-ca/404.html`. */
  htmlFile: string;
  /** The page-data file relative to the output folder. */
  pageDataFile: string;
  /** The content file the page is made from, parsed. */
  content: ContentPage;
}

export interface RouteTable {
  /** Every route of the site, sorted, the same in every locale. */
  routes: string[];
  /** Every page: locales in config order, routes sorted, not-found last in each locale. */
  pages: PlannedPage[];
  /** The client outcomes each locale shows. */
  outcomes: OutcomeTable;
}

/**
 * The route table (pure): every locale × route, resolved through the locale's fallback chain, checked for
 * duplicates, missing pages, orphan overrides, broken links and missing media before anything renders, and for
 * proof (an outcome, a figure, a quote) shown on more than two pages (repeated-proof.ts).
 */
export function createRouteTable(
  config: SiteConfig,
  contentPages: ContentPage[],
  mediaFiles: Set<string>,
  outcomeFiles: ContentOutcome[] = [],
): RouteTable {
  const errors: SiteError[] = [];
  const { locales } = config;
  const codes = locales.map((locale) => locale.code);
  const baseLanguages = locales.filter(isBaseLocale).map((locale) => locale.code);

  // folder → route key → content page ("404" stands for the not-found page).
  const byFolder = new Map<string, Map<string, ContentPage>>();
  for (const contentPage of contentPages) {
    if (!codes.includes(contentPage.folder)) {
      errors.push(siteError('UnknownContentFolder', { folder: contentPage.folder, known: codes.join(', ') }, { file: contentPage.file }));
      continue;
    }
    const key = contentPage.route ?? NOT_FOUND_ROUTE;
    const folder = byFolder.get(contentPage.folder) ?? new Map<string, ContentPage>();
    byFolder.set(contentPage.folder, folder);
    const existing = folder.get(key);
    if (existing) {
      const page = contentPage.route === null ? existing : contentPage;
      const notFound = contentPage.route === null ? contentPage : existing;
      errors.push(
        existing.route === contentPage.route
          ? siteError('DuplicateRoute', { route: key, other: existing.file }, { file: contentPage.file })
          : siteError('ReservedRoute', { route: key, notFound: notFound.file }, { file: page.file }),
      );
      continue;
    }
    folder.set(key, contentPage);
  }

  const routeKeys = [...new Set(baseLanguages.flatMap((language) => [...(byFolder.get(language)?.keys() ?? [])]))].sort();
  for (const language of baseLanguages) {
    for (const key of routeKeys) {
      if (byFolder.get(language)?.has(key)) continue;
      const example = baseLanguages.map((other) => byFolder.get(other)?.get(key)).find(Boolean)!;
      const expected = example.file.replace(`content/${example.folder}/`, `content/${language}/`);
      errors.push(siteError('MissingPage', { route: key, language, expected }, { file: expected }));
    }
  }
  for (const locale of locales.filter((locale) => !isBaseLocale(locale))) {
    for (const [key, contentPage] of byFolder.get(locale.code) ?? []) {
      if (!routeKeys.includes(key)) {
        errors.push(
          siteError('OrphanOverride', { route: key, locale: locale.code, language: locale.language }, { file: contentPage.file }),
        );
      }
    }
  }

  const routes = routeKeys.filter((key) => key !== NOT_FOUND_ROUTE);
  const knownRoutes = new Set(routes);
  const outcomes = createOutcomeTable(locales, outcomeFiles, knownRoutes);
  errors.push(...outcomes.errors);
  const outcomeIds = new Set(outcomeFiles.map((outcome) => outcome.id));
  for (const contentPage of contentPages) errors.push(...checkReferences(contentPage, knownRoutes, mediaFiles, outcomeIds));
  throwIfAny(errors);

  const pages: PlannedPage[] = [];
  for (const locale of locales) {
    const chain = fallbackChain(locale);
    const resolve = (key: string) => chain.map((code) => byFolder.get(code)?.get(key)).find(Boolean)!;
    for (const route of routes) {
      pages.push({
        locale,
        route,
        path: localePath(locale.code, route),
        htmlFile: `${locale.code}${route}index.html`,
        pageDataFile: pageDataPath(locale.code, route).slice(1),
        content: resolve(route),
      });
    }
    pages.push({
      locale,
      route: null,
      path: localePath(locale.code, NOT_FOUND_ROUTE),
      htmlFile: `${locale.code}/404.html`,
      pageDataFile: pageDataPath(locale.code, NOT_FOUND_ROUTE).slice(1),
      content: resolve(NOT_FOUND_ROUTE),
    });
  }
  throwIfAny(outputCollisions(pages));
  throwIfAny(repeatedProof(pages, outcomes.table));
  return { routes, pages, outcomes: outcomes.table };
}

/** Two pages whose HTML or page data would go to one file, each error naming both sources (pure). */
export function outputCollisions(pages: PlannedPage[]): SiteError[] {
  const claimed = new Map<string, PlannedPage>();
  const errors: SiteError[] = [];
  const source = (planned: PlannedPage) => `${planned.content.file} (${planned.path})`;
  for (const page of pages) {
    for (const path of [page.htmlFile, page.pageDataFile]) {
      const first = claimed.get(path);
      if (first)
        errors.push(siteError('OutputCollision', { path, first: source(first), second: source(page) }, { file: page.content.file }));
      else claimed.set(path, page);
    }
  }
  return errors;
}

/** Checks a content page's links, images and route fields against the site (pure). */
export function checkReferences(
  contentPage: ContentPage,
  routes: Set<string>,
  mediaFiles: Set<string>,
  outcomeIds = new Set<string>(),
  templates: TemplateRegistry = siteTemplates,
): SiteError[] {
  const errors: SiteError[] = [];
  // Where a broken link is: asked only once it is found broken (a front-matter field's line is parsed on demand).
  const checkRoute = (href: string, locate: () => { line?: number; field?: string }) => {
    if (classifyLink(href) !== 'local') return;
    const route = href.replace(/[?#].*$/, '');
    if (route === '' || routes.has(route)) return;
    errors.push(siteError('BrokenLink', { href }, { file: contentPage.file, ...locate() }));
  };
  for (const reference of contentPage.references) {
    if (reference.kind === 'link') {
      checkRoute(reference.target, () => ({ line: referenceLine(reference, contentPage.lineOf) }));
    } else if (classifyLink(reference.target) === 'local' && !mediaFiles.has(reference.target)) {
      const code = isVideoPath(reference.target) ? 'MissingMedia' : 'MissingImage';
      errors.push(
        siteError(code, { src: reference.target }, { file: contentPage.file, line: referenceLine(reference, contentPage.lineOf) }),
      );
    }
  }
  const frontMatter = contentPage.frontMatter;
  const sections = sectionReferences(frontMatter.sections);
  const fields: [string, string | undefined][] = [
    ['lead.cta.href', frontMatter.lead?.cta?.href],
    ['lead.secondary.href', frontMatter.lead?.secondary?.href],
    ...sections.links,
    ...templateOf(frontMatter.template, templates).linkFields(frontMatter),
  ];
  for (const [field, href] of fields) {
    if (href) checkRoute(href, () => ({ field, line: contentPage.lineOf(field) }));
  }
  for (const [field, id] of sections.outcomes) {
    if (!outcomeIds.has(id)) {
      const known = [...outcomeIds].sort().join(', ') || 'none yet';
      errors.push(siteError('UnknownOutcome', { id, known }, { file: contentPage.file, field, line: contentPage.lineOf(field) }));
    }
  }
  for (const [field, src] of imageFields(contentPage, templates)) {
    if (!mediaFiles.has(src))
      errors.push(siteError('MissingImage', { src }, { file: contentPage.file, field, line: contentPage.lineOf(field) }));
  }
  const video = frontMatter.lead?.video;
  if (video && !mediaFiles.has(video))
    errors.push(
      siteError('MissingMedia', { src: video }, { file: contentPage.file, field: 'lead.video', line: contentPage.lineOf('lead.video') }),
    );
  return errors;
}

/** Every image a content page shows: its front matter's and its body's (videos are not images: they get a notice). */
export function referencedImages(contentPage: ContentPage, templates: TemplateRegistry = siteTemplates): string[] {
  const inBody = contentPage.references.filter(
    (reference) => reference.kind === 'image' && classifyLink(reference.target) === 'local' && !isVideoPath(reference.target),
  );
  return [...imageFields(contentPage, templates).map(([, src]) => src), ...inBody.map((reference) => reference.target)];
}

/** The images a content page's front matter names, with their fields: the lead's, then the template's own. */
function imageFields(contentPage: ContentPage, templates: TemplateRegistry): [string, string][] {
  const frontMatter = contentPage.frontMatter;
  const fields: [string, string | undefined][] = [
    ['lead.image', frontMatter.lead?.image],
    ...templateOf(frontMatter.template, templates).imageFields(frontMatter),
  ];
  return fields.filter((entry): entry is [string, string] => Boolean(entry[1]));
}
