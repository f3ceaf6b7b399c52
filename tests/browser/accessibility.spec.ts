import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { serveBuild } from '../support/serve-build.ts';

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

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const locale of ['en', 'fr']) {
      for (const route of PAGES) {
        test(`${locale}${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
          await page.goto(`${server.url}/${locale}${route}`);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
          expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
        });
      }
    }
  });
}
