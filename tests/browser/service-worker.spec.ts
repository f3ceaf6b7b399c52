import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';
import { createStaticServer, listen } from '../../generator/serve/create-server.ts';
import { realConfig } from '../support/fixtures.ts';
import { serveBuild } from '../support/serve-build.ts';
import { createFixtureProject } from '../support/temp-project.ts';

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
  const server = createStaticServer({
    dir: process.env.SITE_BUILD_PRODUCTION!,
    locales: realConfig().locales.map((locale) => locale.code),
  });
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

/**
 * A project of its own, built into one folder served live, so that a test can deploy a second build over the first.
 * It is the small fixture site: a worker precaches a few dozen files, not the real site's hundreds, so a busy CI
 * machine installs it in seconds.
 */
type DeployableSite = Awaited<ReturnType<typeof deployableSite>>;

async function deployableSite() {
  const project = await createFixtureProject(`sw-${test.info().workerIndex}`);
  const outDir = await mkdtemp(join(tmpdir(), 'site-sw-'));
  const server = await serveBuild(outDir, { live: true });
  return {
    server,
    build: () => buildSite({ root: project.root, outDir, logger: silentLogger }),
    /** The next build differs in one translation: a new precache list, so a new service worker. */
    deployNext: async () => {
      const file = join(project.root, 'locales/en/translation.json');
      await writeFile(file, (await readFile(file, 'utf8')).replace('"Skip to content"', '"Skip to the content"'));
      await buildSite({ root: project.root, outDir, logger: silentLogger });
    },
    remove: async () => {
      await server.close();
      await project.remove();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

/** Collects every state the page reports, in order, from the first script on. */
async function recordWorkerStates(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { workerStates: string[] }).workerStates = states;
    addEventListener('site:service-worker', (event) => states.push((event as CustomEvent<string>).detail));
  });
  return () => page.evaluate(() => (window as unknown as { workerStates: string[] }).workerStates);
}

// Installing a worker downloads its whole precache list: on a CI machine busy with other browser tests that can
// take far longer than on a quiet one.
const WORKER_WAIT = 45_000;

const checkForUpdate = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

/**
 * Serves a deployable site's first build, opens /en/ until its worker is active, then runs `visit`; the site is
 * removed afterwards.
 */
async function withFirstBuildOpen(page: Page, visit: (site: DeployableSite) => Promise<void>): Promise<void> {
  test.setTimeout(180_000);
  const site = await deployableSite();
  try {
    await site.build();
    await page.goto(`${site.server.url}/en/`);
    await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'activated', { timeout: WORKER_WAIT });
    await visit(site);
  } finally {
    await site.remove();
  }
}

/** The console errors a page logs from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test("after a deploy, the next build's worker takes over: the page reports it updated, the old worker redundant, the new one activated", async ({
  page,
}) => {
  const states = await recordWorkerStates(page);
  await withFirstBuildOpen(page, async (site) => {
    expect(await states()).toEqual(['offline-ready', 'activated']);
    // A later visit, controlled by that worker from its first request.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-service-worker-registered', 'true', { timeout: WORKER_WAIT });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await site.deployNext();
    await checkForUpdate(page);
    await expect.poll(states, { timeout: WORKER_WAIT }).toEqual(['updated', 'redundant', 'activated']);
    // The new worker controls the page, and serves the new build's files.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    expect(
      await page.evaluate(async () => (await (await fetch('/locales/en/translation.json')).text()).includes('Skip to the content')),
    ).toBe(true);
  });
});

test("after a deploy, a page the earlier build's worker still serves is the new build whole: its strings match its HTML", async ({
  page,
}) => {
  await withFirstBuildOpen(page, async (site) => {
    await site.deployNext();
    const errors = consoleErrors(page);
    // The worker that precached the first build's catalogues still controls the page when the next visit starts.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: WORKER_WAIT });
    await expect(page.getByRole('link', { name: 'Skip to the content' })).toBeAttached();
    expect(errors.filter((text) => text.includes('Hydration mismatch'))).toEqual([]);
  });
});

test('a page whose resources failed reloads once when an updated worker arrives, and never again', async ({ page }) => {
  await withFirstBuildOpen(page, async (site) => {
    // The page's data fails (every retry): the page shows its error state and stays as the server sent it.
    site.server.setFaults((path) => (path === '/page-data/en/page-data.json' ? { status: 500 } : undefined));
    await page.reload();
    await expect(page.locator('#route-progress')).toHaveAttribute('data-state', 'error', { timeout: WORKER_WAIT });
    await expect(page.locator('html')).toHaveAttribute('data-service-worker-registered', 'true', { timeout: WORKER_WAIT });
    site.server.setFaults(null);

    const loads = () => site.server.requests.filter((path) => path === '/en/').length;
    const before = loads();
    const errors = consoleErrors(page);
    await site.deployNext();
    // Chromium may find the new worker by itself (it checks after navigations) and reload the page before
    // this asks: then the page is already going away, and asking again changes nothing.
    await checkForUpdate(page).catch(() => undefined);
    await expect.poll(loads, { timeout: WORKER_WAIT }).toBe(before + 1);
    // The reload came once the new worker controlled the page: one build, which hydrates without a mismatch.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: WORKER_WAIT });
    await expect(page.locator('#route-progress')).not.toHaveAttribute('data-state', 'error');
    expect(errors.filter((text) => text.includes('Hydration mismatch'))).toEqual([]);
    await page.waitForTimeout(1000);
    expect(loads()).toBe(before + 1);
  });
});
