import { expect, test } from '@playwright/test';
import { serveBuild } from '../support/serve-build.ts';

let server: Awaited<ReturnType<typeof serveBuild>>;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});

test('switching language keeps the path and query, replaces earlier choices and remembers the new one for 366 days', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  await context.addCookies([
    { name: 'lang-en', value: 'prefer', url: server.url },
    { name: 'lang-en-gb', value: 'prefer', url: server.url },
  ]);
  const page = await context.newPage();
  await page.goto(`${server.url}/en/contact/?ref=newsletter#form`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The footer hydrates as a visitor nears it, and its language button replaces the no-JavaScript list then.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /Language and region/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Choose your language and region' });
  await picker.getByRole('button', { name: 'America' }).click();
  await picker.getByRole('link', { name: 'Français (Canada)' }).click();
  await expect(page).toHaveURL(`${server.url}/fr-ca/contact/?ref=newsletter#form`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-ca');
  const cookies = (await context.cookies()).filter((cookie) => cookie.name.startsWith('lang-'));
  expect(cookies.map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual(['lang-fr-ca=prefer']);
  const days = (cookies[0]!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(365.9);
  expect(days).toBeLessThanOrEqual(366);

  // The root page now sends this visitor to their choice, whatever the browser language.
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(`${server.url}/fr-ca/`);
  await context.close();
});
