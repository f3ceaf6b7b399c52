import type { LocaleInfo } from '../../site/shared/locales.ts';
import type { SiteConfig } from '../config/config-schema.ts';

/**
 * The web app manifest of one locale; pages link the one whose start path matches them (pure). The names are
 * the site's, short enough for launchers (12 characters) and install dialogs (45; the config checks both);
 * what the site does is the description's job.
 */
export function createManifest(config: SiteConfig, locale: LocaleInfo, t: (key: string) => string): string {
  const manifest = {
    id: `/${locale.code}/`,
    name: config.siteName,
    short_name: config.shortName ?? config.siteName,
    description: t('site.description'),
    lang: locale.code,
    dir: 'ltr',
    start_url: `/${locale.code}/`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: config.themeColor,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
