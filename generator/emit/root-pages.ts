import type { SiteConfig } from '../config/config-schema.ts';
import { escapeHtml, tag } from '../render/html.ts';

/**
 * /index.html: the inline script picks a locale and replaces the location before the body is parsed, so
 * nothing paints; without JavaScript the visitor gets the list of languages.
 */
export function createRootPage(config: SiteConfig, rootScript: string, chooseLanguage: string): string {
  const lines = [
    '<!DOCTYPE html>',
    tag('html', { lang: config.defaultLocale, 'data-locales': config.locales.map((locale) => locale.code).join(','), 'data-default-locale': config.defaultLocale }),
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(config.siteName)}</title>`,
    ...config.locales.map((locale) => tag('link', { rel: 'alternate', hreflang: locale.code, href: `${config.siteUrl}/${locale.code}/` })),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: `${config.siteUrl}/` }),
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    `<script>${rootScript}</script>`,
    '</head>',
    '<body>',
    '<noscript>',
    `<h1>${escapeHtml(config.siteName)}</h1>`,
    `<p>${escapeHtml(chooseLanguage)}</p>`,
    '<ul>',
    ...config.locales.map(
      (locale) => `<li>${tag('a', { href: `/${locale.code}/`, hreflang: locale.code, lang: locale.code })}${escapeHtml(locale.name)}</a></li>`,
    ),
    '</ul>',
    '</noscript>',
    '</body>',
    '</html>',
  ];
  return `${lines.join('\n')}\n`;
}
