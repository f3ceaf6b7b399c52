import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readHtml } from '../support/built-site.ts';
import { serveBuild } from '../support/serve-build.ts';

// GitHub Pages, S3 + CloudFront, Google Cloud Storage and Azure static websites answer every missing path
// with the one /404.html at the root (the default locale's not-found page) and status 404. The page then
// shows the not-found page of the locale the address names, at the same address.

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
};

/** The headers `_headers` gives every path (`/*`): what a CDN's response-headers policy would add. */
function siteWideHeaders(dir: string): Record<string, string> {
  const block = readFileSync(join(dir, '_headers'), 'utf8')
    .split(/\n(?=\S)/)
    .find((lines) => lines.startsWith('/*\n'))!;
  return Object.fromEntries(
    block
      .split('\n')
      .slice(1)
      .map(
        (line) =>
          line
            .trim()
            .split(/:\s(.*)/)
            .slice(0, 2) as [string, string],
      ),
  );
}

interface SingleNotFoundHost {
  url: string;
  /** Every path requested, in order. */
  requests: string[];
  close: () => Promise<void>;
}

/** A host that knows nothing of locales: files, folders' index.html, else /404.html with status 404. */
async function startSingleNotFoundHost(dir: string, headers: Record<string, string>): Promise<SingleNotFoundHost> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    requests.push(pathname);
    const relative = normalize(pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    const file = join(dir, relative);
    const found = !relative.startsWith('..') && !relative.includes('/_') && existsSync(file) && statSync(file).isFile();
    const served = found ? file : join(dir, '404.html');
    response.writeHead(found ? 200 : 404, {
      ...headers,
      'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a locale's own not-found page says, read from the build. */
function notFoundPageOf(dir: string, locale: string) {
  const html = readHtml(dir, `${locale}/404.html`);
  return { title: html.querySelector('title')!.textContent, heading: html.querySelector('h1')!.textContent.trim() };
}

/** Console errors, warnings, page errors and policy violations, minus the 404 status of the document itself. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
/** The heading of every frame about to be painted while the page is visible (sampled before each paint). */
async function recordPaintedHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { paintedHeadings: string[] }).paintedHeadings = seen;
    const sample = () => {
      const heading = document.querySelector('h1')?.textContent?.trim();
      if (heading && getComputedStyle(document.documentElement).visibility !== 'hidden' && seen.at(-1) !== heading) seen.push(heading);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { paintedHeadings: string[] }).paintedHeadings);
}

/** The runtime starts after the page's load event and a paint; on this shared 2-core machine that can take a while. */
const STARTED = { timeout: 15_000 };
const DOCUMENT_404 = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

const dir = () => process.env.SITE_BUILD_PRODUCTION!;

for (const [host, withHeaders] of [
  ['GitHub Pages (no headers at all)', false],
  ['S3 + CloudFront (the security headers, CSP included, on every response)', true],
] as const) {
  test.describe(`a host serving only /404.html: ${host}`, () => {
    let server: SingleNotFoundHost;
    test.beforeAll(async () => {
      server = await startSingleNotFoundHost(dir(), withHeaders ? siteWideHeaders(dir()) : {});
    });
    test.afterAll(async () => {
      await server.close();
    });

    for (const [path, locale] of [
      ['/fr/nope/', 'fr'],
      ['/fr-ca/nope/', 'fr-ca'],
      ['/en-gb/x/y/', 'en-gb'],
    ] as const) {
      test(`${path} shows the ${locale} not-found page at the same address, and it works`, async ({ page }) => {
        const problems = collectProblems(page);
        const painted = await recordPaintedHeadings(page);
        const expected = notFoundPageOf(dir(), locale);
        if (locale.startsWith('fr')) expect(expected.heading).not.toBe(notFoundPageOf(dir(), 'en').heading);
        const response = await page.goto(`${server.url}${path}`);
        // What the host sent: the root page (English), with its 404 status.
        expect(response!.status()).toBe(404);
        expect(await response!.text()).toBe(readFileSync(join(dir(), '404.html'), 'utf8'));
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(expected.title);
        await expect(page.locator('h1')).toHaveText(expected.heading);
        await expect(page.locator('h1')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', STARTED);
        expect(new URL(page.url()).pathname).toBe(path);
        // Linked by the runtime, once the page is interactive.
        await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', `/manifest-${locale}.webmanifest`);
        // Every link on the page stays in the locale (but the language list's, to the other locales' home pages);
        // the logo leads to its home page.
        const hrefs = await page
          .locator('#___site a[href^="/"]:not([hreflang])')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
        expect(hrefs.length).toBeGreaterThan(10);
        expect(hrefs.filter((href) => !href.startsWith(`/${locale}/`))).toEqual([]);
        await page.locator(`header a[href="/${locale}/"]`).first().click();
        await expect(page).toHaveURL(`${server.url}/${locale}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('[data-template="home"]')).toBeVisible();
        expect(problems).toEqual([DOCUMENT_404]);
        // The page served never showed: the first heading on screen is the locale's.
        expect((await painted())[0]).toBe(expected.heading);
      });
    }

    test('/nope/ (no locale) shows the root page as it is, and fetches no other not-found page', async ({ page }) => {
      const problems = collectProblems(page);
      const before = server.requests.length;
      const response = await page.goto(`${server.url}/nope/`);
      expect(response!.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', STARTED);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('h1')).toHaveText(notFoundPageOf(dir(), 'en').heading);
      expect(server.requests.slice(before).filter((request) => request.endsWith('/404.html'))).toEqual([]);
      expect(problems).toEqual([DOCUMENT_404]);
    });

    test('without JavaScript, /fr/nope/ is the English not-found page, and its links work', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      try {
        const response = await page.goto(`${server.url}/fr/nope/`);
        expect(response!.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.locator('h1')).toHaveText(notFoundPageOf(dir(), 'en').heading);
        await expect(page.locator('h1')).toBeVisible();
        await page.locator('header a[href="/en/"]').first().click();
        await expect(page).toHaveURL(`${server.url}/en/`);
        await expect(page.locator('[data-template="home"]')).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test('the page put in place is set in Inter, as the page it replaced was', async ({ page }) => {
      await page.goto(`${server.url}/fr/nope/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', STARTED);
      await expect(page.locator('h1')).toHaveCSS('font-family', /^Inter, "Inter fallback"/);
      expect(await page.evaluate(() => document.fonts.ready.then((fonts) => fonts.check('700 16px Inter')))).toBe(true);
    });

    test("when the locale's page cannot be fetched, the page served stays and works", async ({ page }) => {
      await page.route('**/fr/404.html', (route) => route.abort());
      await page.goto(`${server.url}/fr/nope/`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', STARTED);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('h1')).toHaveText(notFoundPageOf(dir(), 'en').heading);
      await expect(page.locator('h1')).toBeVisible();
    });
  });
}

test('the development build hydrates the replaced page without a mismatch', async ({ page }) => {
  const development = process.env.SITE_BUILD_DEVELOPMENT!;
  const server = await startSingleNotFoundHost(development, siteWideHeaders(development));
  try {
    const problems = collectProblems(page);
    await page.goto(`${server.url}/fr-ca/nope/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', STARTED);
    await expect(page.locator('h1')).toHaveText(notFoundPageOf(development, 'fr-ca').heading);
    expect(problems).toEqual([DOCUMENT_404]);
  } finally {
    await server.close();
  }
});

test("site serve answers the locale's own not-found page directly, as before", async ({ page }) => {
  const server = await serveBuild(dir());
  try {
    const problems = collectProblems(page);
    const response = await page.goto(`${server.url}/fr-ca/nope/`);
    expect(response!.status()).toBe(404);
    expect(await response!.text()).toBe(readFileSync(join(dir(), 'fr-ca/404.html'), 'utf8'));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', STARTED);
    await expect(page.locator('h1')).toHaveText(notFoundPageOf(dir(), 'fr-ca').heading);
    expect(server.requests.filter((request) => request.endsWith('/404.html'))).toEqual([]);
    expect(problems).toEqual([DOCUMENT_404]);
  } finally {
    await server.close();
  }
});
