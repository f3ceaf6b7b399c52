import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { listSubmissions } from '../../generator/host/contact/submission-store.ts';
import { openSubmissionsDatabase } from '../../generator/serve/submissions-database.ts';
import { createAnalyticsStub, type AnalyticsStub } from '../../generator/analytics-stub/stub-server.ts';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';
import { serveBuild, type ServedBuild } from '../support/serve-build.ts';
import { TEMPLATE_PAGES } from '../support/template-pages.ts';

let stub: AnalyticsStub;
let stubOrigin: string;
let server: ServedBuild;
let outDir: string;
let submissions: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stub = createAnalyticsStub();
  const analytics = await stub.listen();
  stubOrigin = new URL(analytics.cdnUrl).origin;
  outDir = await mkdtemp(join(tmpdir(), 'site-csp-'));
  submissions = join(outDir, '..', `${outDir.split('/').at(-1)}-submissions.sqlite`);
  await buildSite({ root: resolve(import.meta.dirname, '../..'), outDir, analytics, logger: silentLogger });
  server = await serveBuild(outDir, { submissions });
});
test.afterAll(async () => {
  await server.close();
  await stub.close();
  await rm(outDir, { recursive: true, force: true });
  for (const file of [submissions, `${submissions}-wal`, `${submissions}-shm`]) await rm(file, { force: true });
});

/** Collects every policy violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} blocked ${event.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('every response carries a strict Content-Security-Policy and the other security headers', async ({ request }) => {
  for (const path of ['/', '/en/', '/fr/no-such-page/', '/page-data/app-data.json']) {
    const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 });
    const headers = response.headers();
    const policy = headers['content-security-policy']!;
    expect(policy, path).toBeTruthy();
    const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSources).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(scriptSources).toContain(stubOrigin);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self'");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  }
  expect((await request.get(`${server.url}/_headers`)).status()).toBe(404);
});

test('the root redirect, every template in en and fr, navigation, consent and analytics run with zero violations', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  // The root page's inline script (allowed by its hash) sends the visitor on.
  await page.goto(`${server.url}/`);
  await expect(page).toHaveURL(/\/en(-[a-z]{2})?\/$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Consent loads analytics from the configured CDN stand-in and sends to its intake: both allowed.
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => stub.events().filter((event) => event.type === 'page').length, { timeout: 10_000 }).toBeGreaterThan(0);
  for (const locale of ['en', 'fr']) {
    for (const route of TEMPLATE_PAGES) {
      await page.goto(`${server.url}/${locale}${route}`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    }
  }
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${server.url}/fr/audit/`);
  expect(await violations()).toEqual([]);
});

test('a contact form submission runs with zero violations', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${server.url}/en/contact/business/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('textbox', { name: /Full name/ }).fill('Ana Silva');
  await page.getByRole('textbox', { name: /Work email/ }).fill('ana@example.org');
  await page.getByRole('textbox', { name: /Company/ }).fill('Acme Freight');
  await page.getByRole('textbox', { name: /How can we help/ }).fill('We re-key 2,000 invoices a month.');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(`${server.url}/en/contact/thank-you/`);
  const stored = await openSubmissionsDatabase(submissions, { readOnly: true });
  try {
    expect((await listSubmissions(stored)).map((row) => row.company)).toEqual(['Acme Freight']);
  } finally {
    await stored.close();
  }
  expect(await violations()).toEqual([]);
});
