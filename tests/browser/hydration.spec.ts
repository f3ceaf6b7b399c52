import type { Page } from '@playwright/test';
import { expect, test } from '../support/reading-tab.ts';
import { serveBuild } from '../support/serve-build.ts';
import { TEMPLATE_PAGES } from '../support/template-pages.ts';

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  return problems;
}

for (const [build, variable] of [
  ['production', 'SITE_BUILD_PRODUCTION'],
  ['development', 'SITE_BUILD_DEVELOPMENT'],
] as const) {
  test.describe(`${build} build`, () => {
    let server: Awaited<ReturnType<typeof serveBuild>>;
    test.beforeAll(async () => {
      server = await serveBuild(process.env[variable]!);
    });
    test.afterAll(async () => {
      await server.close();
    });

    for (const locale of ['en', 'fr']) {
      for (const route of TEMPLATE_PAGES) {
        test(`${locale}${route} hydrates without errors or warnings, keeping the server's HTML`, async ({ tab }) => {
          const problems = collectProblems(tab);
          await tab.addInitScript(() =>
            document.addEventListener('DOMContentLoaded', () => {
              // The menus and language lists for pages without JavaScript (disclosures) give way to the hydrated
              // header's and language switcher's buttons.
              (window as unknown as { served: Element[] }).served = [...document.querySelectorAll('#___site *')].filter(
                (element) => !element.closest('header details, details[data-component="language-list"]'),
              );
            }),
          );
          const response = await tab.goto(`${server.url}/${locale}${route}`);
          expect(response!.status()).toBe(route === '/no-such-page/' ? 404 : 200);
          await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
          await expect(tab.locator('html')).toHaveAttribute('lang', locale);
          await expect(tab.locator('h1')).toBeVisible();
          // Chromium reports the 404 status of a not-found document itself as a console error.
          const expected =
            route === '/no-such-page/' ? ['error: Failed to load resource: the server responded with a status of 404 (Not Found)'] : [];
          expect(problems).toEqual(expected);
          // Once every deferred part has loaded and hydrated, the elements the server sent are still the ones on the
          // page: hydration adopted them rather than drawing them anew.
          await tab.waitForLoadState('networkidle');
          const replaced = await tab.evaluate(() =>
            (window as unknown as { served: Element[] }).served
              .filter((element) => !element.isConnected)
              .map((element) => element.outerHTML.slice(0, 120)),
          );
          expect(replaced).toEqual([]);
        });
      }
    }

    // A regional locale reads its own catalogue first (fr-ca → fr → dev), on the server and in the browser alike.
    for (const [path, wording] of [
      ['/fr-ca/contact/business/', 'Courriel professionnel'],
      ['/en-gb/contact/', '09:00 to 17:30 (London time)'],
    ] as const) {
      test(`${path} hydrates with its regional wording`, async ({ tab }) => {
        const problems = collectProblems(tab);
        await tab.goto(`${server.url}${path}`);
        await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(tab.getByText(wording).first()).toBeVisible();
        expect(problems).toEqual([]);
      });
    }
  });
}

test('the root page sends a French browser to /fr/ and remembers it', async ({ browser }) => {
  const server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
  try {
    const context = await browser.newContext({ locale: 'fr-CA' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect(page).toHaveURL(`${server.url}/fr-ca/`);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang-fr-ca')?.value).toBe('prefer');
    await context.close();
  } finally {
    await server.close();
  }
});

test('the root page prefers a stored language over the browser language', async ({ browser }) => {
  const server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
  try {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'lang-fr-ch', value: 'prefer', url: server.url }]);
    const page = await context.newPage();
    await page.goto(`${server.url}/?ref=mail`);
    await expect(page).toHaveURL(`${server.url}/fr-ch/?ref=mail`);
    await context.close();
  } finally {
    await server.close();
  }
});

test('a browser language the site lacks gets the default locale', async ({ browser }) => {
  const server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
  try {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await expect(page).toHaveURL(`${server.url}/en/`);
    await context.close();
  } finally {
    await server.close();
  }
});
