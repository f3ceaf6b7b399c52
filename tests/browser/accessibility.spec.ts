import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { realConfig } from '../support/fixtures.ts';
import { partsDrawn } from '../support/off-screen.ts';
import { serveBuild } from '../support/serve-build.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One page of every template. */
const PAGES = [
  '/',
  '/audit/',
  '/contact/',
  '/contact/support/',
  '/contact/thank-you/',
  '/insights/',
  '/insights/automating-document-generation/',
  '/legal/',
  '/sitemap/',
  '/services/business/',
  '/services/software/ui-ux/',
  '/industries/commodities-metals/',
  '/brochures/ffa-data/',
  '/brochures/ffa-data-download/',
  '/not-a-page/',
];

let server: Awaited<ReturnType<typeof serveBuild>>;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});

// Every locale, one page of every template, at desktop width: regional pages differ in copy and chrome strings.
// One test per page, so a slow page under load fails alone and names itself.
test.describe('every locale at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const { code } of realConfig().locales) {
    for (const route of PAGES) {
      test(`${code}${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(`${server.url}/${code}${route}`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await partsDrawn(page);
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }
  }
});

// Both base languages at phone width too, page by page (menus collapse, cards stack).
for (const width of [375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const locale of ['en', 'fr']) {
      for (const route of PAGES) {
        test(`${locale}${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
          await page.goto(`${server.url}/${locale}${route}`);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          await partsDrawn(page);
          const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
          expect(
            results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
          ).toEqual([]);
        });
      }
    }
  });
}
