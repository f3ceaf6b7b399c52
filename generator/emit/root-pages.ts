import type { HeadData } from '../../site/shared/page-data.ts';
import { manifestPath } from '../../site/shared/paths.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import { escapeHtml, tag } from '../shared/html.ts';
import type { RootSource } from '../render/render-site.ts';
import { pageCategory } from '../social/page-social.ts';
import type { ShareImage } from '../social/share-images.ts';
import { socialTags } from '../social/social-tags.ts';

/**
 * The root page's head: the default home page's title and description, at its own address. It is the
 * `x-default` of the home pages' hreflang cluster (Google's pattern for a home page that redirects by
 * language), so it is indexable and in the sitemap, with the same alternates as they have.
 */
export function rootHead(config: SiteConfig, home: HeadData): HeadData {
  return { ...home, canonical: `${config.siteUrl}/`, noindex: false };
}

/** Without a home page in the default locale the root page only sends visitors on: out of the index and the sitemap. */
function fallbackRootHead(config: SiteConfig, description: string): HeadData {
  const manifest = manifestPath(config.defaultLocale);
  return { lang: config.defaultLocale, title: config.siteName, description, canonical: null, alternates: [], manifest, noindex: true };
}

export interface RootPageInput {
  config: SiteConfig;
  source: RootSource | null;
  /** Each page's share image, by public path: the root page shows its home page's. */
  shareImages: Map<string, ShareImage>;
  rootScript: string;
  /** The default locale's translations. */
  t: (key: string) => string;
}

/** /index.html and its head (for the sitemap), pure. */
export function createRootPage({ config, source, shareImages, rootScript, t }: RootPageInput): { head: HeadData; html: string } {
  const head = source ? rootHead(config, source.result.head) : fallbackRootHead(config, t('site.description'));
  const locales = config.locales;
  const share = source
    ? socialTags({
        result: { ...source.result, head },
        locale: locales.find((locale) => locale.code === config.defaultLocale)!,
        locales,
        siteName: config.siteName,
        siteUrl: config.siteUrl,
        category: pageCategory(source.planned, t),
        image: shareImages.get(source.planned.path)!,
      })
    : [];
  return { head, html: rootDocument({ config, head, rootScript, chooseLanguage: t('root.chooseLanguage'), socialTags: share }) };
}

export interface RootDocumentInput {
  config: SiteConfig;
  head: HeadData;
  rootScript: string;
  chooseLanguage: string;
  /** Share tags (Open Graph, Twitter): crawlers and link previews run no script, so they read these. */
  socialTags: string[];
}

/**
 * /index.html: the inline script picks a locale and replaces the location before the body is parsed, so
 * nothing paints; without JavaScript the visitor gets the list of languages.
 */
export function rootDocument({ config, head, rootScript, chooseLanguage, socialTags }: RootDocumentInput): string {
  const codes = config.locales.map((locale) => locale.code).join(',');
  const lines = [
    '<!DOCTYPE html>',
    tag('html', { lang: config.defaultLocale, 'data-locales': codes, 'data-default-locale': config.defaultLocale }),
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    tag('meta', { name: 'description', content: head.description }),
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.canonical ? tag('link', { rel: 'canonical', href: head.canonical }) : '',
    ...head.alternates.map((alternate) => tag('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href })),
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    ...socialTags,
    `<script>${rootScript}</script>`,
    '</head>',
    '<body>',
    '<noscript>',
    `<h1>${escapeHtml(config.siteName)}</h1>`,
    `<p>${escapeHtml(chooseLanguage)}</p>`,
    '<ul>',
    ...config.locales.map((locale) => {
      const link = tag('a', { href: `/${locale.code}/`, hreflang: locale.code, lang: locale.code });
      return `<li>${link}${escapeHtml(locale.name)}</a></li>`;
    }),
    '</ul>',
    '</noscript>',
    '</body>',
    '</html>',
  ];
  return `${lines.filter(Boolean).join('\n')}\n`;
}
