import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/build.ts';
import { threadedExecutor } from '../../generator/execution/threaded-executor.ts';
import { keptFoldersOf } from '../../generator/execution/kept-folders.ts';
import { silentLogger } from '../../generator/logger.ts';
import { createBodyRenderer } from '../../generator/execution/body-renderer.ts';
import { BodyRenderFailure } from '../../generator/render/body-render-contract.ts';
import type { LocaleDocument, PageJob } from '../../generator/render/page-output.ts';
import { jobOf as jobFor, prepareLocale, type PreparedLocale } from '../../generator/render/prepare-locale.ts';
import type { DirectOutput } from '../../generator/execution/output-writer.ts';
import { documentHtml, type PageDocument } from '../../generator/shared/page-document.ts';
import type { LocaleRendererInput } from '../../site/server.tsx';
import { listBuiltFiles } from '../support/built-site.ts';
import { createFixtureProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject;
let out: string;
let serverEntry: string;
let english: PreparedLocale;
let localeDocument: LocaleDocument;

beforeAll(async () => {
  project = await createFixtureProject('render-threads');
  out = await mkdtemp(join(tmpdir(), 'render-threads-'));
  const inThread = await buildSite({
    root: project.root,
    outDir: join(out, 'one'),
    executor: threadedExecutor({ renderThreads: 1 }),
    logger: silentLogger,
  });
  await buildSite({
    root: project.root,
    outDir: join(out, 'three'),
    executor: threadedExecutor({ renderThreads: 3 }),
    logger: silentLogger,
  });
  // buildSite's default: everything in the build's own thread.
  await buildSite({ root: project.root, outDir: join(out, 'in-process'), logger: silentLogger });
  serverEntry = inThread.state.bundle.serverEntry;
  const { config, sources, table, bundle, brochures, images, feeds, shareImages } = inThread.state;
  const translations = sources.translations;
  const options = {
    config,
    table,
    translations,
    bundle,
    brochurePdfs: brochures.byContentFile,
    images: images.images,
    shareImages: shareImages.byPage,
    feeds,
  };
  english = prepareLocale(
    config.locales.find((locale) => locale.code === 'en')!,
    options,
  );
  localeDocument = english.document;
});

afterAll(async () => {
  await project.remove();
  await rm(out, { recursive: true, force: true });
});

describe('render threads', () => {
  it('write the same site as the build rendering on its own, byte for byte', () => {
    const files = listBuiltFiles(join(out, 'one'));
    expect(files.length).toBeGreaterThan(40);
    expect(listBuiltFiles(join(out, 'three'))).toEqual(files);
    for (const file of files) {
      expect(readFileSync(join(out, 'three', file)), file).toEqual(readFileSync(join(out, 'one', file)));
    }
  });

  it('write the same site as the in-process executor, which runs no thread at all', () => {
    const files = listBuiltFiles(join(out, 'one'));
    expect(listBuiltFiles(join(out, 'in-process'))).toEqual(files);
    for (const file of files) {
      expect(readFileSync(join(out, 'in-process', file)), file).toEqual(readFileSync(join(out, 'one', file)));
    }
  });

  it('write into the output the build before replaced, kept whole: the same site, unchanged files kept as they are', async () => {
    const rebuilt = join(out, 'rebuilt');
    const kept = keptFoldersOf(join(project.root, '.cache'), rebuilt);
    const build = () =>
      buildSite({ root: project.root, outDir: rebuilt, executor: threadedExecutor({ renderThreads: 3 }), logger: silentLogger });
    await build();
    await build();
    // The first output, kept: one page in it now holds other bytes (a new file, not the live output's), one is gone.
    const changed = join(kept, 'en', 'legal', 'index.html');
    rmSync(changed);
    writeFileSync(changed, 'not this build’s page');
    rmSync(join(kept, 'fr', 'index.html'));
    const unchanged = statSync(join(kept, 'en', 'index.html')).ino;
    await build();
    const files = listBuiltFiles(join(out, 'one'));
    expect(listBuiltFiles(rebuilt)).toEqual(files);
    for (const file of files) expect(readFileSync(join(rebuilt, file)), file).toEqual(readFileSync(join(out, 'one', file)));
    expect(statSync(join(rebuilt, 'en', 'index.html')).ino).toBe(unchanged);
  });

  it.each([0, 2])(
    'put pages together as the build does, and fail on the page whose template throws, naming it (%i threads)',
    async (threads) => {
      const input = english.input;
      const jobs = ['/', '/legal/', '/contact/business/'].map((route) => jobOf(route));
      const broken: PageJob = {
        ...jobs[1]!,
        pageData: { ...jobs[1]!.pageData, result: { ...jobs[1]!.pageData.result, page: null, head: null } as never },
      };
      const folder = await mkdtemp(join(tmpdir(), 'render-threads-direct-'));
      const claimed: string[] = [];
      let bytes = 0;
      const output: DirectOutput = {
        folder,
        previous: null,
        claim: (paths) => claimed.push(...paths),
        wrote: (written) => (bytes += written),
      };
      const renderer = createBodyRenderer(serverEntry, threads, output);
      try {
        const locale = renderer.openLocale(input, localeDocument);
        const banner = await locale.banner(jobs[0]!.pageData.result);
        expect(banner).toContain('<button');
        const rendered = await locale.render(jobs, banner);
        expect(rendered).toHaveLength(3);
        // Each page as the build made it: returned by this thread, or written by a render thread into the folder.
        for (const [index, job] of jobs.entries()) {
          const html = threads
            ? readFileSync(join(folder, job.htmlFile), 'utf8')
            : documentHtml((rendered[index] as { document: PageDocument }).document);
          expect(html).toBe(readFileSync(join(out, 'one', job.htmlFile), 'utf8'));
          if (threads) expect(readFileSync(join(folder, job.pageDataFile))).toEqual(readFileSync(join(out, 'one', job.pageDataFile)));
        }
        if (threads) {
          expect(claimed).toEqual(jobs.flatMap((job) => [job.htmlFile, job.pageDataFile]));
          expect(bytes).toBe(rendered.reduce((sum, page) => sum + (page as { written: number }).written, 0));
        }
        const failure = await locale.render([jobs[0]!, broken, jobs[2]!], banner).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(BodyRenderFailure);
        expect((failure as BodyRenderFailure).index).toBe(1);
        expect((failure as BodyRenderFailure).unwritable).toBe(false);
        // The template's own error, not React's empty fallback for the browser to fill.
        expect((failure as BodyRenderFailure).message).toMatch(/null/);
      } finally {
        await renderer.close();
        await rm(folder, { recursive: true, force: true });
      }
    },
  );

  it.each([0, 2])('start before the server bundle exists, and render the same pages once it does (%i threads)', async (threads) => {
    const jobs = ['/', '/legal/'].map((route) => jobOf(route));
    const folder = await mkdtemp(join(tmpdir(), 'render-threads-early-'));
    const output: DirectOutput = { folder, previous: null, claim: () => undefined, wrote: () => undefined };
    let bundled: (entry: string) => void = () => undefined;
    const entry = new Promise<string>((resolve) => (bundled = resolve));
    const renderer = createBodyRenderer({ entry, packagesFrom: join(project.root, '.cache', 'bundles', 'server.mjs') }, threads, output);
    try {
      // Asked before the bundle is there, as the build does with the first batches of the first locale.
      const locale = renderer.openLocale(english.input, localeDocument);
      const banner = locale.banner(jobs[0]!.pageData.result);
      const rendering = banner.then((html) => locale.render(jobs, html));
      await new Promise((resolve) => setTimeout(resolve, 200));
      bundled(serverEntry);
      const rendered = await rendering;
      for (const [index, job] of jobs.entries()) {
        const html = threads
          ? readFileSync(join(folder, job.htmlFile), 'utf8')
          : documentHtml((rendered[index] as { document: PageDocument }).document);
        expect(html).toBe(readFileSync(join(out, 'one', job.htmlFile), 'utf8'));
      }
    } finally {
      await renderer.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it.each([0, 2])('close without waiting when the bundle fails before any page is rendered (%i threads)', async (threads) => {
    const folder = await mkdtemp(join(tmpdir(), 'render-threads-no-bundle-'));
    const renderer = createBodyRenderer({ entry: Promise.reject(new Error('the bundle failed')) }, threads, {
      folder,
      previous: null,
      claim: () => undefined,
      wrote: () => undefined,
    });
    try {
      await renderer.close();
      await renderer.close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('start once a bundle that had to be compiled is made, and write the same site', async () => {
    // Everything cached but the bundle: the threads wait for the stages beside it before they start.
    // A cache of its own on each try (a retried test finds the bundle the first try compiled).
    const cacheDir = await mkdtemp(join(out, 'cache-without-bundle-'));
    for (const kept of ['brochures', 'share-art', 'share-images', 'images', 'markdown.json']) {
      // A project whose pictures are all SVGs encodes none, so has no image cache.
      if (existsSync(join(project.root, '.cache', kept)))
        cpSync(join(project.root, '.cache', kept), join(cacheDir, kept), { recursive: true });
    }
    const cold = await buildSite({
      root: project.root,
      outDir: join(out, 'cold'),
      cacheDir,
      executor: threadedExecutor({ renderThreads: 3 }),
      logger: silentLogger,
    });
    expect(cold.state.bundle.cached).toBe(false);
    // Compared with this thread's rendering from the same cache (chunk names depend on where the bundle was made).
    await buildSite({
      root: project.root,
      outDir: join(out, 'cold-one'),
      cacheDir,
      executor: threadedExecutor({ renderThreads: 1 }),
      logger: silentLogger,
    });
    const files = listBuiltFiles(join(out, 'cold-one'));
    expect(files.length).toBeGreaterThan(40);
    expect(listBuiltFiles(join(out, 'cold'))).toEqual(files);
    for (const file of files) expect(readFileSync(join(out, 'cold', file)), file).toEqual(readFileSync(join(out, 'cold-one', file)));
  }, 180_000); // compiles a bundle: up to a minute on a loaded 2-core machine

  it('link the files of a page the previous output holds byte for byte, and write the ones that changed', async () => {
    const jobs = ['/', '/legal/'].map((route) => jobOf(route));
    const [unchanged, changed] = jobs as [PageJob, PageJob];
    // The output being replaced: the first page as this build makes it, the second from an older build.
    const previous = await mkdtemp(join(tmpdir(), 'render-threads-previous-'));
    for (const file of [unchanged.htmlFile, unchanged.pageDataFile, changed.pageDataFile]) {
      mkdirSync(dirname(join(previous, file)), { recursive: true });
      copyFileSync(join(out, 'one', file), join(previous, file));
    }
    mkdirSync(dirname(join(previous, changed.htmlFile)), { recursive: true });
    writeFileSync(join(previous, changed.htmlFile), 'an older page');
    const folder = await mkdtemp(join(tmpdir(), 'render-threads-linked-'));
    let bytes = 0;
    const output: DirectOutput = { folder, previous, claim: () => undefined, wrote: (written) => (bytes += written) };
    const renderer = createBodyRenderer(serverEntry, 2, output);
    try {
      const locale = renderer.openLocale(english.input, localeDocument);
      await locale.render(jobs, await locale.banner(unchanged.pageData.result));
      const sameFile = (file: string) => statSync(join(folder, file)).ino === statSync(join(previous, file)).ino;
      expect(sameFile(unchanged.htmlFile)).toBe(true);
      expect(sameFile(unchanged.pageDataFile)).toBe(true);
      expect(sameFile(changed.pageDataFile)).toBe(true);
      expect(sameFile(changed.htmlFile)).toBe(false);
      // Every file holds this build's bytes, and the previous output is as it was.
      for (const job of jobs) {
        for (const file of [job.htmlFile, job.pageDataFile])
          expect(readFileSync(join(folder, file))).toEqual(readFileSync(join(out, 'one', file)));
      }
      expect(readFileSync(join(previous, changed.htmlFile), 'utf8')).toBe('an older page');
      // Linked or written, a file counts its bytes.
      expect(bytes).toBe(
        jobs.reduce((sum, job) => sum + statSync(join(folder, job.htmlFile)).size + statSync(join(folder, job.pageDataFile)).size, 0),
      );
    } finally {
      await renderer.close();
      await rm(folder, { recursive: true, force: true });
      await rm(previous, { recursive: true, force: true });
    }
  });

  it('name the page whose files a render thread cannot write', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'render-threads-unwritable-'));
    // An output folder inside a file: no page's folder can be made there.
    writeFileSync(join(parent, 'site'), 'not a folder');
    const folder = join(parent, 'site', 'out');
    const output: DirectOutput = { folder, previous: null, claim: () => undefined, wrote: () => undefined };
    const renderer = createBodyRenderer(serverEntry, 2, output);
    try {
      const locale = renderer.openLocale(english.input, localeDocument);
      const failure = await locale.render([jobOf('/legal/')], '').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(BodyRenderFailure);
      expect((failure as BodyRenderFailure).unwritable).toBe(true);
      expect((failure as BodyRenderFailure).message).toMatch(/ENOTDIR/);
    } finally {
      await renderer.close();
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('fail the locale, never leave the build waiting, when a render thread stops', async () => {
    // A server bundle whose render ends its thread, as running out of memory would.
    const stopping = join(out, 'stopping-server.mjs');
    writeFileSync(
      stopping,
      'export const renderConsentBanner = () => "";\nexport const createLocaleRenderer = () => () => process.exit(3);\n',
    );
    const folder = await mkdtemp(join(tmpdir(), 'render-threads-stopping-'));
    const renderer = createBodyRenderer(stopping, 2, { folder, previous: null, claim: () => undefined, wrote: () => undefined });
    try {
      const locale = renderer.openLocale({ site: {} as LocaleRendererInput['site'], catalogues: [] }, localeDocument);
      await expect(locale.render([jobOf('/')], '')).rejects.toThrow(/a render thread stopped \(exit code 3\)/);
    } finally {
      await renderer.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

/** The en page at `route` as the build hands it to its renderer. */
function jobOf(route: string): PageJob {
  const planned = english.planned.find((page) => page.route === route)!;
  return jobFor(planned, english);
}
