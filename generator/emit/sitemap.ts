import type { HeadData } from '../../site/shared/page-data.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { RouteTable } from '../plan/create-route-table.ts';
import { buildHead } from '../render/build-page-result.ts';
import { escapeHtml } from '../shared/html.ts';

/**
 * The head of every page, in the order pages are rendered (locale by locale), as their documents have it (pure): made
 * again here, since the render stage keeps nothing of a page once it is written. One at a time: a large site's heads
 * (4,800 pages, 16 alternates each) held at once were the emit stage's largest use of memory.
 */
export function* pageHeads(table: RouteTable, config: SiteConfig): Generator<HeadData> {
  for (const locale of config.locales) {
    for (const page of table.pages) if (page.locale.code === locale.code) yield buildHead(page, config);
  }
}

/** sitemap.xml: every indexable page with its hreflang alternates (pure). */
export function createSitemap(heads: Iterable<HeadData>): string {
  // A route's page in each locale lists the same alternates: their lines are made once and shared by every entry.
  const linksByAlternates = new Map<string, string>();
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const head of heads) {
    if (head.noindex || !head.canonical) continue;
    const key = head.alternates.map((alternate) => `${alternate.hreflang} ${alternate.href}`).join('\n');
    let links = linksByAlternates.get(key);
    if (links === undefined) {
      links = head.alternates
        .map((alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`)
        .join('\n');
      linksByAlternates.set(key, links);
    }
    parts.push(`  <url>\n    <loc>${escapeHtml(head.canonical)}</loc>${links ? `\n${links}` : ''}\n  </url>`);
  }
  parts.push('</urlset>', '');
  return parts.join('\n');
}
