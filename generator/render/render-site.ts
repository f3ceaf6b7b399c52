import type { PageResult } from '../../site/shared/page-data.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';
import type { FileSink, OutputFile } from '../shared/output-file.ts';
import type { BodyRenderer } from './body-render-contract.ts';
import { filesOfPage, pathsOfPage } from './page-output.ts';
import { renderLocales, type LocaleRender, type RenderedPage, type RenderOptions } from './render-pages.ts';

/** The default locale's home page, which the root page stands for where nothing else decides (crawlers, shares). */
export interface RootSource {
  planned: PlannedPage;
  result: PageResult;
}

/** The render stage's output, once its files are in the sink: what the site-wide files need. */
export interface RenderedSite {
  /** How many pages the output has (rendered or taken as they were). */
  pages: number;
  /** How many of them the output being replaced held, made from the same inputs, and were not rendered again. */
  reused: number;
  /** Each page's key by its HTML file (render-record.ts), where the build gave pages keys. */
  keys: Map<string, string>;
  /** The default locale's home page (null if the site has none). */
  home: RootSource | null;
}

/**
 * Renders every page by `renderer` (render threads, which write their pages into the sink's folder themselves, or
 * this thread), one locale at a time, its files going to `sink` while the next batch renders.
 */
export async function renderSite(options: RenderOptions, sink: FileSink, renderer: BodyRenderer): Promise<RenderedSite> {
  let pages = 0;
  let reused = 0;
  const keys = new Map<string, string>();
  let home: RootSource | null = null;
  for await (const batch of renderLocales(options, renderer)) {
    await sink.add(localeFiles(batch));
    pages += batch.pages.length;
    for (const page of batch.pages) {
      if ('reused' in page.output) reused += 1;
      if (page.key) keys.set(page.planned.htmlFile, page.key);
    }
    home ??= batch.home;
  }
  return { pages, reused, keys, home };
}

/** The stage's log line. */
export function describeRendered(site: RenderedSite): string {
  return site.reused ? `${site.pages} pages (${site.reused} unchanged, not rendered again)` : `${site.pages} pages`;
}

/** The files of rendered pages that are not written yet: HTML, page data, and the root 404 page (pure). */
export function pageFiles(pages: RenderedPage[]): OutputFile[] {
  return pages.flatMap(({ planned, alsoAs, output }) => {
    const paths = { htmlFile: planned.htmlFile, pageDataFile: planned.pageDataFile, alsoAs };
    if ('document' in output) return filesOfPage(paths, output.document, output.pageData);
    if ('reused' in output) {
      return pathsOfPage(paths).map((path) =>
        path === planned.pageDataFile ? { path, contents: output.pageData } : { path, copyFrom: output.reused },
      );
    }
    return [];
  });
}

/** The files of a batch of a locale's pages not written yet and, with its first batch, its static query result (pure). */
export function localeFiles(batch: LocaleRender): OutputFile[] {
  const files = pageFiles(batch.pages);
  if (batch.first) files.push({ path: batch.staticQuery.file.slice(1), contents: batch.staticQuery.json });
  return files;
}
