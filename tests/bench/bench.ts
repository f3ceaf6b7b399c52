// `npm run bench [-- --scale N] [-- --runs R]`: build speed and size of the real site, with our build times as ratios
// to Eleventy's on the shared comparable content, measured in alternating rounds; printed as a table. Figures live here,
// never in timed tests.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as esbuild from 'esbuild';
import { parse } from 'node-html-parser';
import { serveBuild } from '../support/serve-build.ts';
import { pageViewScripts } from './page-view-scripts.ts';
import { createAnalyticsStub } from '../../generator/analytics-stub/stub-server.ts';
import { buildSite } from '../../generator/build.ts';
import { startDevServer } from '../../generator/dev/dev-server.ts';
import { createTempProject, projectRoot } from '../support/temp-project.ts';
import { TEMPLATE_PAGES } from '../support/template-pages.ts';
import { benchSettings } from './settings-bench.ts';
import {
  addSyntheticArticles,
  cliBuild,
  eleventyBuild,
  median,
  medianFigures,
  peerAvailable,
  peerScaleFor,
  settleDisk,
  type BuildFigures,
  type PeerFigures,
} from './build-runs.ts';

const scaleFlag = process.argv.indexOf('--scale');
const scale = scaleFlag === -1 ? 0 : Number(process.argv[scaleFlag + 1] ?? 0);
if (!Number.isInteger(scale) || scale < 0) throw new Error('--scale takes a whole number of times the content to add');

const runsFlag = process.argv.indexOf('--runs');
const runs = runsFlag === -1 ? 3 : Number(process.argv[runsFlag + 1]);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of rounds (cold, warm, rebuild, Eleventy)');

// `--settings [NAMES]`: what each of the build's execution settings buys (or those named, comma-separated), instead of
// the figures below.
const settingsFlag = process.argv.indexOf('--settings');
if (settingsFlag !== -1) {
  const named = process.argv[settingsFlag + 1];
  await benchSettings(scale, runs, named && !named.startsWith('--') ? named.split(',') : null);
  process.exit(0);
}

/** Adds a sentence to one insight article (another each round); returns what puts it back. */
function editOneArticle(root: string, round: number): () => void {
  const file = join(root, 'content', 'en', 'insights', 'intelligent-document-parsing.md');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, `${original.trimEnd()}\n\nOne sentence more, edit ${round + 1}.\n`);
  return () => writeFileSync(file, original);
}

/**
 * Bytes a visitor downloads (gzip) before the page is interactive: the boot script, the modules it loads, and the
 * CSS; and how many script files that is (each one a request, and a few milliseconds of a phone's main thread).
 */
function firstLoad(dir: string, page: string): { js: number; css: number; scripts: number } {
  const html = parse(readFileSync(join(dir, page), 'utf8'));
  const gzipOf = (urls: string[]) => [...new Set(urls)].reduce((total, url) => total + gzipSync(readFileSync(join(dir, url))).length, 0);
  const scripts = html
    .querySelectorAll('script[src]')
    .flatMap((script) => [script.getAttribute('src')!, ...(script.getAttribute('data-preload')?.split(' ') ?? [])]);
  return {
    js: gzipOf(scripts),
    css: gzipOf(html.querySelectorAll('link[rel=stylesheet]').map((link) => link.getAttribute('href')!)),
    scripts: new Set(scripts).size,
  };
}

/** Gzip bytes of React and react-dom's client alone: what any React site ships before its own code. */
async function reactBaseline(): Promise<number> {
  const result = await esbuild.build({
    stdin: {
      contents: "import { hydrateRoot } from 'react-dom/client'; import { jsx } from 'react/jsx-runtime'; console.log(hydrateRoot, jsx);",
      resolveDir: projectRoot,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

/** Median time from a click on a prefetched link to the next page rendered, in real Chromium. */
async function navigationTime(dir: string): Promise<number> {
  const server = await serveBuild(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const samples: number[] = [];
    for (const [from, to] of [
      ['/en/', '/en/audit/'],
      ['/en/audit/', '/en/contact/'],
      ['/en/contact/', '/en/insights/'],
      ['/en/insights/', '/en/legal/'],
      ['/en/legal/', '/en/sitemap/'],
    ]) {
      await page.goto(`${server.url}${from!}`);
      await page.waitForSelector('html[data-hydrated]');
      await page.hover(`header a[href="${to!}"], footer a[href="${to!}"]`);
      await page.waitForTimeout(300); // prefetched
      samples.push(
        await page.evaluate(
          (target) =>
            new Promise<number>((resolve) => {
              const link = document.querySelector<HTMLAnchorElement>(`header a[href="${target}"], footer a[href="${target}"]`)!;
              const start = performance.now();
              const observer = new MutationObserver(() => {
                if (location.pathname === target && document.querySelector('[data-template]')) {
                  observer.disconnect();
                  resolve(performance.now() - start);
                }
              });
              observer.observe(document.getElementById('___site')!, { subtree: true, childList: true, attributes: true });
              link.click();
            }),
          to!,
        ),
      );
    }
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)]!;
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Gzip bytes of the JavaScript fetched after "Accept all" (analytics-next and its chunks), and of analytics
 * code fetched before consent (should be 0). Builds the site against a local analytics stand-in for this.
 */
async function consentedLoad(root: string, cacheDir: string): Promise<{ before: number; after: number }> {
  const stub = createAnalyticsStub();
  const analytics = await stub.listen();
  const dir = await mkdtemp(join(tmpdir(), 'site-bench-consent-'));
  await buildSite({ root, outDir: dir, cacheDir, analytics, logger: { stage() {}, info() {}, warn() {} } });
  const server = await serveBuild(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    await page.goto(`${server.url}/en/`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForTimeout(1000);
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
      );
    const loadedBefore = await scripts();
    await page.getByRole('button', { name: 'Accept all' }).click();
    await page.waitForFunction(() => document.cookie.includes('ajs_anonymous_id'));
    const loadedAfter = (await scripts()).filter((path) => !loadedBefore.includes(path));
    const gzip = (paths: string[]) => paths.reduce((total, path) => total + gzipSync(readFileSync(join(dir, path))).length, 0);
    // Segment's client is recognisable by its settings code; before consent there must be none. (Not by its cookies'
    // names: the site's list of what it stores names them too, for the privacy page and to delete them on withdrawal.)
    return {
      before: gzip(loadedBefore.filter((path) => readFileSync(join(dir, path), 'utf8').includes('cdnSettings'))),
      after: gzip(loadedAfter),
    };
  } finally {
    await browser.close();
    await server.close();
    await stub.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Time from saving a markdown file to the reload event reaching an open page. */
async function devEditLatency(root: string): Promise<number> {
  const dev = await startDevServer({
    root,
    outDir: join(root, '.bench-dev'),
    port: 0,
    host: '127.0.0.1',
    logger: { stage() {}, info() {}, warn() {} },
  });
  try {
    const samples: number[] = [];
    const file = join(root, 'content/en/audit.md');
    const original = readFileSync(file, 'utf8');
    for (let round = 0; round < 5; round += 1) {
      const received = new Promise<number>((resolve) => {
        const request = get(new URL('/__dev/events', dev.url), (response) => {
          response.on('data', (chunk: Buffer) => {
            if (chunk.toString().includes('event: reload')) {
              resolve(performance.now());
              request.destroy();
            }
          });
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      const start = performance.now();
      writeFileSync(file, `${original}\nEdit number ${round}.\n`);
      samples.push((await received) - start);
      await dev.idle();
    }
    writeFileSync(file, original);
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)]!;
  } finally {
    await dev.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const project = await createTempProject(`bench-${scale}`);
// Inside the project: the server bundle resolves its packages from the project's node_modules.
const cacheDir = join(project.root, '.bench-cache');
const outDir = await mkdtemp(join(tmpdir(), 'site-bench-out-'));
const setAsideFolders: string[] = [];

/**
 * Empties a round's cache or output for the next cold build by moving it aside, deleted only after the last round.
 * Deleting thousands of files leaves this disk's file system slow to make new ones for minutes (ext4 without a
 * journal looks past each inode freed in the last minute or more, `recently_deleted`): every build timed after it,
 * ours and Eleventy's, would pay for the bench's own clean-up.
 */
async function setAside(folder: string, round: number): Promise<void> {
  const aside = `${folder}.round-${round}`;
  await rename(folder, aside).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  setAsideFolders.push(aside);
}
try {
  if (scale > 0) addSyntheticArticles(project.root, scale);
  // Rounds of our cold build (every cache emptied), the warm build after it, a rebuild and a clean Eleventy build, one
  // after the other, so that the machine's drift touches them alike; medians of each. The warm build after a cold one
  // writes into the copy of its output the cold build kept (it replaced no output: folders and other names of its
  // files); the rebuild into the output the warm build replaced, as every later build does.
  const colds: BuildFigures[] = [];
  const warms: BuildFigures[] = [];
  const rebuilds: BuildFigures[] = [];
  const edits: BuildFigures[] = [];
  const peers: PeerFigures[] = [];
  let peerScale = 1;
  for (let round = 0; round < runs; round += 1) {
    await setAside(cacheDir, round);
    await setAside(outDir, round);
    settleDisk();
    colds.push(await cliBuild(project.root, outDir, cacheDir));
    settleDisk();
    warms.push(await cliBuild(project.root, outDir, cacheDir));
    settleDisk();
    rebuilds.push(await cliBuild(project.root, outDir, cacheDir));
    // An author's edit: one sentence more in one article, which only that article's pages show.
    const restore = editOneArticle(project.root, round);
    settleDisk();
    edits.push(await cliBuild(project.root, outDir, cacheDir));
    restore();
    if (!peerAvailable()) continue;
    if (round === 0) {
      peerScale = peerScaleFor(colds[0]!.pages);
      await eleventyBuild(peerScale); // installs Eleventy and writes its content the first time: not timed
    }
    settleDisk();
    peers.push(await eleventyBuild(peerScale));
  }
  const builds = [medianFigures(colds), medianFigures(warms), medianFigures(rebuilds), medianFigures(edits)] as const;
  const peer = peers.length > 0 ? { pages: peers[0]!.pages, seconds: median(peers.map((one) => one.seconds)) } : null;
  const typical = firstLoad(outDir, 'en/services/business/data-analytics/index.html');
  // The targets hold on every template: the largest figures over one page of each, in both languages.
  const templatePages = ['en', 'fr'].flatMap((locale) =>
    TEMPLATE_PAGES.filter((route) => route !== '/no-such-page/').map((route) => firstLoad(outDir, `${locale}${route}index.html`)),
  );
  const largest = {
    js: Math.max(...templatePages.map((page) => page.js)),
    css: Math.max(...templatePages.map((page) => page.css)),
    scripts: Math.max(...templatePages.map((page) => page.scripts)),
  };
  const pageViews =
    scale === 0
      ? await pageViewScripts(
          outDir,
          ['en', 'fr'].flatMap((locale) =>
            TEMPLATE_PAGES.filter((route) => route !== '/no-such-page/').map((route) => `${locale}${route}`),
          ),
        )
      : null;
  const latency = scale === 0 ? await devEditLatency(project.root) : null;
  const react = await reactBaseline();
  const navigation = scale === 0 ? await navigationTime(outDir) : null;
  const consent = scale === 0 ? await consentedLoad(project.root, cacheDir) : null;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const ratio = (ms: number) => (peer ? `${(ms / 1000 / peer.seconds).toFixed(2)}×` : 'not measured');
  const peerRow = peer ? `${peer.seconds.toFixed(2)} s` : '';
  /** A row with a figure of each build. */
  const each = (measure: string, figure: (build: BuildFigures) => string): string[] => [measure, ...builds.map(figure)];
  /** A row with one figure of the site's. */
  const once = (measure: string, figure: string): string[] => [measure, figure, '', '', ''];
  const rows: string[][] = [
    each('pages', (build) => String(build.pages)),
    each(`\`site build\`, process start to exit (median of ${runs})`, (build) => seconds(build.wallMs)),
    each(
      peer ? `Eleventy 3, clean build of ${peer.pages} comparable pages (median of ${runs})` : 'Eleventy: peer benchmark not found',
      () => peerRow,
    ),
    each('ratio to Eleventy (targets: warm ≤ 0.5×; cold ≤ 15 s)', (build) => ratio(build.wallMs)),
    each('CPU time', (build) => `${(build.cpuMs / 1000).toFixed(2)} s`),
    each('render ms per page (of all pages, rendered or not)', (build) => (build.stages.render! / build.pages).toFixed(2)),
    each('pages rendered (the others unchanged, taken from the output replaced)', (build) => String(build.rendered)),
    each('stages (ms)', (build) =>
      Object.entries(build.stages)
        .map(([name, ms]) => `${name} ${ms}`)
        .join(', '),
    ),
    each('peak memory (RSS), the largest Node process', (build) => `${build.maxRssMb} MB`),
    each('  with the processes it starts (esbuild; Node 20: the one standing for it), sampled every 50 ms', (build) =>
      build.treeRssMb === null ? 'unknown here' : `${build.treeRssMb} MB`,
    ),
    each('dist size', (build) => kib(build.bytes)),
    once('first-load JS, gzip (typical page)', kib(typical.js)),
    once('  of which React + react-dom', kib(react)),
    once('  of which the site (runtime, shell, template)', kib(typical.js - react)),
    once('first-load CSS, gzip (typical page)', kib(typical.css)),
    once(
      'first-load JS / CSS, gzip, the largest over the templates (targets: 80 / 8 KiB)',
      `${(largest.js / 1024).toFixed(2)} / ${(largest.css / 1024).toFixed(2)} KiB (${largest.js} / ${largest.css} bytes)`,
    ),
    once('  script files, the most over the templates (the boot script and the modules it preloads)', String(largest.scripts)),
  ];
  if (pageViews !== null) {
    const [most, least] = [
      pageViews.reduce((a, b) => (b.bytes > a.bytes ? b : a)),
      pageViews.reduce((a, b) => (b.bytes < a.bytes ? b : a)),
    ];
    rows.push(
      once(
        'JS of one page view as a phone fetches it, until the network is idle, gzip (target ≤ 90 KiB on every template)',
        `${kib(most.bytes)} at most (${most.page}, ${most.files} files), ${kib(least.bytes)} at least (${least.page})`,
      ),
    );
  }
  if (navigation !== null)
    rows.push(once('prefetched client-side navigation, click → rendered (median of 5)', `${navigation.toFixed(1)} ms`));
  if (consent !== null)
    rows.push(once('analytics JS before consent / after "Accept all", gzip', `${kib(consent.before)} / ${kib(consent.after)}`));
  if (latency !== null) rows.push(once('dev: markdown save → browser reload (median of 5)', `${Math.round(latency)} ms`));
  console.log(
    `\nBenchmark${scale ? ` at --scale ${scale} (+${scale * 29 * 2} synthetic insight articles)` : ''} — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`,
  );
  console.log(
    '| measure | cold (empty cache) | warm, after the cold build (into the copy of its output it kept) | rebuild (into the output the warm build replaced) | after a one-file edit (a sentence in one article) |',
  );
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await project.remove();
  for (const folder of [cacheDir, outDir, ...setAsideFolders]) await rm(folder, { recursive: true, force: true });
}
