import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { partsDrawn } from '../support/off-screen.ts';
import { serveBuild } from '../support/serve-build.ts';
import { TEMPLATE_PAGES } from '../support/template-pages.ts';

// Visual regression: every template, whole page, at 375 and 1280 px, in English and French, against the
// baselines signed off in tests/browser/visual.spec.ts-snapshots/. After a deliberate design change, look at
// the new screenshots and update them with `npx playwright test tests/browser/visual.spec.ts --update-snapshots`.

/** Waits until the page is as a visitor finally sees it: hydrated, fonts in, every image loaded. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The footer hydrates as a visitor nears it: its language button replaces the no-JavaScript list.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer [data-track-id="footer-language"]')).toBeVisible();
  await page.evaluate(() => scrollTo(0, 0));
  await partsDrawn(page);
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) (image as HTMLImageElement).loading = 'eager';
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => null)));
  });
  // Responsive images fade in once React has seen them load: wait until none is still fading.
  await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The screenshot in 16 colours: the baselines stay a fifth of their full-colour size in the repository, and a
 * change of layout, type or colour still moves thousands of pixels.
 */
async function reduced(screenshot: Buffer): Promise<Buffer> {
  return sharp(screenshot).png({ palette: true, colours: 16, dither: 0, compressionLevel: 9, effort: 10 }).toBuffer();
}

const name = (locale: string, route: string, width: number) =>
  `${locale}${route === '/' ? '/home' : route.replace(/\/$/, '')}-${width}`.replaceAll('/', '_');

/**
 * One profile per worker for every screenshot, set up once: a visitor who has chosen (the banner, fixed, would be drawn
 * wherever the first screen ended; it has its own tests). The site's font-display: optional lets a busy machine paint
 * a page in the fallback for good; the baselines are of the page in Inter, so here the font is waited for: each tab
 * rewrites the stylesheets it loads, which it can only do with no service worker answering them (blocked here;
 * tests/browser/service-worker.spec.ts tests the worker).
 */
const test = base.extend<{ tab: Page }, { visualProfile: BrowserContext }>({
  visualProfile: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const record = encodeURIComponent(JSON.stringify({ destinations: {} }));
      await context.addCookies([{ name: 'factor-segment-consents', value: record, domain: '127.0.0.1', path: '/' }]);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ visualProfile }, use) => {
    const page = await visualProfile.newPage();
    await page.route(/\.css$/, async (route) => {
      try {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replaceAll('font-display:optional', 'font-display:block') });
      } catch {
        // The page moved on while a prefetched stylesheet was on its way, or the fetch failed on a busy machine: the
        // browser fetches it itself. A request left unanswered would hold the page's load event until the test's end.
        await route.continue().catch(() => undefined);
      }
    });
    await use(page);
    await page.close();
  },
});

let server: Awaited<ReturnType<typeof serveBuild>>;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});

// One test per template, locale and width, so the four of a template spread over the workers.
for (const route of TEMPLATE_PAGES) {
  for (const locale of ['en', 'fr']) {
    for (const width of [375, 1280]) {
      test(`${locale}${route} looks as signed off at ${width} px`, async ({ tab }) => {
        test.setTimeout(60_000);
        await tab.setViewportSize({ width, height: width < 600 ? 812 : 800 });
        await tab.goto(`${server.url}/${locale}${route}`);
        await settle(tab);
        const screenshot = await tab.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        expect(await reduced(screenshot)).toMatchSnapshot(`${name(locale, route, width)}.png`, { maxDiffPixelRatio: 0.001 });
      });
    }
  }
}
