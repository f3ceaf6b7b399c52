// The header as a buyer meets it (docs/design.md, Navigation): dropdowns grouped as the site is, with a line on each
// page; opening on click and on a resting mouse; a primary action and the language picker in the bar; the phone
// sheet with the logo and the action; without JavaScript, one disclosure open at a time.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { serveBuild } from '../support/serve-build.ts';

let server: Awaited<ReturnType<typeof serveBuild>>;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
const panelOf = async (page: Page, button: Locator) =>
  page.locator(`#${(await button.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);

const LOCALES = [
  { code: 'en', nav: 'Main', services: 'Services', industries: 'Industries', action: 'Contact us' },
  { code: 'fr', nav: 'Principale', services: 'Services', industries: 'Secteurs', action: 'Nous contacter' },
] as const;

test.describe('the header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const locale of LOCALES) {
    test(`${locale.code}: Services is a mega-menu of two groups under their hubs, every page with one line on what it is`, async ({
      page,
    }) => {
      await page.goto(`${server.url}/${locale.code}/`);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: locale.nav });
      const services = nav.getByRole('button', { name: locale.services });
      await services.click();
      const panel = await panelOf(page, services);
      await expect(panel).toBeVisible();
      // Two groups, each headed by its hub (a page, so a link), side by side and inside the screen.
      const headings = await panel.locator(':scope > div > a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(headings).toEqual([`/${locale.code}/services/business/`, `/${locale.code}/services/software/`]);
      const groups = await panel
        .locator(':scope > div')
        .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()));
      expect(groups).toHaveLength(2);
      expect(groups[1]!.left).toBeGreaterThan(groups[0]!.right - 1);
      expect(Math.abs(groups[1]!.top - groups[0]!.top)).toBeLessThan(2);
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      // Every entry: its name, and its description on a single line; all entries in one weight (no false heading).
      for (const dropdown of [locale.services, locale.industries]) {
        const button = nav.getByRole('button', { name: dropdown });
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        const list = await panelOf(page, button);
        await expect(list).toBeVisible();
        const entries = await list.locator('li a').evaluateAll((links) =>
          links.map((link) => {
            const small = link.querySelector('small');
            const style = small ? getComputedStyle(small) : null;
            return {
              href: link.getAttribute('href'),
              weight: getComputedStyle(link.querySelector('span')!).fontWeight,
              described: small !== null && small.textContent!.trim().length > 0,
              lines: small && style ? Math.round(small.getBoundingClientRect().height / parseFloat(style.lineHeight)) : 0,
            };
          }),
        );
        expect(entries.length).toBeGreaterThanOrEqual(3);
        for (const entry of entries) {
          expect(entry.described, `${entry.href} has a description`).toBe(true);
          expect(entry.lines, `${entry.href}'s description fits on one line`).toBe(1);
        }
        expect(new Set(entries.map((entry) => entry.weight)).size).toBe(1);
      }
    });
  }

  test('a resting mouse opens a dropdown and leaving closes it; a click while it is open keeps it open', async ({ page }) => {
    await page.goto(`${server.url}/en/`);
    await hydrated(page);
    const industries = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Industries' });
    const box = (await industries.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    // Down into the panel: it stays open while the pointer is over it.
    const panel = await panelOf(page, industries);
    const link = panel.getByRole('link').first();
    await link.hover();
    await expect(link).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
    // Hover, then click: the click pins it rather than toggling it shut.
    await industries.hover();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await industries.click();
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 700);
    await expect(panel).toBeVisible();
    await page.mouse.click(640, 700);
    await expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  test('the bar holds the primary action, marked on the contact pages, and the language picker', async ({ page }) => {
    await page.goto(`${server.url}/fr/services/software/`);
    await hydrated(page);
    const banner = page.getByRole('banner');
    const action = banner.getByRole('link', { name: 'Nous contacter' });
    await expect(action).toBeVisible();
    await expect(action).toHaveAttribute('href', '/fr/contact/');
    const picker = banner.getByRole('button', { name: /Langue et région.*Français/ });
    await expect(picker).toBeVisible();
    await expect(picker).toHaveText('FR');
    await picker.click();
    const dialog = page.getByRole('dialog', { name: 'Choisissez votre langue et votre région' });
    await dialog.getByRole('button', { name: 'Europe' }).click();
    await dialog.getByRole('link', { name: 'Français (Suisse)' }).click();
    await expect(page).toHaveURL(/\/fr-ch\/services\/software\/$/);
    await page.goto(`${server.url}/en/contact/business/`);
    await hydrated(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Contact us' })).toHaveAttribute('aria-current', 'true');
  });
});

test("a menu opened before the header's later parts have their code keeps those parts as the server drew them", async ({ browser }) => {
  // The phone menu and the language button hydrate once their code arrives (*.lazy.tsx): here it arrives late, and a
  // mouse opens Services meanwhile. Had the header's update reached those parts, React would have thrown their
  // server HTML away and drawn them again (a recoverable error, and the language button gone for a moment).
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/chunks\/(language-switcher|phone-menu)-\w+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(`${server.url}/en/`);
  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
  await services.hover();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  // The language button's part still waits for its code: the list the server drew stands.
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Language and region' })).toBeVisible();
  release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: /^EN – / })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

test('the phone sheet shows the logo and the primary action above the menus', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/en/insights/`);
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByText('Factor', { exact: true })).toBeVisible();
  const action = sheet.getByRole('link', { name: 'Contact us' });
  const services = sheet.getByRole('button', { name: 'Services' });
  const [actionBox, servicesBox] = [(await action.boundingBox())!, (await services.boundingBox())!];
  expect(actionBox.height).toBeGreaterThanOrEqual(44);
  expect(actionBox.y).toBeLessThan(servicesBox.y);
  await action.click();
  await expect(page).toHaveURL(/\/en\/contact\/$/);
  await expect(sheet).toBeHidden();
  await context.close();
});

test('without JavaScript the header language list joins the menus: one open at a time, and its links work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/en/audit/`);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const services = nav.locator('details').filter({ hasText: 'Services' });
  const languages = nav.locator('details[data-component="language-list"]');
  await expect(languages.locator('summary')).toHaveText(/EN$/);
  await services.locator('summary').click();
  await expect(services).toHaveAttribute('open', '');
  await languages.locator('summary').click();
  await expect(languages).toHaveAttribute('open', '');
  await expect(services).not.toHaveAttribute('open');
  const box = (await languages.locator(':scope > div').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await languages.getByRole('link', { name: 'Français (Canada)' }).click();
  await expect(page).toHaveURL(/\/fr-ca\/audit\/$/);
  await context.close();
});
