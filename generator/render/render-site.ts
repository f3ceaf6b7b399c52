import type { PageResult } from '../../site/shared/page-data.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';
import type { FileSink, OutputFile } from '../shared/output-file.ts';
import type { BodyRenderer } from './body-renderer.ts';
import { filesOfPage } from './page-output.ts';
import { renderLocales, type LocaleRender, type RenderedPage, type RenderOptions } from './render-pages.ts';

/** The default locale's home page, which the root page stands for where nothing else decides (crawlers, shares). */
export interface RootSource {
  planned: PlannedPage;
  result: PageResult;
}

/** The render stage's output, once its files are in the sink: what the site-wide files need. */
export interface RenderedSite {
  /** How many pages were rendered. */
  pages: number;
  /** The default locale's home page (null if the site has none). */
  home: RootSource | null;
}

/**
 * Renders every page by `renderer` (render threads, which write their pages into the sink's folder themselves, or
 * this thread), one locale at a time, its files going to `sink` while the next batch renders.
 */
export async function renderSite(options: RenderOptions, sink: FileSink, renderer: BodyRenderer): Promise<RenderedSite> {
  let pages = 0;
  let home: RootSource | null = null;
  for await (const batch of renderLocales(options, renderer)) {
    await sink.add(localeFiles(batch));
    pages += batch.pages.length;
    home ??= batch.home;
  }
  return { pages, home };
}

/** The stage's log line. */
export function describeRendered(site: RenderedSite): string {
  return `${site.pages} pages`;
}

/** The files of rendered pages that are not written yet: HTML, page data, and the root 404 page (pure). */
export function pageFiles(pages: RenderedPage[]): OutputFile[] {
  return pages.flatMap(({ planned, alsoAs, output }) =>
    'document' in output
      ? filesOfPage({ htmlFile: planned.htmlFile, pageDataFile: planned.pageDataFile, alsoAs }, output.document, output.pageData)
      : [],
  );
}

/** The files of a batch of a locale's pages not written yet and, with its first batch, its static query result (pure). */
export function localeFiles(batch: LocaleRender): OutputFile[] {
  const files = pageFiles(batch.pages);
  if (batch.first) files.push({ path: batch.staticQuery.file.slice(1), contents: batch.staticQuery.json });
  return files;
}
