import type { SitemapGroup } from '../../shared/page-data.ts';

/** What the sitemap page adds to what every page has. */
export interface SitemapContent {
  /** Every page of the locale, in groups. */
  sitemap: SitemapGroup[];
}

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    sitemap: SitemapContent;
  }
}
