import { expect, test } from '@playwright/test';
import { serveBuild } from '../support/serve-build.ts';

let server: Awaited<ReturnType<typeof serveBuild>>;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});

test.describe('top navigation at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a dropdown works with the keyboard: open, move, Escape returns focus', async ({ page }) => {
    await page.goto(`${server.url}/en/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const services = page.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('ArrowDown');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await services.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(640, 600);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a link in a dropdown goes to the page', async ({ page }) => {
    await page.goto(`${server.url}/fr/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Secteurs' }).click();
    await page.getByRole('navigation', { name: 'Principale' }).getByRole('link').filter({ hasText: /fret|logistique/i }).first().click();
    await expect(page).toHaveURL(/\/fr\/industries\/freight-logistics\/$/);
  });
});

test.describe('top navigation at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('folds behind a toggle titled "Open menu" / "Close menu"', async ({ page }) => {
    await page.goto(`${server.url}/en/services/software/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('title', 'Open menu');
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('title', 'Close menu');
    await page.getByRole('button', { name: 'Industries' }).click();
    await expect(nav.getByRole('link', { name: /Freight/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
  });

  test('no page scrolls sideways on a phone', async ({ page }) => {
    for (const path of ['/en/', '/fr/insights/structuring-data-using-ai/', '/fr-ca/contact/business/', '/en-gb/legal/privacy/', '/fr/sitemap/']) {
      await page.goto(`${server.url}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

for (const width of [375, 1280]) {
  test.describe(`language picker at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('opens as a modal: Escape closes it, focus returns, page scroll is locked meanwhile', async ({ page }) => {
      await page.goto(`${server.url}/fr/audit/`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const trigger = page.getByRole('button', { name: /Langue et région/ });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Choisissez votre langue et votre région' });
      await expect(dialog).toBeVisible();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await expect(dialog.getByRole('button', { name: 'Monde' })).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByRole('button', { name: 'Europe' })).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });
  });
}
