import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createAnalyticsStub, type AnalyticsStub } from '../../generator/analytics-stub/stub-server.ts';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';
import { storageItemOf, type StorageKind } from '../../site/shared/storage-items.ts';
import { serveBuild, type ServedBuild } from '../support/serve-build.ts';
import { TEMPLATE_PAGES } from '../support/template-pages.ts';

// What the site stores in a visitor's browser, as they use it, held to the one list the privacy page is written from
// (site/shared/storage-items.ts): nothing that is not on it, and nothing but strictly necessary items before consent.

let stub: AnalyticsStub;
let server: ServedBuild;
let outDir: string;
let submissions: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stub = createAnalyticsStub();
  const analytics = await stub.listen();
  outDir = await mkdtemp(join(tmpdir(), 'site-storage-'));
  submissions = `${outDir}-submissions.sqlite`;
  await buildSite({ root: resolve(import.meta.dirname, '../..'), outDir, analytics, logger: silentLogger });
  server = await serveBuild(outDir, { submissions });
});
test.afterAll(async () => {
  await server.close();
  await stub.close();
  await rm(outDir, { recursive: true, force: true });
  for (const file of [submissions, `${submissions}-wal`, `${submissions}-shm`]) await rm(file, { force: true });
});

interface Stored {
  kind: StorageKind;
  name: string;
}

/** Every cookie, storage key, cache and database the browser holds for the site. */
async function inventory(context: BrowserContext, page: Page): Promise<Stored[]> {
  const cookies = (await context.cookies()).map((cookie) => ({ kind: 'cookie' as const, name: cookie.name }));
  const inPage = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    cacheStorage: await caches.keys(),
    indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ''),
  }));
  return [
    ...cookies,
    ...(Object.entries(inPage) as [StorageKind, string[]][]).flatMap(([kind, names]) => names.map((name) => ({ kind, name }))),
  ];
}

/** What the list does not name, and (before consent) what it names as anything but strictly necessary. */
function problems(stored: Stored[], consented: boolean): string[] {
  return stored.flatMap(({ kind, name }) => {
    const item = storageItemOf(kind, name);
    if (!item) return [`${kind} "${name}" is not on the list the privacy page is written from`];
    if (!consented && item.category !== 'necessary') return [`${kind} "${name}" (${item.category}) was stored before consent`];
    return [];
  });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const banner = (page: Page) => page.getByRole('region', { name: /Your privacy choices/ });

/** Uses the site as a visitor does: a few pages, a form started, a click through the menu, Back. */
async function browse(page: Page): Promise<void> {
  await open(page, '/en/contact/business/');
  await page.getByRole('textbox', { name: /Full name/ }).focus();
  await expect.poll(() => server.requests.filter((path) => path === '/api/contact').length).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${server.url}/en/audit/`);
  await page.goBack();
  await expect(page).toHaveURL(`${server.url}/en/contact/business/`);
  await open(page, '/en/insights/intelligent-document-parsing/');
}

test('a visitor who chooses nothing gets only strictly necessary items, every one on the privacy page’s list', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  // The root page chooses a language for the visitor (SPEC §2), which it keeps.
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(`${server.url}/en-gb/`);
  await expect(banner(page)).toBeVisible();
  for (const route of TEMPLATE_PAGES) await open(page, `/en${route}`);
  await browse(page);
  // The service worker's caches and database, once it has installed and served a few pages.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await open(page, '/en/legal/privacy/');
  await open(page, '/en/sitemap/');
  const stored = await inventory(context, page);
  expect(problems(stored, false)).toEqual([]);
  // The check sees what there is: the language the root page chose, the form's stamp, the scroll positions, the caches.
  expect(stored.map(({ kind, name }) => `${kind} ${name}`)).toEqual(
    expect.arrayContaining(['cookie lang-en-gb', 'cookie contact-opened-business', 'sessionStorage site:scroll', 'cacheStorage assets']),
  );
  await context.close();
});

for (const choice of ['Reject all', 'Accept all', 'Customize'] as const) {
  test(`after “${choice}”, every item the site stores is on the list${choice === 'Reject all' ? ', and none is analytics' : ''}`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, '/en/');
    if (choice === 'Customize') {
      await banner(page).getByRole('button', { name: 'Customize' }).click();
      await banner(page).getByRole('switch', { name: 'Segment' }).check();
      await banner(page).getByRole('button', { name: 'Save choices' }).click();
    } else {
      await banner(page).getByRole('button', { name: choice }).click();
    }
    await expect(banner(page)).toBeHidden();
    await browse(page);
    const consented = choice !== 'Reject all';
    const analyticsIn = (items: Stored[]) => items.filter(({ kind, name }) => storageItemOf(kind, name)?.category === 'analytics');
    // Analytics stores something once allowed (the check would see an item off the list), and nothing otherwise; once
    // allowed, it loads after the page's own start, so the last page opened may not have stored it yet.
    if (consented) await expect.poll(async () => analyticsIn(await inventory(context, page)).length).toBeGreaterThan(0);
    const stored = await inventory(context, page);
    expect(problems(stored, consented)).toEqual([]);
    expect(analyticsIn(stored).length > 0).toBe(consented);
    await context.close();
  });
}
