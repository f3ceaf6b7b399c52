import type { LocaleInfo } from '../../site/shared/locales.ts';
import type { SiteConfig } from '../config/config-schema.ts';

/** The web app manifest of one locale; pages link the one whose start path matches them (pure). */
export function createManifest(config: SiteConfig, locale: LocaleInfo, t: (key: string) => string): string {
  const manifest = {
    id: `/${locale.code}/`,
    name: `${config.siteName} — ${t('site.tagline')}`,
    short_name: config.siteName,
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
