import type { HeadData, PageResult } from '../../site/shared/page-data.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';
import { flat } from '../shared/flat-string.ts';
import type { FileSink, OutputFile } from '../shared/output-file.ts';
import { createBodyRenderer, renderThreadCount } from './body-renderer.ts';
import { renderLocales, type LocaleRender, type RenderedPage, type RenderOptions } from './render-pages.ts';

/** The default locale's home page, which the root page stands for where nothing else decides (crawlers, shares). */
export interface RootSource {
  planned: PlannedPage;
  result: PageResult;
}

/** The render stage's output, once its files are in the sink: what the site-wide files need. */
export interface RenderedSite {
  /** The head of every rendered page, for the sitemap. */
  heads: HeadData[];
  /** The default locale's home page (null if the site has none). */
  home: RootSource | null;
}

/**
 * Renders every page, one locale at a time, and sends each locale's files to `sink` while the next renders. Bodies
 * are rendered by `threads` render threads (1: this thread), by default one per core where the site is large
 * enough to pay for them.
 */
export async function renderSite(options: RenderOptions, sink: FileSink, threads?: number): Promise<RenderedSite> {
  const heads: HeadData[] = [];
  let home: RootSource | null = null;
  const renderer = createBodyRenderer(options.bundle.serverEntry, renderThreadCount(options.table.pages.length, threads));
  try {
    for await (const batch of renderLocales(options, renderer)) {
      await sink.add(localeFiles(batch, options.config));
      for (const page of batch.pages) heads.push(page.pageData.result.head);
      home ??= homeOf(batch, options.config);
    }
  } finally {
    await renderer.close();
  }
  return { heads, home };
}

/** The stage's log line. */
export function describeRendered(site: RenderedSite): string {
  return `${site.heads.length} pages`;
}

/** The HTML and page data of rendered pages (pure). */
export function pageFiles(pages: RenderedPage[]): OutputFile[] {
  return pages.flatMap((page) => [
    { path: page.planned.htmlFile, contents: page.html },
    { path: page.planned.pageDataFile, contents: flat(JSON.stringify(page.pageData)) },
  ]);
}

/**
 * A batch of a locale's pages; with its first batch, its static query result; and the root 404 page when it is among
 * the default locale's (pure).
 */
export function localeFiles(batch: LocaleRender, config: SiteConfig): OutputFile[] {
  const files = pageFiles(batch.pages);
  if (batch.first) files.push({ path: batch.staticQuery.file.slice(1), contents: JSON.stringify(batch.staticQuery.result) });
  const notFound = batch.pages.find((page) => page.planned.route === null);
  if (notFound && batch.locale.code === config.defaultLocale) files.push({ path: '404.html', contents: notFound.html });
  return files;
}

/** The default locale's home page among a locale's rendered pages, if these are its (pure). */
function homeOf(batch: LocaleRender, config: SiteConfig): RootSource | null {
  if (batch.locale.code !== config.defaultLocale) return null;
  const home = batch.pages.find((page) => page.planned.route === '/');
  return home ? { planned: home.planned, result: home.pageData.result } : null;
}
