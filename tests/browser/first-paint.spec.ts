import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { listen } from '../../generator/serve/create-server.ts';
import { serveBuild, type ServedBuild } from '../support/serve-build.ts';

// What a first visit fetches before its first paint (its fonts among them), and how nothing moves once it is drawn.

let server: ServedBuild;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});
test.afterEach(() => {
  server.setFaults(null);
});

/** Every resource the page asked for, by path, with when it was asked for; the first contentful paint; the load event. */
const timeline = (page: Page) =>
  page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    resources: performance.getEntriesByType('resource').map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
  }));

/** When the runtime's entry module was asked for, in a timeline. */
const runtimeRequested = ({ resources }: Awaited<ReturnType<typeof timeline>>) =>
  resources.find((resource) => /^\/assets\/app-\w+\.js$/.test(resource.path))!.start;

/** A timeline as a failure message shows it: when the page loaded and painted, and when it asked for each resource. */
const describeTimeline = ({ paint, loaded, resources }: Awaited<ReturnType<typeof timeline>>) =>
  [`load ${Math.round(loaded)} ms, first paint ${paint === null ? 'none' : `${Math.round(paint)} ms`}`]
    .concat(resources.map((resource) => `${Math.round(resource.start)} ms ${resource.path}`))
    .join('\n');

/** The page's text font: the first family of the body's stack, as the browser resolved the custom property. */
const textFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]!.replaceAll(/["']/g, ''));

/** The weights of Inter the page has loaded and can draw with (each stylesheet a page has had declares them). */
const interLoaded = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...document.fonts]
        .filter((face) => face.family.replaceAll(/["']/g, '') === 'Inter' && face.status === 'loaded')
        .map((face) => face.weight)
        .sort(),
    ),
  ]);

/** The layout shifts the page has reported since it started: their sum, and what moved (for the failure message). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const node =
                source.node instanceof Element
                  ? `<${source.node.localName} class="${source.node.className}">`
                  : String(source.node?.nodeName);
              const [before, after] = [source.previousRect, source.currentRect].map(
                (rect) => `${rect.x},${rect.y} ${rect.width}×${rect.height}`,
              );
              moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${node} ${before} → ${after}`);
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ total, moved: moved.join('\n') }), 300);
      }),
  );

for (const path of ['/en/', '/fr/brochures/metals-sales-download/', '/en/insights/intelligent-document-parsing/']) {
  test(`a first visit to ${path} fetches only what it shows before its first paint, fonts included, then the runtime and its data`, async ({
    browser,
  }) => {
    // A first visit: an empty cache and empty storage.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const seen = await timeline(page);
    const { paint, resources } = seen;
    const when = describeTimeline(seen);
    expect(paint, when).not.toBeNull();
    const beforePaint = resources.filter((resource) => resource.start < paint!).map((resource) => resource.path);
    // The stylesheet, the fonts, the boot module and the pictures on the first screen: no icon file (the tab's icon
    // is in the page) and no manifest (linked by the runtime).
    for (const fetched of beforePaint) {
      expect(fetched, `${fetched} before the first paint:\n${when}`).toMatch(
        /^\/(assets\/page-[\w-]+\.css|assets\/boot-\w+\.js|assets\/(media\/)?[\w-]+\.woff2|assets\/images\/[\w-]+\.svg)$/,
      );
    }
    for (const expected of [/\.css$/, /\.woff2$/])
      expect(
        beforePaint.some((fetched) => expected.test(fetched)),
        `${expected}\n${when}`,
      ).toBe(true);
    // After it: the runtime's modules, the page's data and translations.
    const afterPaint = resources.filter((resource) => resource.start >= paint!).map((resource) => resource.path);
    for (const expected of [/^\/assets\/app-\w+\.js$/, /^\/page-data\//, /^\/locales\//]) {
      expect(
        afterPaint.some((fetched) => expected.test(fetched)),
        `${expected} after the first paint:\n${when}`,
      ).toBe(true);
    }
    // The first visit is set in Inter, both weights, with nothing stored to decide it, and nothing moves.
    expect(await textFont(page)).toBe('Inter');
    expect(await interLoaded(page)).toEqual(['400', '700']);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const shift = await layoutShift(page);
    expect(shift.total, `moved:\n${shift.moved}`).toBe(0);
    await context.close();
  });
}

test('the runtime is asked for once the lead picture is on screen: its largest paint never waits for a script', async ({ browser }) => {
  const painted: string[] = [];
  for (const path of ['/en/brochures/metals-sales/', '/en/services/software/', '/fr/']) {
    // A phone on a first visit, as Lighthouse loads it: the lead picture is often painted a few frames after the text.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const { largest, runtime } = await page.evaluate(
      () =>
        new Promise<{ largest: { time: number; lead: boolean }[]; runtime: number }>((resolve) => {
          const lead = document.querySelector('img[fetchpriority=high]');
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            resolve({
              largest: entries.map((entry) => ({ time: entry.startTime, lead: entry.element !== null && entry.element === lead })),
              runtime: performance.getEntriesByType('resource').find((entry) => /\/assets\/app-\w+\.js$/.test(entry.name))!.startTime,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    for (const entry of largest.filter((one) => one.lead))
      expect(entry.time, `${path}: the lead picture painted after the runtime was asked for`).toBeLessThanOrEqual(runtime);
    if (largest.at(-1)?.lead) painted.push(path);
    await context.close();
  }
  // The pages with a picture beside their headline have it as their largest paint on a phone.
  expect(painted).toContain('/en/brochures/metals-sales/');
});

test('the runtime is asked for once the largest text on the first screen is drawn, however late the browser shows it', async ({
  browser,
}) => {
  // On a busy machine the browser showed the contact form's introduction, the page's largest paint on a phone, 100 ms
  // after its first paint and well after the load event. Here the introduction is kept from being drawn until 300 ms
  // after the load event, deterministically.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    addEventListener('DOMContentLoaded', () => {
      const introduction = document.querySelector<HTMLElement>('main section p')!;
      introduction.style.visibility = 'hidden';
      addEventListener('load', () => setTimeout(() => (introduction.style.visibility = ''), 300));
    });
  });
  await page.goto(`${server.url}/en/contact/business/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const largest = await page.evaluate(
    () =>
      new Promise<{ time: number; text: string }>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
          resolve({ time: entry.startTime, text: entry.element?.textContent ?? '' });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  const seen = await timeline(page);
  expect(largest.text).toMatch(/^Tell us what you want to change/);
  expect(runtimeRequested(seen), `${describeTimeline(seen)}\nlargest paint at ${Math.round(largest.time)} ms`).toBeGreaterThan(
    largest.time,
  );
  await context.close();
});

test('the runtime is asked for once the text is drawn: after the fonts still loading at the load event have loaded', async ({ page }) => {
  // Chromium loads the local fallback shaped like Inter after the load event, and draws the text set in it (a long
  // article's body, its largest paint) only then. Here a font that takes 600 ms stands in for it, deterministically.
  await page.route('**/slow-font.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fulfill({ status: 404 });
  });
  await page.addInitScript(() => {
    addEventListener('load', () => {
      const face = new FontFace('Slow', 'url(/slow-font.woff2)');
      document.fonts.add(face);
      const noted = () => ((window as unknown as { fontSettled: number }).fontSettled = performance.now());
      face.load().then(noted, noted);
    });
  });
  await page.goto(`${server.url}/en/insights/intelligent-document-parsing/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const fontSettled = await page.evaluate(() => (window as unknown as { fontSettled: number }).fontSettled);
  const seen = await timeline(page);
  // The boot waits for fonts a second at most after the load event: on a busy machine the route's 600 ms can
  // become more than that, and then the runtime rightly goes ahead at the second.
  const waited = Math.min(fontSettled, seen.loaded + 1000);
  expect(runtimeRequested(seen), `${describeTimeline(seen)}\nfont settled at ${Math.round(fontSettled)} ms`).toBeGreaterThan(waited);
});

test('a lead picture that fails to load holds the runtime back no longer than a second after the first paint', async ({ page }) => {
  // An image host that refuses the picture: it is never painted, so never reported as the largest paint.
  await page.route(/\/assets\/images\/metals-sales-[\w-]+\.svg$/, (route) => route.abort('connectionrefused'));
  await page.goto(`${server.url}/en/brochures/metals-sales/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 10_000 });
  const seen = await timeline(page);
  expect(runtimeRequested(seen), describeTimeline(seen)).toBeGreaterThanOrEqual(seen.paint!);
  // Asked for about a second after the first paint (and the fonts and a frame), well before the five seconds that
  // only guard against a first paint never reported.
  expect(runtimeRequested(seen) - seen.paint!, describeTimeline(seen)).toBeLessThan(3000);
});

test('a browser that reports no paints starts the runtime a second after the page has loaded', async ({ page }) => {
  // As in a browser without paint timing: no entry type the boot could wait for.
  await page.addInitScript(() => Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { value: Object.freeze(['resource']) }));
  await page.goto(`${server.url}/fr/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 10_000 });
  const seen = await timeline(page);
  expect(runtimeRequested(seen) - seen.loaded, describeTimeline(seen)).toBeGreaterThanOrEqual(1000);
  // Not the five seconds a page on show gives a first paint it waits for.
  expect(runtimeRequested(seen) - seen.loaded, describeTimeline(seen)).toBeLessThan(3000);
});

test('fonts that come too late for the first paint leave the page in the fallback shaped like Inter: nothing moves', async ({ page }) => {
  // A very slow first connection: the fonts take three seconds, long past the browser's short wait for them.
  server.setFaults((path) => (path.endsWith('.woff2') ? { delayMs: 3000 } : undefined));
  const fontsArrived = page.waitForResponse((response) => response.url().endsWith('.woff2'));
  await page.goto(`${server.url}/fr/audit/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await fontsArrived;
  const shift = await layoutShift(page);
  expect(shift.total, shift.moved).toBe(0);
});

test('a page reached by client-side navigation is drawn in Inter', async ({ page }) => {
  await page.goto(`${server.url}/en/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${server.url}/en/audit/`);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  expect(await textFont(page)).toBe('Inter');
  expect(await interLoaded(page)).toEqual(['400', '700']);
});

test('without JavaScript, pages name Inter from the start (no script can switch to it later)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/fr/audit/`);
    expect(await textFont(page)).toBe('Inter');
  } finally {
    await context.close();
  }
});

test('with storage refused, pages still work and are set in Inter', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled', 'SecurityError');
      },
    });
  });
  await page.goto(`${server.url}/en/contact/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await interLoaded(page)).toEqual(['400', '700']);
});

test('a page that arrives in two parts, cut inside the wide menus, paints no half navigation and moves nothing at 1280 px', async ({
  page,
}) => {
  // The page's HTML stops after its first menu for a while, as a slow connection can leave it: the browser paints
  // what it has parsed. Everything else comes from the built site.
  const path = '/en/insights/intelligent-document-parsing/';
  const html = readFileSync(join(process.env.SITE_BUILD_PRODUCTION!, path, 'index.html'), 'utf8');
  const cut = html.indexOf('</details>', html.indexOf('aria-label="Main"'));
  expect(cut).toBeGreaterThan(0);
  const halves = createServer(async (request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      await delay(3000);
      response.end(html.slice(cut));
      return;
    }
    // The page's late requests (prefetches) can outlive the test and the site's server: such a request is cut off,
    // not left to reject where it would fail whichever test this worker runs next.
    try {
      const upstream = await fetch(`${server.url}${request.url}`);
      response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    } catch {
      response.destroy();
    }
  });
  const origin = (await listen(halves, 0, '127.0.0.1')).replace(/\/$/, '');
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    // Half-way, once the stylesheet applies (the page can be painted): the first menu is there, and the navigation
    // is not shown until the rest has come.
    await expect(page.locator('header nav summary').first()).toBeAttached();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('header')!).position), { intervals: [20] })
      .toBe('sticky');
    const halfWay = await page.evaluate(() => ({
      parsing: document.readyState === 'loading',
      navigation: getComputedStyle(document.querySelector('header nav')!).visibility,
    }));
    expect(halfWay).toEqual({ parsing: true, navigation: 'hidden' });
    const navigation = page.locator('header nav').first();
    await page.waitForLoadState('load');
    await expect(navigation).toBeVisible();
    const shift = await layoutShift(page);
    expect(shift.total, `moved:\n${shift.moved}`).toBe(0);
  } finally {
    halves.closeAllConnections();
    await new Promise((resolve) => halves.close(resolve));
  }
});
