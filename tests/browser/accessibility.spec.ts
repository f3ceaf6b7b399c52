import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { realConfig } from '../support/fixtures.ts';
import { partsDrawn } from '../support/off-screen.ts';
import { serveBuild } from '../support/serve-build.ts';
import { expect, test } from '../support/reading-tab.ts';
import { TEMPLATE_PAGES } from '../support/template-pages.ts';
import { projectRoot } from '../support/temp-project.ts';

// axe in a real browser, on the pages whose markup differs: every template in both base languages at both widths,
// every locale's home page (its own chrome strings and picker), and every regional override page. What differs from
// locale to locale on the other pages — lang, titles, landmarks, labels, names, hreflang, links, valid HTML — is
// checked on every page of every locale over the built HTML (tests/end-to-end/page-markup.test.ts, build.test.ts,
// html-validity.test.ts), where it costs milliseconds rather than seconds a page.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BASE_LOCALES = ['en', 'fr'];

/** The routes a regional locale has its own content file for (`content/{locale}/…`), client outcomes aside. */
function overrideRoutes(locale: string): string[] {
  const folder = join(projectRoot, 'content', locale);
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && !file.startsWith('outcomes/'))
    .map((file) => `/${file.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '/')}`)
    .map((route) => (route === '/404/' ? '/no-such-page/' : route))
    .sort();
}

const regional = realConfig()
  .locales.map((locale) => locale.code)
  .filter((code) => !BASE_LOCALES.includes(code));

const audits: { width: number; locale: string; route: string }[] = [
  ...[1280, 375].flatMap((width) => BASE_LOCALES.flatMap((locale) => TEMPLATE_PAGES.map((route) => ({ width, locale, route })))),
  ...regional.flatMap((locale) => {
    let own: string[] = [];
    try {
      own = overrideRoutes(locale);
    } catch {
      // No folder of its own: the locale renders its fallbacks' pages with its own chrome.
    }
    return [...new Set(['/', ...own])].map((route) => ({ width: 1280, locale, route }));
  }),
];

let server: Awaited<ReturnType<typeof serveBuild>>;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});

async function violations(page: Page): Promise<string[]> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await partsDrawn(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

// One test per page, so a slow page fails alone and names itself.
for (const { width, locale, route } of audits) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    test(`${locale}${route} has no WCAG 2.2 AA violations`, async ({ tab }) => {
      await tab.goto(`${server.url}/${locale}${route}`);
      expect(await violations(tab)).toEqual([]);
    });
  });
}
