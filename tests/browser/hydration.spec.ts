import type { Page } from '@playwright/test';
import { NEAR_SCREEN_ATTRIBUTE } from '../../site/shared/dom-names.ts';
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

/**
 * The names of the parts that hydrate as a visitor nears them (site/primitives/near-screen.tsx) which React has
 * hydrated: it keeps its fiber on every element it adopted, and none on one it has not reached.
 */
function hydratedParts(page: Page): Promise<string[]> {
  return page.evaluate(
    (attribute) =>
      [...document.querySelectorAll(`[${attribute}]`)]
        .filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))
        .map((element) => element.getAttribute(attribute)!),
    NEAR_SCREEN_ATTRIBUTE,
  );
}

const partNames = (page: Page) =>
  page.evaluate(
    (attribute) => [...document.querySelectorAll(`[${attribute}]`)].map((element) => element.getAttribute(attribute)!),
    NEAR_SCREEN_ATTRIBUTE,
  );

/** Scrolls to the end of the page a screen at a time, as a reader does, and back to the top. */
async function readToTheEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
      const before = scrollY;
      scrollBy(0, innerHeight);
      await frame();
      if (scrollY === before) break;
    }
    scrollTo(0, 0);
  });
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
          // Once every deferred part has loaded and hydrated, those below the first screen too (they wait for a
          // reader to come near), the elements the server sent are still the ones on the page: hydration adopted them
          // rather than drawing them anew.
          await tab.waitForLoadState('networkidle');
          await readToTheEnd(tab);
          await expect.poll(() => hydratedParts(tab)).toEqual(await partNames(tab));
          expect(problems).toEqual(expected);
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

test.describe('parts below the first screen', () => {
  let server: Awaited<ReturnType<typeof serveBuild>>;
  test.beforeAll(async () => {
    server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
  });
  test.afterAll(async () => {
    await server.close();
  });
  test.use({ viewport: { width: 412, height: 823 } });

  test('hydrate only as a reader comes near them', async ({ tab }) => {
    const problems = collectProblems(tab);
    await tab.goto(`${server.url}/en/industries/freight-logistics/`);
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await tab.waitForLoadState('networkidle');
    const names = await partNames(tab);
    expect(names).toEqual(['section-1', 'section-2', 'section-3', 'section-4', 'section-5', 'footer']);
    // The first band is within a screen of the viewport; the rest are the server's HTML, links working, until then.
    expect(await hydratedParts(tab)).toEqual(['section-1']);
    await tab.locator(`[${NEAR_SCREEN_ATTRIBUTE}="section-2"]`).scrollIntoViewIfNeeded();
    await expect.poll(() => hydratedParts(tab)).toContain('section-2');
    expect(await hydratedParts(tab)).not.toContain('section-5');
    await readToTheEnd(tab);
    await expect.poll(() => hydratedParts(tab)).toEqual(names);
    expect(problems).toEqual([]);
  });

  test('a link in a band not hydrated yet opens its page without a full load', async ({ tab }) => {
    const problems = collectProblems(tab);
    await tab.goto(`${server.url}/en/industries/freight-logistics/`);
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await hydratedParts(tab)).not.toContain('section-5');
    await tab.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // A click that no scroll or pointer came before (a screen reader's, a script's).
    const href = await tab.evaluate((attribute) => {
      const link = document.querySelector<HTMLAnchorElement>(`[${attribute}="section-5"] a[href^="/en/"]`)!;
      link.click();
      return link.getAttribute('href');
    }, NEAR_SCREEN_ATTRIBUTE);
    await expect(tab).toHaveURL(`${server.url}${href}`);
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await tab.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
  });

  test('a part not hydrated yet handles the first click on it', async ({ page }) => {
    const banner = page.getByRole('region', { name: 'Your privacy choices' });
    const freight = `${server.url}/en/industries/freight-logistics/`;
    // A visitor who has chosen already, so that the banner stays closed until "Cookie settings" opens it.
    await page.goto(freight);
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await expect(banner).toBeHidden();
    await page.waitForLoadState('networkidle');
    const problems = collectProblems(page);
    await page.goto(freight);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    expect(await hydratedParts(page)).not.toContain('footer');
    // A click that no scroll or pointer came before (a screen reader's, a script's): the footer hydrates on it, its
    // code loaded with the first screen's, in time to run it.
    await page.evaluate(() =>
      [...document.querySelectorAll<HTMLButtonElement>('footer button')]
        .find((button) => button.textContent === 'Cookie settings')!
        .click(),
    );
    await expect(banner).toBeVisible();
    expect(await hydratedParts(page)).toContain('footer');
    expect(problems).toEqual([]);
  });

  test('a page left before its parts hydrated gives way to the next one whole', async ({ tab }) => {
    const problems = collectProblems(tab);
    await tab.goto(`${server.url}/en/industries/freight-logistics/`);
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await tab.getByRole('link', { name: 'Data analytics' }).first().click();
    await expect(tab).toHaveURL(/\/en\/services\/business\/data-analytics\/$/);
    await expect(tab.locator('h1')).not.toHaveText('Freight and logistics');
    // Rendered by the browser, the new page's parts are React's at once.
    expect(await hydratedParts(tab)).toEqual(await partNames(tab));
    await expect(tab.locator(`[${NEAR_SCREEN_ATTRIBUTE}="section-2"]`)).toBeAttached();
    expect(problems).toEqual([]);
  });
});

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
