// The render stage's work: every page of every locale, in batches, rendered by the body renderer or taken as it is
// from the output being replaced where its inputs are unchanged (render-record.ts).
import { join } from 'node:path';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import type { PageResult } from '../../site/shared/page-data.ts';
import { siteError } from '../errors/site-error.ts';
import type { PlannedPage } from '../plan/create-route-table.ts';
import { BodyRenderFailure, type BodyRenderer, type LocaleBodyRenderer, type PageOutput } from './body-render-contract.ts';
import { inThreadRenderer } from './in-thread-renderer.ts';
import { pageDataJson, type PageJob } from './page-output.ts';
import { jobOf, prepareLocale, type PreparedLocale, type RenderOptions, type StaticQuery } from './prepare-locale.ts';
import { renderKey, type PreviousRender } from './render-record.ts';

export type { RenderOptions, StaticQuery };

/**
 * A rendered page: its documents, or the bytes a render thread wrote of them. Its data
 * is not kept: it is made, handed to the renderer and dropped (a large site's build holds a batch of it at a time).
 */
export interface RenderedPage {
  planned: PlannedPage;
  /** Where its HTML goes as well (PageJob.alsoAs). */
  alsoAs: string | null;
  output: PageOutput | ReusedPage;
  /** What its HTML was made from (render-record.ts), where the build keeps a record of it. */
  key: string | null;
}

/** A page whose HTML the output being replaced holds, made from the same inputs: taken as it is, with its page data. */
export interface ReusedPage {
  /** The HTML file in the output being replaced. */
  reused: string;
  pageData: string;
}

/** Some pages of one locale, and the site-wide data they share (`first`: the locale's first batch). */
export interface LocaleRender {
  locale: LocaleInfo;
  staticQuery: StaticQuery;
  pages: RenderedPage[];
  first: boolean;
  /** The default locale's home page, in the batch that has it: the root page stands for it. */
  home: { planned: PlannedPage; result: PageResult } | null;
}

// A locale's pages are rendered, put into documents and written in batches of this many: a large site's locale
// (thousands of articles) never sits in memory whole. Small, so that a batch's page data is handed over and dropped
// before it outlives the young generation: measured at 4,800 pages with two render threads, peak memory was
// 338 MB with batches of 64, 320 with 16 and 300 with 8, in the same time (the threads still take turns).
const PAGES_PER_BATCH = 8;

/**
 * Renders every page to HTML and page data, locale after locale in batches, by `renderer`: render threads, which
 * write the files themselves, or this thread, whose documents are yielded for the caller to write. Either way a
 * batch's files go to disk while the next one renders, and no build holds more than a few batches in memory (two
 * per render thread).
 */
export async function* renderLocales(options: RenderOptions, renderer: BodyRenderer): AsyncGenerator<LocaleRender> {
  const inFlight: Batch[] = [];
  for (const locale of options.config.locales) {
    // dev, after an edit, renders only some pages: a locale with none of them is not prepared at all.
    if (options.only && !options.table.pages.some((page) => page.locale.code === locale.code && options.only!(page))) continue;
    const prepared = prepareLocale(locale, options);
    // Opened for the locale's first page to render: a locale whose pages are all taken as they are renders nothing.
    let session: LocaleBodyRenderer | null = null;
    const opened = () =>
      // The site data's hash names what the locale renders with, but for its translations (the same for a whole build).
      (session ??= renderer.openLocale(prepared.input, prepared.document, { locale: locale.code, version: prepared.context.query.hash }));
    // The cookie banner's first view is the same on every page of the locale: drawn once, with its first page's data.
    let bannerPage: PageResult | null = null;
    let banner: Promise<string> | null = null;
    // What every page of the locale is rendered with. Not the banner's page: the banner is the same for any page of
    // the locale (site/server.tsx renderConsentBanner), which is why it is drawn once.
    const version = options.renderVersion;
    const localeKey = version ? renderKey(version, JSON.stringify(prepared.input), JSON.stringify(prepared.document)) : null;
    for (let start = 0; start === 0 || start < prepared.planned.length; start += PAGES_PER_BATCH) {
      const jobs = prepared.planned.slice(start, start + PAGES_PER_BATCH).map((planned) => jobOf(planned, prepared));
      bannerPage ??= jobs[0]?.pageData.result ?? null;
      // A job's page data is most of its JSON, and is the page-data file of a page taken as it is: made once for both.
      const pageData = localeKey ? jobs.map(pageDataJson) : null;
      const keys = jobs.map((job, index) =>
        localeKey ? renderKey(localeKey, pageData![index]!, JSON.stringify({ ...job, pageData: null })) : null,
      );
      const reused = jobs.map((job, index) => reusedPage(job, keys[index]!, pageData?.[index], options.previous));
      const toRender = jobs.filter((_, index) => !reused[index]);
      if (toRender.length) banner ??= opened().banner(bannerPage!);
      const rendering: Promise<PageOutput[]> = toRender.length
        ? banner!.then((html) => opened().render(toRender, html))
        : Promise.resolve([]);
      const outputs = rendering.then((made) => jobs.map((_, index) => reused[index] ?? made.shift()!));
      outputs.catch(() => undefined); // thrown where it is awaited, in order; not unhandled meanwhile
      const pages = jobs.map((job, index) => ({ planned: prepared.planned[start + index]!, alsoAs: job.alsoAs, key: keys[index]! }));
      const homeAt = locale.code === options.config.defaultLocale ? pages.findIndex((page) => page.planned.route === '/') : -1;
      const home = homeAt === -1 ? null : { planned: pages[homeAt]!.planned, result: jobs[homeAt]!.pageData.result };
      // A failure names its page among those rendered: which of the batch's that is.
      const renderedAt = jobs.flatMap((_, index) => (reused[index] ? [] : [index]));
      inFlight.push({ prepared, pages, outputs, renderedAt, first: start === 0, home });
      if (inFlight.length > renderer.lookahead) yield await finishBatch(inFlight.shift()!);
    }
    // After the banner, once each batch has been handed over (their callbacks on it were added first).
    const drawn = session as LocaleBodyRenderer | null;
    if (drawn) void banner!.finally(() => drawn.close()).catch(() => undefined);
  }
  while (inFlight.length) yield await finishBatch(inFlight.shift()!);
}

/** Every rendered page at once, in this thread (dev re-renders a handful of pages this way), by a renderer dev may keep. */
export async function renderPages(options: RenderOptions, renderer?: BodyRenderer): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  const active = renderer ?? inThreadRenderer(Promise.resolve(options.bundle.serverEntry));
  for await (const batch of renderLocales(options, active)) pages.push(...batch.pages);
  return pages;
}

/** A batch of a locale's pages, being rendered. */
interface Batch {
  prepared: PreparedLocale;
  pages: Omit<RenderedPage, 'output'>[];
  outputs: Promise<RenderedPage['output'][]>;
  /** The index in the batch of each page handed to the renderer. */
  renderedAt: number[];
  first: boolean;
  home: LocaleRender['home'];
}

/** Waits for a batch's pages; a page that failed is the build's RenderFailed (or OutputUnwritable) error. */
async function finishBatch({ prepared, pages, outputs, renderedAt, first, home }: Batch): Promise<LocaleRender> {
  let rendered: RenderedPage['output'][];
  try {
    rendered = await outputs;
  } catch (error) {
    if (!(error instanceof BodyRenderFailure)) throw error;
    const planned = pages[renderedAt[error.index]!]!.planned;
    if (error.unwritable) throw siteError('OutputUnwritable', { reason: error.message }, { file: planned.htmlFile }, error);
    throw siteError('RenderFailed', { route: planned.path, reason: error.message }, { file: planned.content.file }, error);
  }
  const done = pages.map((page, index) => ({ ...page, output: rendered[index]! }));
  return { locale: prepared.locale, staticQuery: prepared.context.query, pages: done, first, home };
}

/** The page as the output being replaced holds it, if it was made with the same key and is still as it was written. */
function reusedPage(
  job: PageJob,
  key: string | null,
  pageData: string | undefined,
  previous: PreviousRender | null | undefined,
): ReusedPage | null {
  if (!key || pageData === undefined || !previous || previous.keyOf(job.htmlFile) !== key) return null;
  return { reused: join(previous.outDir, job.htmlFile), pageData };
}
