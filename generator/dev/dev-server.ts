import { join } from 'node:path';
import { watch } from 'chokidar';
import { createAnalyticsStub } from '../analytics-stub/stub-server.ts';
import { buildSite, type BuildState } from '../build.ts';
import { writeFiles } from '../execution/output-writer.ts';
import { threadedExecutor } from '../execution/threaded-executor.ts';
import { loadContentPage, loadContentParsers } from '../load/load-sources.ts';
import { isPartialOverride, type SourceFile } from '../load/partial-override.ts';
import { readUtf8 } from '../load/read-text.ts';
import type { ContentPage } from '../load/parse-content-page.ts';
import type { Logger } from '../logger.ts';
import { createRouteTable } from '../plan/create-route-table.ts';
import type { BodyRenderer } from '../render/body-render-contract.ts';
import { keptBodyRenderer } from '../render/in-thread-renderer.ts';
import { renderPages } from '../render/render-pages.ts';
import { pageFiles } from '../render/render-site.ts';
import { createStaticServer, listen } from '../serve/create-server.ts';
import { endpointLocation } from '../shared/endpoint-location.ts';
import type { OutputFile } from '../shared/output-file.ts';
import { createFormEndpoint } from '../serve/form-endpoint.ts';
import { openSubmissionsDatabase } from '../serve/submissions-database.ts';
import { templateOf } from '../templates/registry.ts';
import { planUpdate, type Update } from './plan-update.ts';
import { createReloadChannel, RELOAD_CLIENT } from './reload-channel.ts';

export interface DevServerOptions {
  root: string;
  outDir: string;
  port: number;
  host: string;
  logger: Logger;
  /** Called with a rebuild's error instead of only logging it (tests). */
  onError?: (error: unknown) => void;
}

export interface DevServer {
  url: string;
  /** Resolves when the rebuilds started so far have finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const WATCHED = ['content', 'locales', 'site', 'site.config.json'];

/**
 * `site dev`: a development build served from `outDir`, rebuilt on every change with only the work the
 * change needs (a markdown edit re-renders its pages, nothing else), then every open page reloads.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { root, outDir, logger } = options;
  // Analytics goes to a local stand-in of Segment's CDN and API, never to the real hosts.
  const analyticsStub = createAnalyticsStub();
  const analytics = await analyticsStub.listen(0, options.host);
  logger.info(`  analytics stand-in at ${analytics.cdnUrl}`);
  // Threads as the CLI's build: a rebuild's heavy work (the bundle's compilation) leaves this thread to serve pages.
  const executor = threadedExecutor();
  const buildOptions = { root, outDir, mode: 'development' as const, logger, bodyEnd: RELOAD_CLIENT, analytics, executor };
  let state: BuildState = (await buildSite(buildOptions)).state;
  // What a markdown edit re-renders its pages with: each locale's header, footer and cookie banner drawn once, until a
  // rebuild makes new site data, translations or bundle.
  let renderer = keptBodyRenderer(state.bundle.serverEntry);
  // A markdown edit is parsed and checked against its template's schema: what that takes loads now, while nothing waits
  // for it, not at the first edit (a build whose content files all came from the cache loaded none of it).
  loadContentParsers().catch(() => undefined);

  const channel = createReloadChannel();
  const locales = state.config.locales.map((locale) => locale.code);
  // Development submissions are kept apart from a self-hosted site's own database.
  const database = await openSubmissionsDatabase(join(root, '.cache', 'dev-submissions.sqlite'));
  const { path, siteOrigin } = endpointLocation(state.config.forms.endpoint, state.config.siteUrl);
  const onError = (error: unknown) => logger.warn(error instanceof Error ? error.message : String(error));
  const forms = createFormEndpoint({ path, database, locales, siteOrigin, onError });
  const server = createStaticServer({ dir: outDir, locales, live: true, routes: [channel.route, forms.route, forms.stampPages] });
  const url = await listen(server, options.port, options.host);

  let pending: { event: string; path: string }[] = [];
  let timer: NodeJS.Timeout | null = null;
  let running = Promise.resolve();

  const apply = async (update: Update) => {
    const start = performance.now();
    if (update.kind === 'pages') {
      const result = await updateContentPages(root, state, update.files, renderer);
      if (result) {
        state = result.state;
        await writeFiles(outDir, result.files);
        logger.info(`  updated ${update.files.join(', ')} → ${result.pages} pages (${Math.round(performance.now() - start)} ms)`);
        channel.send('reload');
        return;
      }
    }
    state = (await buildSite({ ...buildOptions, logger: quiet })).state;
    renderer = keptBodyRenderer(state.bundle.serverEntry);
    const cause = update.kind === 'rebuild' ? update.cause : 'content shown on other pages';
    logger.info(`  rebuilt after a change to ${cause} (${Math.round(performance.now() - start)} ms)`);
    channel.send('reload');
  };

  const flush = () => {
    timer = null;
    const update = planUpdate(root, pending);
    pending = [];
    if (!update) return;
    running = running
      .then(() => apply(update))
      .catch((error: unknown) => {
        channel.send('build-error', error instanceof Error ? error.message : String(error));
        if (options.onError) options.onError(error);
        else logger.warn(`the site could not be rebuilt: ${describeError(error)}`);
      });
  };

  const watcher = watch(
    WATCHED.map((path) => join(root, path)),
    {
      ignoreInitial: true,
      ignored: (path) => /(^|[/\\])\.|~$/.test(path.slice(root.length)),
      // Without it chokidar drops a second change of a file within 50 ms of the first (a quick second save, left stale);
      // with it, a file's changes are told once its size has held for 15 ms, the last of them included.
      awaitWriteFinish: { stabilityThreshold: 15, pollInterval: 5 },
    },
  );
  watcher.on('all', (event, path) => {
    pending.push({ event, path });
    // A file's event comes once its writes have ended (awaitWriteFinish); the files of one save (an editor's "save
    // all", a checkout) come within a few of chokidar's polls of one another, and are handled as one update.
    if (!timer) timer = setTimeout(flush, 5);
  });
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    url,
    async idle() {
      while (timer || pending.length) await new Promise((resolve) => setTimeout(resolve, 10));
      await running;
    },
    async close() {
      await watcher.close();
      channel.close();
      await analyticsStub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/**
 * Fields other pages show (cards, menus, sitemap, a brochure's title on its download page): when they change, every
 * page is rendered again.
 */
function sharedFields(contentPage: ContentPage | undefined): string {
  if (!contentPage) return JSON.stringify(null);
  const { template, title, navTitle, navSummary, summary, description, lead, noindex } = contentPage.frontMatter;
  // An article's date and author show on article cards and in feeds.
  const article = templateOf(template).article(contentPage.frontMatter);
  const leadShown = [lead?.kicker, lead?.title, lead?.image];
  return JSON.stringify([template, title, navTitle, navSummary, summary, description, ...leadShown, article, noindex]);
}

const quiet: Logger = { stage() {}, info() {}, warn() {} };

/**
 * Re-parses edited markdown files and re-renders the pages they fill; the bundle is not touched. Returns
 * null when the edit reaches other pages (titles and summaries show on cards and menus): rebuild then.
 */
async function updateContentPages(
  root: string,
  state: BuildState,
  files: string[],
  renderer: BodyRenderer,
): Promise<{ state: BuildState; files: OutputFile[]; pages: number } | null> {
  const contentPages = [...state.sources.pages];
  const inherits = new Map(contentPages.map((contentPage) => [contentPage.file, contentPage.inherits]));
  // A partial override is made with its base page (load/partial-override.ts): an edit of either makes it again.
  const sourceOf = (file: string): SourceFile => {
    const base = inherits.get(file);
    return { file, text: readUtf8(root, file), base: base ? sourceOf(base) : undefined };
  };
  const inheritsFrom = (file: string, base: string): boolean => {
    const next = inherits.get(file);
    return next === base || (!!next && inheritsFrom(next, base));
  };
  const edited = new Set(
    files.flatMap((file) => [file, ...contentPages.filter((other) => inheritsFrom(other.file, file)).map((other) => other.file)]),
  );
  let everyPage = false;
  for (const file of edited) {
    const source = sourceOf(file);
    // A file that has just become a partial override, or stopped being one: its base is the full build's to find.
    if (isPartialOverride(source.text) !== !!source.base) return null;
    const contentPage = await loadContentPage(source);
    const index = contentPages.findIndex((candidate) => candidate.file === file);
    const printed = templateOf(contentPage.frontMatter.template).traits.printsBrochure;
    if (sharedFields(contentPages[index]) !== sharedFields(contentPage) || printed) everyPage = true;
    contentPages[index] = contentPage;
  }
  if (everyPage) return null;
  const sources = { ...state.sources, pages: contentPages };
  const table = createRouteTable(state.config, contentPages, sources.mediaFiles, sources.outcomes);
  const pages = await renderPages(
    {
      config: state.config,
      table,
      translations: sources.translations,
      bundle: state.bundle,
      brochurePdfs: state.brochures.byContentFile,
      images: state.images.images,
      shareImages: state.shareImages.byPage,
      feeds: state.feeds,
      bodyEnd: RELOAD_CLIENT,
      only: (page) => edited.has(page.content.file),
    },
    renderer,
  );
  return { state: { ...state, sources, table }, files: pageFiles(pages), pages: pages.length };
}

/** An error as the dev log shows it: where (file:line) and what. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return `${(error as { where?: string }).where ?? ''} ${error.message}`;
}
