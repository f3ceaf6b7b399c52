import type { LocaleInfo } from '../../site/shared/locales.ts';
import type { PageResult } from '../../site/shared/page-data.ts';
import { articleContentOf } from '../../site/shared/page-data.ts';
import { tag } from '../shared/html.ts';
import { templateOf } from '../templates/registry.ts';
import type { ShareImage } from './share-images.ts';

export interface SocialInput {
  result: PageResult;
  locale: LocaleInfo;
  /** Every locale of the site, for `og:locale:alternate`. */
  locales: LocaleInfo[];
  siteName: string;
  siteUrl: string;
  category: string;
  image: ShareImage;
}

/**
 * Open Graph's `language_TERRITORY` (ogp.me; a bare `en` is not one of its values). A regional locale names its
 * territory; a world-wide one (`en`, `fr`) takes the territory CLDR's likely subtags give its language, through
 * `Intl.Locale#maximize`: `en` → `en_US` (also Open Graph's default), `fr` → `fr_FR`.
 */
export function ogLocale(locale: LocaleInfo): string {
  let code = ogLocales.get(locale.code);
  if (code === undefined) {
    const territory = locale.code.split('-')[1] ?? new Intl.Locale(locale.language).maximize().region!;
    code = `${locale.language}_${territory.toUpperCase()}`;
    ogLocales.set(locale.code, code);
  }
  return code;
}

// Every page of a locale asks for every locale's code: `maximize` per call was a fifth of a second at 4,800 pages.
const ogLocales = new Map<string, string>();

/** The `og:locale:alternate` tags of a locale's pages: the same on each of them, made once per locale and site. */
function alternateLocaleTags(locale: LocaleInfo, locales: LocaleInfo[]): string[] {
  let bySite = alternateTags.get(locales);
  if (!bySite) alternateTags.set(locales, (bySite = new Map()));
  let tags = bySite.get(locale.code);
  if (!tags) {
    const own = ogLocale(locale);
    const others = new Set(locales.filter((other) => other.code !== locale.code).map(ogLocale));
    tags = [...others].filter((code) => code !== own).map((code) => tag('meta', { property: 'og:locale:alternate', content: code }));
    bySite.set(locale.code, tags);
  }
  return tags;
}

const alternateTags = new WeakMap<LocaleInfo[], Map<string, string[]>>();

/**
 * Open Graph and Twitter card tags of a page (pure): what LinkedIn, Slack, X and others show when the page
 * is shared. Every URL is absolute, as those crawlers need. Not-found pages have no `og:url`: they have no
 * address of their own.
 */
export function socialTags({ result, locale, locales, siteName, siteUrl, category, image }: SocialInput): string[] {
  const page = result.page;
  const isArticle = templateOf(result.template).traits.article;
  const imageUrl = `${siteUrl}${image.path}`;
  const property = (name: string, content: string | null | undefined) => (content ? tag('meta', { property: name, content }) : '');
  const named = (name: string, content: string) => tag('meta', { name, content });
  const lines = [
    property('og:type', isArticle ? 'article' : 'website'),
    property('og:site_name', siteName),
    property('og:title', page.title),
    property('og:description', result.head.description),
    property('og:url', result.head.canonical),
    property('og:locale', ogLocale(locale)),
    ...alternateLocaleTags(locale, locales),
    property('og:image', imageUrl),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(image.width)),
    property('og:image:height', String(image.height)),
    property('og:image:alt', image.alt),
  ];
  const article = isArticle ? articleContentOf(page) : null;
  if (isArticle) lines.push(property('article:section', category));
  if (article) {
    const { author } = article;
    lines.push(property('article:published_time', article.published.iso));
    lines.push(property('article:modified_time', (article.updated ?? article.published).iso));
    lines.push(property('article:author', author.linkedin ?? `${author.firstName} ${author.lastName}`));
  }
  lines.push(
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', page.title),
    named('twitter:description', result.head.description),
    named('twitter:image', imageUrl),
    named('twitter:image:alt', image.alt),
  );
  return lines.filter(Boolean);
}
