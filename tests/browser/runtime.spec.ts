import { expect, test, type Page } from '@playwright/test';
import { serveBuild, type ServedBuild } from '../support/serve-build.ts';

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

/** Opens a page, waits for hydration and leaves a marker that only survives client-side navigation. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
}
/** Console errors of a page, collected from now on (they survive navigations). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
/** The headings on the screen, each with how far from the top of the window it is drawn. */
const headingsOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3')]
      .map((heading) => ({ text: heading.textContent, top: Math.round(heading.getBoundingClientRect().top) }))
      .filter(({ top }) => top >= 0 && top < window.innerHeight),
  );
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker ?? null);
const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Principale)$/ });

test('a local link renders the next page without a full load, updating head, focus and announcement', async ({ page }) => {
  await open(page, '/en/');
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/en\/$/);
  await mainNav(page).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(`${server.url}/en/insights/`);
  await expect(page.locator('h1')).toHaveText(/.+/);
  expect(await marker(page)).toBe(42);
  const heading = (await page.locator('h1').textContent())!.trim();
  await expect(page).toHaveTitle(/ — Factor$/);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/en\/insights\/$/);
  await expect(page.locator('link[rel=alternate][hreflang=fr]')).toHaveAttribute('href', /\/fr\/insights\/$/);
  // The home page's share tags and structured data no longer describe what is shown; the locale's feed still does.
  await expect(page.locator('meta[property^="og:"], meta[name^="twitter:"], script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('link[rel=alternate][type="application/atom+xml"]')).toHaveAttribute('href', '/en/feed.xml');
  await expect(page.locator('#route-announcer')).toHaveText(/^Navigated to /);
  await expect(page.locator('#page-title')).toBeFocused();
  expect(heading.length).toBeGreaterThan(0);
});

test("the locale's web app manifest is linked once the page is interactive, not by the server HTML", async ({ page }) => {
  for (const locale of ['en', 'fr-ca']) {
    const response = await page.goto(`${server.url}/${locale}/`);
    expect(await response!.text()).not.toContain('rel="manifest"');
    await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', `/manifest-${locale}.webmanifest`);
    await expect(page.locator('link[rel=manifest]')).toHaveCount(1);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel=manifest]')!;
      return (await fetch(link.href)).json() as Promise<{ lang: string; start_url: string }>;
    });
    expect(manifest).toMatchObject({ lang: locale, start_url: `/${locale}/` });
  }
});

/** Layout-deciding styles of the first elements of <main>: what a missing stylesheet would change. */
const mainLayout = async (page: Page) => {
  await page.mouse.move(0, 0);
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')].slice(0, 300).map((element) => {
      const style = getComputedStyle(element);
      return `${element.tagName} ${style.display} ${style.gridTemplateColumns} ${style.maxWidth} ${style.fontSize} ${style.paddingTop} ${style.color}`;
    }),
  );
};

test('a page of another template reached by a link is styled as when it is loaded directly', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, '/en/insights/');
  const article = page.getByRole('main').locator('a[href="/en/insights/intelligent-document-parsing/"]').first();
  await article.click();
  await expect(page).toHaveURL(`${server.url}/en/insights/intelligent-document-parsing/`);
  await expect(page.locator('h1')).toHaveText(/.+/);
  expect(await marker(page)).toBe(42);
  const linked = await mainLayout(page);
  await open(page, '/en/insights/intelligent-document-parsing/');
  expect(linked).toEqual(await mainLayout(page));
});

test('the announcement speaks the page language', async ({ page }) => {
  await open(page, '/fr/');
  await mainNav(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page.locator('#route-announcer')).toHaveText(/^Page affichée\s:\s/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('back and forward work, and back restores the scroll position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await open(page, '/en/services/business/data-analytics/');
  // Far down the page, as a visitor scrolls.
  for (let offset = 300; offset <= 4200; offset += 300) {
    await page.mouse.wheel(0, 300);
    await page.waitForFunction((least) => window.scrollY >= least, offset);
  }
  const before = await page.evaluate(() => window.scrollY);
  const onScreen = await headingsOnScreen(page);
  expect(onScreen.length).toBeGreaterThan(0);
  // A script click: Playwright's own click would scroll the link into view first.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('footer a[href="/en/audit/"]')!.click());
  await expect(page).toHaveURL(`${server.url}/en/audit/`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/en/services/business/data-analytics/`);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  // The same content, where it was: the parts above it, which the browser skips until they near the screen, are
  // drawn at their real heights before the scroll (not at a guessed one), and the content stays put after it.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))));
  expect(await headingsOnScreen(page)).toEqual(onScreen);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await page.goForward();
  await expect(page).toHaveURL(`${server.url}/en/audit/`);
  expect(await marker(page)).toBe(42);
});

test('modified clicks, new-tab links and downloads are left to the browser', async ({ page, context }) => {
  await open(page, '/en/brochures/ffa-data-download/');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    mainNav(page)
      .getByRole('link', { name: 'Insights' })
      .click({ modifiers: ['Control'] }),
  ]);
  await popup.close();
  await expect(page).toHaveURL(`${server.url}/en/brochures/ffa-data-download/`);
  const download = page.locator('a[download]');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await marker(page)).toBe(42);
});

test('a brochure download reached by client-side navigation is still a download of the PDF', async ({ page }) => {
  await open(page, '/en/brochures/ffa-data/');
  await page.locator('a[data-track-id="lead-cta"]').click();
  await expect(page).toHaveURL(`${server.url}/en/brochures/ffa-data-download/`);
  expect(await marker(page)).toBe(42);
  // Rendered in the browser, not by the server: the attribute that makes it a download must survive that render.
  const download = page.locator('a[download]');
  await expect(download).toHaveAttribute('type', 'application/pdf');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
});

test('page data answering 404 renders the locale not-found page', async ({ page }) => {
  server.setFaults((path) => (path === '/page-data/fr/audit/page-data.json' ? { status: 404 } : undefined));
  await open(page, '/fr/');
  await mainNav(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${server.url}/fr/audit/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('[data-template="not-found"]')).toBeVisible();
  expect(await marker(page)).toBe(42);
});

test('a malformed body also renders the not-found page', async ({ page }) => {
  server.setFaults((path) => (path === '/page-data/en/audit/page-data.json' ? { status: 200, body: '{ not json' } : undefined));
  await open(page, '/en/');
  await mainNav(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page.locator('[data-template="not-found"]')).toBeVisible();
});

test('a 500 leads to a full load of the page, which shows an error state', async ({ page }) => {
  server.setFaults((path) => (path === '/page-data/en/audit/page-data.json' ? { status: 500 } : undefined));
  await open(page, '/en/');
  await mainNav(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${server.url}/en/audit/`);
  await expect(page.locator('#route-progress')).toHaveAttribute('data-state', 'error');
  await expect(page.getByRole('alert')).toContainText('could not finish loading');
  expect(await marker(page)).toBeNull();
});

test('failures other than 404 and 500 are retried, up to 3 times', async ({ page }) => {
  let failures = 0;
  const start = server.requests.length;
  server.setFaults((path) => (path === '/page-data/en/audit/page-data.json' && failures++ < 2 ? { status: 503 } : undefined));
  await open(page, '/en/');
  await mainNav(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page.locator('[data-template="landing"]')).toBeVisible();
  expect(server.requests.slice(start).filter((path) => path === '/page-data/en/audit/page-data.json').length).toBe(3);
  expect(await marker(page)).toBe(42);
});

test('a load over one second fires the delayed-load event and shows progress', async ({ page }) => {
  server.setFaults((path) => (path === '/page-data/en/audit/page-data.json' ? { delayMs: 2500 } : undefined));
  await open(page, '/en/');
  await page.evaluate(() =>
    window.addEventListener('site:delayed-load', () => ((window as unknown as { delayed: boolean }).delayed = true)),
  );
  await mainNav(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page.locator('#route-progress')).toBeVisible();
  await expect(page.locator('[data-template="landing"]')).toBeVisible({ timeout: 5000 });
  await expect(page.locator('#route-progress')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { delayed?: boolean }).delayed)).toBe(true);
});

test('a newer build on the server forces one full load of the target', async ({ page }) => {
  await open(page, '/en/');
  server.setFaults((path) =>
    path === '/page-data/app-data.json' ? { rewriteJson: () => ({ webpackCompilationHash: 'a-newer-build' }) } : undefined,
  );
  const before = server.requests.filter((path) => path === '/en/audit/').length;
  await mainNav(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${server.url}/en/audit/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await marker(page)).toBeNull();
  expect(server.requests.filter((path) => path === '/en/audit/').length - before).toBe(1);
});

test('page data from another build also forces the full load', async ({ page }) => {
  server.setFaults((path) =>
    path === '/page-data/en/audit/page-data.json' ? { rewriteJson: (value) => ({ ...value, webpackCompilationHash: 'other' }) } : undefined,
  );
  await open(page, '/en/');
  await mainNav(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${server.url}/en/audit/`);
  await expect.poll(() => marker(page)).toBeNull();
});

test('a template chunk that fails to load sends the browser to the page with a full load', async ({ page }) => {
  const html = await (await fetch(`${server.url}/en/`)).text();
  const { chunkMap } = JSON.parse(/<script type="application\/json" id="__boot">(.*?)<\/script>/.exec(html)![1]!) as {
    chunkMap: Record<string, { js: string[] }>;
  };
  const chunk = chunkMap['component---site-templates-landing-tsx']!.js[0]!;
  server.setFaults((path) => (path === chunk ? { status: 404 } : undefined));
  const errors = consoleErrors(page);
  await open(page, '/en/');
  await mainNav(page).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${server.url}/en/audit/`);
  await expect.poll(() => marker(page)).toBeNull();
  // SPEC §8: the missing chunk is named in the console.
  expect(errors.some((text) => text.startsWith('The component chunk component---site-templates-landing-tsx could not be found'))).toBe(
    true,
  );
});

test('a first page whose data fails stops rendering, says "page resources … not found" and shows its error state', async ({ page }) => {
  server.setFaults((path) => (path === '/page-data/en/audit/page-data.json' ? { status: 500 } : undefined));
  const errors = consoleErrors(page);
  await page.goto(`${server.url}/en/audit/`);
  await expect(page.getByRole('alert')).toContainText('could not finish loading');
  expect(errors.some((text) => text.includes('page resources for /en/audit/ not found (500)'))).toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  // The server HTML is still there to read.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a static query file that fails is reported as not loading', async ({ page }) => {
  server.setFaults((path) => (path.startsWith('/page-data/sq/d/') ? { status: 500 } : undefined));
  const errors = consoleErrors(page);
  await page.goto(`${server.url}/en/audit/`);
  await expect(page.getByRole('alert')).toContainText('could not finish loading');
  expect(errors.some((text) => /The static query \w+ could not load\./.test(text))).toBe(true);
});

test('links are prefetched on hover, once', async ({ browser }) => {
  const context = await browser.newContext();
  // Without IntersectionObserver only hovering can prefetch: the test sees hover alone at work.
  await context.addInitScript(() => delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver);
  const page = await context.newPage();
  await open(page, '/en/audit/');
  const start = server.requests.length;
  const target = '/page-data/en/contact/page-data.json';
  const count = () => server.requests.slice(start).filter((path) => path === target).length;
  expect(count()).toBe(0);
  const link = mainNav(page).getByRole('link', { name: 'Contact' });
  await link.hover();
  await expect.poll(count).toBe(1);
  await page.mouse.move(0, 0);
  await link.hover();
  await link.click();
  await expect(page).toHaveURL(`${server.url}/en/contact/`);
  expect(count()).toBe(1);
  expect(await marker(page)).toBe(42);
  await context.close();
});

test('visible links are prefetched, but not when the visitor saves data', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const page = await context.newPage();
  const start = server.requests.length;
  await page.goto(`${server.url}/en/sitemap/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.mouse.move(200, 300);
  await page.waitForTimeout(800);
  expect(
    server.requests.slice(start).filter((path) => path.startsWith('/page-data/') && !path.includes('/sitemap/') && !path.includes('/sq/')),
  ).toEqual([]);
  await context.close();

  const normal = await browser.newPage();
  const from = server.requests.length;
  await normal.goto(`${server.url}/en/sitemap/`);
  await expect
    .poll(() => server.requests.slice(from).filter((path) => path.startsWith('/page-data/en/') && !path.includes('/sitemap/')).length)
    .toBeGreaterThan(3);
  const fetched = server.requests.slice(from).filter((path) => path.startsWith('/page-data/en/'));
  expect(new Set(fetched).size).toBe(fetched.length);
  await normal.close();
});

test('links in view are prefetched for their data only: their code waits for a pointer or a finger', async ({ page }) => {
  const from = server.requests.length;
  await page.goto(`${server.url}/en/sitemap/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const dataPrefetched = () =>
    server.requests.slice(from).filter((path) => path.startsWith('/page-data/en/') && !path.includes('/sitemap/')).length;
  await expect.poll(dataPrefetched).toBeGreaterThan(3);
  const runtime = await page.evaluate(() => document.querySelector('script[data-preload]')!.getAttribute('data-preload')!.split(' '));
  const modulesLinked = () =>
    page.evaluate(() => [...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')!));
  // The sitemap shows pages of every template: none of their code is asked for.
  expect((await modulesLinked()).filter((href) => !runtime.includes(href))).toEqual([]);
  await page.locator('main a[href="/en/insights/"]').first().hover();
  await expect.poll(async () => (await modulesLinked()).filter((href) => !runtime.includes(href)).length).toBeGreaterThan(0);
});

test('a prefetch links only the modules the page does not have yet, each once', async ({ page }) => {
  await open(page, '/en/services/business/data-analytics/');
  const modules = await page.evaluate(async () => {
    const boot = JSON.parse(document.getElementById('__boot')!.textContent!) as {
      pageDataUrl: string;
      chunkMap: Record<string, { js: string[] }>;
    };
    const { componentChunkName } = (await (await fetch(boot.pageDataUrl)).json()) as { componentChunkName: string };
    return {
      runtime: document.querySelector('script[data-preload]')!.getAttribute('data-preload')!.split(' '),
      template: boot.chunkMap[componentChunkName]!.js,
      services: boot.chunkMap['component---site-templates-service-tsx']!.js,
      insightList: boot.chunkMap['component---site-templates-insight-list-tsx']!.js,
    };
  });
  expect(modules.template).toEqual(modules.services);
  // A pointer over a link to a page of the same template, then to one of another.
  const modulesLinked = () =>
    page.evaluate(() => [...document.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href')!));
  for (const [href, dataUrl] of [
    ['/en/services/business/business-automation/', '/page-data/en/services/business/business-automation/page-data.json'],
    ['/en/insights/', '/page-data/en/insights/page-data.json'],
  ] as const) {
    await page.evaluate((target) => {
      document.querySelector(`a[href="${target}"]`)!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }, href);
    await expect
      .poll(() => page.evaluate((url) => performance.getEntriesByName(new URL(url, location.href).href).length, dataUrl))
      .toBeGreaterThan(0);
  }
  // The second prefetch linked its template's modules once its data had come, the first one's before.
  await expect.poll(modulesLinked).toContain(modules.insightList[0]!);
  const linked = await modulesLinked();
  expect(linked.length).toBe(new Set(linked).size);
  // The page imported its own template's modules: a prefetch of a page like it links none of them again.
  expect(linked.filter((href) => modules.template.includes(href) && !modules.runtime.includes(href))).toEqual([]);
});

test('translations load per page from their own files, and a failing one is tried again (SPEC §9)', async ({ browser }) => {
  // Without the service worker, whose install precaches every catalogue, the page's own requests show.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  let failures = 0;
  server.setFaults((path) => (path === '/locales/fr/translation.json' && failures++ < 2 ? { status: 503 } : undefined));
  const start = server.requests.length;
  await page.goto(`${server.url}/fr-ca/audit/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 10_000 });
  const loaded = server.requests.slice(start).filter((path) => path.startsWith('/locales/'));
  expect(new Set(loaded)).toEqual(
    new Set(['/locales/fr-ca/translation.json', '/locales/fr/translation.json', '/locales/dev/translation.json']),
  );
  expect(loaded.filter((path) => path === '/locales/fr/translation.json').length).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeAttached();
  const html = await (await fetch(`${server.url}/fr-ca/audit/`)).text();
  expect(html).not.toContain('"skipToContent"');
  await context.close();
});

test('on a 2g connection (emulated through the DevTools protocol) nothing is prefetched', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: (250 * 1024) / 8,
    uploadThroughput: (50 * 1024) / 8,
    connectionType: 'cellular2g',
  });
  const start = server.requests.length;
  await page.goto(`${server.url}/en/sitemap/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType: string } }).connection?.effectiveType)).toBe(
    '2g',
  );
  await page.getByRole('link', { name: 'Audit' }).first().hover();
  await page.waitForTimeout(1500);
  expect(server.requests.slice(start).filter((path) => path.startsWith('/page-data/en/') && !path.includes('/sitemap/'))).toEqual([]);
});
