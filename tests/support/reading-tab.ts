import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * Tests that only read pages (audits, screenshots, hydration checks) share one browser profile per worker, as a
 * visitor who reads several pages does: the scripts, styles and fonts of one page are in the HTTP cache for the next,
 * instead of a fresh profile fetching them all again for every test. Each test gets a tab of its own (`tab`), at the
 * test's viewport, closed after it; the service worker installs once per profile and site, not once per test. Tests
 * that need a fresh profile (consent, storage, first visits) keep Playwright's own `page` and `context`.
 */
export const test = base.extend<{ tab: Page }, { readingProfile: BrowserContext }>({
  readingProfile: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ readingProfile, viewport }, use) => {
    const page = await readingProfile.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    await page.close();
  },
});

export { expect } from '@playwright/test';
