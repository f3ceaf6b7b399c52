import type { HeadData } from '../../site/shared/page-data.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { RouteTable } from '../plan/create-route-table.ts';
import { buildHead } from '../render/build-page-result.ts';
import { escapeHtml } from '../shared/html.ts';

/**
 * The head of every page, in the order pages are rendered (locale by locale), as their documents have it (pure): made
 * again here, since the render stage keeps nothing of a page once it is written.
 */
export function pageHeads(table: RouteTable, config: SiteConfig): HeadData[] {
  return config.locales.flatMap((locale) =>
    table.pages.filter((page) => page.locale.code === locale.code).map((page) => buildHead(page, config)),
  );
}

/** sitemap.xml: every indexable page with its hreflang alternates (pure). */
export function createSitemap(heads: HeadData[]): string {
  const entries = heads
    .filter((head) => !head.noindex && head.canonical)
    .map((head) => {
      const links = head.alternates.map(
        (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`,
      );
      return ['  <url>', `    <loc>${escapeHtml(head.canonical!)}</loc>`, ...links, '  </url>'].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
