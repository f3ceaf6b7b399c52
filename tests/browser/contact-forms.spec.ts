import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { listSubmissions } from '../../generator/host/contact/submission-store.ts';
import { openSubmissionsDatabase } from '../../generator/serve/submissions-database.ts';
import { serveBuild, type ServedBuild } from '../support/serve-build.ts';

let server: ServedBuild;
let dir: string;
let file: string;
test.beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-forms-'));
  file = join(dir, 'submissions.sqlite');
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!, { submissions: file });
});
test.afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
test.afterEach(() => server.setFaults(null));
/** What the server stored, read from its database as `site submissions list` does. */
async function submissions() {
  if (!existsSync(file)) return [];
  const database = await openSubmissionsDatabase(file, { readOnly: true });
  try {
    return await listSubmissions(database);
  } finally {
    await database.close();
  }
}

async function fill(page: Page, french = false) {
  await page.getByRole('textbox', { name: french ? /Nom complet/ : /Full name/ }).fill('Ana Silva');
  await page.getByRole('textbox', { name: french ? /Courriel|e-mail/ : /Work email/ }).fill('ana@example.org');
  await page.getByRole('textbox', { name: french ? /Entreprise/ : /Company/ }).fill('Acme Freight');
  await page.getByRole('textbox', { name: french ? /aider/ : /How can we help/ }).fill('We re-key 2,000 invoices a month.');
  await page.getByRole('checkbox').check();
}

test('the form checks its fields itself from the moment the page is interactive, not a render later', async ({ page }) => {
  // What the form was when the runtime marked the page interactive: a click from then on must reach its own checks.
  // The observer watches the document, not its root: this script runs before the page's own <html> is parsed.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      const form = document.querySelector<HTMLFormElement>('form[data-form]');
      document.documentElement.dataset.formWhenHydrated = form?.noValidate ? 'own checks' : 'native checks';
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  });
  await page.goto(`${server.url}/fr-ca/contact/business/`);
  await expect(page.locator('html')).toHaveAttribute('data-form-when-hydrated', 'own checks');
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('an incomplete form shows clear messages in the page language and sends nothing', async ({ page }) => {
      await page.goto(`${server.url}/fr-ca/contact/business/`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const before = (await submissions()).length;
      await page.getByRole('button', { name: 'Envoyer' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toBeFocused();
      await expect(alert).toContainText('Merci de corriger les points suivants');
      await expect(alert).toContainText('Remplissez le champ « Nom complet ».');
      await expect(page.getByRole('textbox', { name: /Nom complet/ })).toHaveAttribute('aria-invalid', 'true');
      expect((await submissions()).length).toBe(before);
    });

    test('a complete form is sent and lands on the thank-you page', async ({ page }) => {
      await page.goto(`${server.url}/fr-ca/contact/business/`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await fill(page, true);
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page).toHaveURL(`${server.url}/fr-ca/contact/thank-you/`);
      expect((await submissions()).at(-1)).toMatchObject({ form: 'business', locale: 'fr-ca', name: 'Ana Silva', company: 'Acme Freight' });
    });
  });
}

test('Back from the thank-you page shows an empty form that says the message was sent, never a filled one', async ({ page }) => {
  await page.goto(`${server.url}/en/contact/support/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await fill(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(`${server.url}/en/contact/thank-you/`);
  const sent = (await submissions()).length;
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/en/contact/support/`);
  await expect(page.getByRole('status').filter({ hasText: 'Your message was sent' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /How can we help/ })).toHaveValue('');
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  expect((await submissions()).length).toBe(sent);
});

test('without JavaScript, sending the same page’s form again says the message was already received', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/en/contact/general/`);
    await page.getByRole('textbox', { name: /Full name/ }).fill('Ana Silva');
    await page.getByRole('textbox', { name: /Work email/ }).fill('ana@example.org');
    await page.getByRole('textbox', { name: /How can we help/ }).fill('A second time?');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(`${server.url}/en/contact/thank-you/`);
    await page.goBack();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('body')).toContainText('This form was already sent from this page, and your message was received');
    expect((await submissions()).filter((row) => row.message === 'A second time?')).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('a server error keeps everything typed and says so', async ({ page }) => {
  server.setFaults((path) => (path === '/api/contact' ? { status: 500 } : undefined));
  await page.goto(`${server.url}/en/contact/support/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await fill(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toContainText('Nothing you typed is lost');
  await expect(page.locator('form')).toHaveAttribute('data-state', 'error');
  await expect(page.getByRole('textbox', { name: /How can we help/ })).toHaveValue('We re-key 2,000 invoices a month.');
});

test('without JavaScript the form posts and lands on the thank-you page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/en/contact/general/`);
  await fill(page);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(`${server.url}/en/contact/thank-you/`);
  expect((await submissions()).at(-1)).toMatchObject({ form: 'general', locale: 'en', email: 'ana@example.org' });
  await context.close();
});

test('without JavaScript, a refused form comes back as a page of the site, in French, with what was typed, and sends from there', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/fr/contact/business/`);
    await fill(page, true);
    // An address the browser lets through and the server does not (its domain has no dot).
    await page.getByRole('textbox', { name: /e-mail/ }).fill('ana@acme');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre message n’est pas encore parti');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Drawn with the site's type and colours, not the browser's default page.
    await expect(page.locator('body')).toHaveCSS('font-family', /^Inter/);
    await expect(page.getByRole('button', { name: 'Renvoyer' })).toHaveCSS('background-color', 'rgb(57, 71, 228)');
    await expect(page.getByRole('alert').getByRole('link', { name: 'Adresse e-mail professionnelle' })).toHaveAttribute(
      'href',
      '#answer-email',
    );
    await expect(page.getByRole('textbox', { name: /aider/ })).toHaveValue('We re-key 2,000 invoices a month.');
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.getByRole('textbox', { name: /e-mail/ }).fill('ana@acme.example');
    await page.getByRole('button', { name: 'Renvoyer' }).click();
    await expect(page).toHaveURL(`${server.url}/fr/contact/thank-you/`);
    expect((await submissions()).filter((row) => row.email === 'ana@acme.example')).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('without JavaScript, a post with no visit stamp is refused with what was typed, and goes through from that page', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/en/contact/support/`);
    await fill(page);
    await page.getByRole('textbox', { name: /Full name/ }).fill('Stampless Sam');
    await context.clearCookies();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your message was not sent yet');
    await expect(page.getByText('We could not confirm that this message came from the form.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue('Stampless Sam');
    expect((await submissions()).filter((row) => row.name === 'Stampless Sam')).toHaveLength(0);
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect(page).toHaveURL(`${server.url}/en/contact/thank-you/`);
    expect((await submissions()).filter((row) => row.name === 'Stampless Sam')).toHaveLength(1);
  } finally {
    await context.close();
  }
});
