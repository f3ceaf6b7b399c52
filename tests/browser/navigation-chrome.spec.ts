import { expect, test, type Page } from '@playwright/test';
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
    await page
      .getByRole('navigation', { name: 'Principale' })
      .getByRole('link')
      .filter({ hasText: /fret|logistique/i })
      .first()
      .click();
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
    for (const path of [
      '/en/',
      '/fr/insights/structuring-data-using-ai/',
      '/fr-ca/contact/business/',
      '/en-gb/legal/privacy/',
      '/fr/sitemap/',
    ]) {
      await page.goto(`${server.url}${path}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

for (const width of [375, 1280]) {
  test.describe(`language picker at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('opens as a native modal dialog: the page behind inert and still, focus kept inside, Escape returns it', async ({ page }) => {
      await page.goto(`${server.url}/fr/audit/`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // In the header's bar on wide screens, in the footer on phones (the header's is in the phone menu there).
      // The footer hydrates as a visitor nears it, and its language button replaces the no-JavaScript list then.
      if (width !== 1280) await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      const trigger = page.getByRole(width === 1280 ? 'banner' : 'contentinfo').getByRole('button', { name: /Langue et région/ });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Choisissez votre langue et votre région' });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
      const scrollLock = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
      expect(await scrollLock()).toBe('hidden');
      await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
      await expect(dialog.getByRole('button', { name: 'Monde' })).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByRole('button', { name: 'Europe' })).toHaveAttribute('aria-expanded', 'false');
      // Tab through more stops than the dialog has: focus never lands on the page behind it.
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press('Tab');
        const onPage = await page.evaluate(() => {
          const focused = document.activeElement;
          return focused !== null && focused !== document.body && !focused.closest('dialog[data-modal]');
        });
        expect(onPage).toBe(false);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
      expect(await scrollLock()).not.toBe('hidden');
      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });
  });
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

test.describe('the phone menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('is a modal over a scrim: the page does not scroll, focus stays inside, Escape gives focus back to its button', async ({ page }) => {
    await page.goto(`${server.url}/en/services/software/`);
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // A scrim over the page, and the page behind locked.
    const scrim = await menu.evaluate((element) => getComputedStyle(element, '::backdrop').backgroundColor);
    expect(scrim).toBe('rgba(18, 21, 46, 0.55)');
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Tab and Shift+Tab never leave the menu.
    for (const key of [...Array(30).fill('Tab'), ...Array(30).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      const where = await menu.evaluate((element) =>
        element.contains(document.activeElement) ? 'inside' : document.activeElement?.outerHTML.slice(0, 120),
      );
      expect(where, key).toBe('inside');
    }
    // The language list is in it.
    await expect(menu.getByText('Language and region')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('its menus open folded, each showing its pages only once its button is pressed', async ({ page }) => {
    await page.goto(`${server.url}/en/industries/freight-logistics/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const [name, link] of [
      ['Services', 'Data analytics'],
      ['Industries', 'Freight & logistics'],
    ] as const) {
      const button = menu.getByRole('button', { name });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link', { name: link })).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: link })).toBeVisible();
    }
  });

  test('a click on the scrim closes it; choosing a link closes it and goes to the page', async ({ page }) => {
    await page.goto(`${server.url}/en/`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.mouse.click(10, 400);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Audit' }).click();
    await expect(page).toHaveURL(/\/en\/audit\/$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('the section a page is in', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Services or Industries shows as current on their pages, and the page itself in the dropdown', async ({ page }) => {
    await page.goto(`${server.url}/en/services/business/data-analytics/`);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: 'Industries' })).not.toHaveAttribute('aria-current');
    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/en/services/business/data-analytics/');
    await page.goto(`${server.url}/en/industries/freight-logistics/`);
    await hydrated(page);
    await expect(nav.getByRole('button', { name: 'Industries' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: 'Services' })).not.toHaveAttribute('aria-current');
  });

  test('a dropdown closes when focus moves past its last link', async ({ page }) => {
    await page.goto(`${server.url}/en/`);
    await hydrated(page);
    const industries = page.getByRole('button', { name: 'Industries' });
    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    const links = await page.locator(`#${(await industries.getAttribute('aria-controls'))!.replace(/:/g, '\\:')} a`).count();
    for (let index = 0; index <= links; index += 1) await page.keyboard.press('Tab');
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    // The mouse still rests where it clicked: its hover intent, pending since the click, does not open it again.
    await page.waitForTimeout(400);
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a phone reaches any page through the menu, and changes language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/`);
    await page.getByText('Menu', { exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Industries').click();
    await nav.getByRole('link', { name: /Freight/ }).click();
    await expect(page).toHaveURL(/\/en\/industries\/freight-logistics\/$/);
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('banner').getByText('Language and region').filter({ visible: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Français', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/industries\/freight-logistics\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  });

  test('on a wide screen one dropdown opens at a time, and an open one scrolls away with the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.locator('details').filter({ hasText: 'Services' });
    const industries = nav.locator('details').filter({ hasText: 'Industries' });
    await services.locator('summary').click();
    await expect(services).toHaveAttribute('open', '');
    await industries.locator('summary').click();
    await expect(industries).toHaveAttribute('open', '');
    await expect(services).not.toHaveAttribute('open');
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const panel = (await industries.getByRole('link', { name: /Freight/ }).boundingBox())!;
    expect(panel.y + panel.height).toBeLessThan(0);
    await context.close();
  });

  test('on a wide screen the dropdowns open and their links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/fr/`);
    const nav = page.getByRole('navigation', { name: 'Principale' });
    await nav.getByText('Services', { exact: true }).click();
    await nav
      .getByRole('link', { name: /Analyse de données|données/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr\/services\//);
    // The footer's language list: plain links to this page in every locale.
    const footer = page.getByRole('contentinfo');
    // Its summary reads "Langue et région" but shows only the current language, drawn as the picker's button.
    await footer.locator('[data-component="language-list"] > summary').click();
    await footer.getByRole('link', { name: 'English (United Kingdom)' }).click();
    await expect(page).toHaveURL(/\/en-gb\/services\//);
    await context.close();
  });
});
