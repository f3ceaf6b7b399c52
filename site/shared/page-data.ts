// The data contracts between the generator and the browser (ARCHITECTURE: "Data contracts").
import type { Block } from './blocks.ts';
import type { LocaleInfo, Region } from './locales.ts';

/**
 * The page data each template adds to what every page has, by template name. Each template declares its own entry
 * in its folder (site/templates/{name}/content.ts) by augmenting this interface: the names of the templates are its
 * keys, and the generated registries (site/templates/registry.gen.ts, generator/templates/registry.gen.ts) must
 * name the same ones or the type check fails.
 */
export interface TemplateContents {}
export type TemplateName = keyof TemplateContents & string;

/** What a template with no page data of its own adds: nothing. */
export type NoOwnContent = Record<never, never>;

/**
 * A markdown body as a compact tree: text, or `[tag, attributes, ...children]`.
 * It renders to the same React elements on the server and in the browser.
 */
export type TreeNode = string | TreeElement;
export type TreeElement = [tag: string, attributes: TreeAttributes | null, ...children: TreeNode[]];
export type TreeAttributes = Record<string, string | number | boolean>;

export interface ImageSource {
  /** The largest rendition, used as `src`: a path on the site, or an absolute URL through an image proxy. */
  src: string;
  /** WebP renditions (or the image proxy's) as `url 640w` candidates; none for a vector image (`src` is the SVG). */
  srcset?: string;
  /** AVIF renditions, present only when each is smaller than the WebP one of its width: the component then renders a <picture>. */
  avifSrcset?: string;
  width: number;
  height: number;
  /**
   * A tiny blurred rendition as a data URL, shown while a bitmap loads. None for an image served as its SVG: one small
   * file, drawn sharp as soon as it arrives, where a placeholder would cost each page an image to decode and blur.
   */
  placeholder?: string;
}

export interface Card {
  href: string;
  title: string;
  summary: string;
  kicker: string | null;
  /** The target page's lead image. */
  image: ImageSource | null;
  /** Set when the card leads to an article: its date, author and reading time. */
  article: ArticleMeta | null;
}

export interface ArticleMeta {
  published: DateLine;
  author: { name: string; picture: ImageSource | null };
  readingMinutes: number;
}

/** What an article's page data holds, whatever its template: its byline, its dates and its length. */
export interface ArticleContent {
  author: Author;
  published: DateLine;
  updated: DateLine | null;
  /** Minutes to read its body. */
  readingMinutes: number;
}

/** A page's article data, when its template gives it (InsightContent does): social tags and structured data name it. */
export function articleContentOf(page: PageContent): ArticleContent | null {
  return 'author' in page && 'published' in page ? page : null;
}

export interface Author {
  firstName: string;
  lastName: string;
  role: string | null;
  isMember: boolean;
  location: string | null;
  linkedin: string | null;
  picture: ImageSource | null;
}

/** A date as ISO for machines and as a label formatted for the page's locale at build time. */
export interface DateLine {
  iso: string;
  label: string;
}

export interface Lead {
  kicker: string | null;
  title: string;
  subtitle: string | null;
  cta: { label: string; href: string } | null;
  /** A secondary link beside the call to action. */
  secondary: { label: string; href: string } | null;
  /** Background media of the lead (decorative). */
  image: ImageSource | null;
  /** A background video (its path under content/): not played yet, the lead says so in its place. */
  video: string | null;
}

export interface HeadData {
  lang: string;
  title: string;
  description: string;
  /** Absent on not-found pages, which are not indexed. */
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  manifest: string;
  noindex: boolean;
}

/** Everything a template needs to render one page (page data `result`), for the template `Name` (any by default). */
export type PageResult<Name extends TemplateName = TemplateName> = {
  [Template in Name]: {
    locale: string;
    route: string;
    template: Template;
    head: HeadData;
    page: PageContent<Template>;
  };
}[Name];

/** A page's content: what every page has, and what its template adds (TemplateContents). */
export type PageContent<Name extends TemplateName = TemplateName> = {
  [Template in Name]: SharedContent & TemplateContents[Template];
}[Name];

/** What every page's content has, whatever its template. */
export interface SharedContent {
  title: string;
  lead: Lead | null;
  body: TreeNode[];
  /** The renditions of the images the body shows, by the path it names them with (`media/…`). */
  bodyImages: Record<string, ImageSource>;
  /** The page's designed modules, in order (site/shared/blocks.ts). */
  sections: Block[];
  /** The body's second-level headings, for a table of contents beside long texts. */
  toc: NavLink[];
}

/** SPEC §3 page data, stored at `/page-data/{locale}{route}page-data.json`. */
export interface PageData {
  path: string;
  componentChunkName: string;
  matchPath: string | null;
  staticQueryHashes: string[];
  result: PageResult;
  webpackCompilationHash: string;
}

export interface AppData {
  webpackCompilationHash: string;
}

export interface NavLink {
  href: string;
  label: string;
}

/** A page in a dropdown, with one line on what it is (its `navSummary`), when it has one. */
export interface NavEntry extends NavLink {
  description: string | null;
}

/** A dropdown's group: under a heading that is itself a page (a services hub), or under none. */
export interface NavGroup {
  heading: NavEntry | null;
  entries: NavEntry[];
}

/** An item of the top navigation: a link, or a dropdown of grouped pages (two groups make a compact mega-menu). */
export type NavMenu = { kind: 'link'; label: string; href: string } | { kind: 'dropdown'; label: string; groups: NavGroup[] };

export interface SitemapGroup {
  label: string;
  links: NavLink[];
}

/** Site-wide data for one locale, stored as a static query result at `/page-data/sq/d/{hash}.json`. */
export interface SiteData {
  siteName: string;
  locale: string;
  defaultLocale: string;
  locales: LocaleInfo[];
  regions: Region[];
  nav: NavMenu[];
  /** The header's primary action (the contact page), also at the top of the phone menu. */
  primaryAction: NavLink | null;
  /** The footer's link categories (a fixed choice of pages). */
  footer: SitemapGroup[];
  /** The footer's copyright line, with the registered name: "© Factor Conseil inc." */
  copyright: string;
  /** Where contact forms post to. */
  formEndpoint: string;
  /** The office serving this locale, with labels formatted for the locale at build time. */
  office: Office;
  /** Every office, the one serving this locale first. */
  offices: Office[];
  /** Where analytics loads from and sends to, once a visitor consents, and the destinations the site itself names. */
  analytics: { writeKey: string; cdnUrl: string; apiHost: string; destinations: KnownDestination[] };
}

/** A destination the site names in its config, with its name and description in the page's language. */
export interface KnownDestination {
  id: string;
  name: string;
  description: string;
}

/** The catalogue key of a destination id: `Segment.io` → `segment-io`. */
export function destinationKey(id: string): string {
  return id.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

export interface Office {
  city: string;
  /** One line: street, postal code, city, country (in the locale's language). */
  address: string;
  /** As printed ("+1 514 555 0142") and as dialled (`tel:+15145550142`). */
  telephone: { label: string; href: string };
  email: string;
  /** Working-day opening hours in the office's time, e.g. "Monday to Friday, 9:00 AM to 5:30 PM (Montréal time)". */
  hours: string;
}

export interface StaticQueryResult {
  data: SiteData;
}

/** Which files each template needs in the browser: its JS (entry first, then its imports) and CSS. */
export type ChunkMap = Record<string, { js: string[]; css: string[] }>;

export function componentChunkName(template: TemplateName): string {
  return `component---site-templates-${template}-tsx`;
}

/** What the component of the template `Name` receives. */
export interface TemplateProps<Name extends TemplateName = TemplateName> {
  page: PageResult<Name>;
}
