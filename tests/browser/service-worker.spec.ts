import { expect, test } from '@playwright/test';
import { createStaticServer, listen } from '../../generator/serve/create-server.ts';
import { realConfig } from '../support/fixtures.ts';
import { serveBuild } from '../support/serve-build.ts';

test('the service worker installs, reports its states and lets a visitor reopen visited pages offline', async ({ browser }) => {
  const server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/en/`);
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', /offline-ready|activated/, { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'activated', { timeout: 15_000 });
    await page.goto(`${server.url}/fr/contact/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const heading = await page.locator('h1').textContent();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toHaveText(heading!);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // A page never visited while the worker was active is not available offline.
    await expect(page.goto(`${server.url}/en/legal/`)).rejects.toThrow();
  } finally {
    await context.close();
    await server.close();
  }
});

test('off HTTPS and off localhost, no service worker is registered and the SPEC message is logged', async ({ page }) => {
  // 127.0.0.2 is a loopback address that is not "localhost" by name: it stands in for a plain-HTTP host.
  const server = createStaticServer({ dir: process.env.SITE_BUILD_PRODUCTION!, locales: realConfig().locales.map((locale) => locale.code) });
  const url = await listen(server, 0, '127.0.0.2');
  try {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(`${url}en/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(() => messages).toContain('Service workers can only be used over HTTPS, or on localhost for development');
    expect(await page.evaluate(async () => (await navigator.serviceWorker?.getRegistrations())?.length ?? 0)).toBe(0);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
