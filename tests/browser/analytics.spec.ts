import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createAnalyticsStub, DEFAULT_DESTINATIONS, type AnalyticsStub } from '../../generator/analytics-stub/stub-server.ts';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';
import { serveBuild, type ServedBuild } from '../support/serve-build.ts';

let stub: AnalyticsStub;
let server: ServedBuild;
let outDir: string;
let cdnOrigin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stub = createAnalyticsStub();
  const analytics = await stub.listen();
  cdnOrigin = new URL(analytics.cdnUrl).origin;
  outDir = await mkdtemp(join(tmpdir(), 'site-analytics-'));
  await buildSite({ root: resolve(import.meta.dirname, '../..'), outDir, analytics, logger: silentLogger });
  server = await serveBuild(outDir);
});
test.afterAll(async () => {
  await server.close();
  await stub.close();
  await rm(outDir, { recursive: true, force: true });
});
test.beforeEach(() => {
  stub.received.length = 0;
  stub.requests.length = 0;
  stub.setDestinations(DEFAULT_DESTINATIONS);
  stub.setIntegrationsStatus(200);
});

async function open(page: Page, path = '/en/'): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
const banner = (page: Page) => page.getByRole('region', { name: /Your privacy choices|Vos choix de confidentialité/ });
async function analyticsTraces(context: BrowserContext, page: Page) {
  const cookies = (await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith('ajs_'));
  const storage = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ajs_')));
  return [...cookies, ...storage];
}

test('a first visit shows the banner, and nothing is tracked or stored before consent', async ({ page, context }) => {
  await open(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button')).toHaveText(['Accept all', 'Reject all', 'Customize']);
  await page.waitForTimeout(1000);
  expect(stub.requests).toEqual([]);
  expect(await analyticsTraces(context, page)).toEqual([]);
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /analytics-next|ajs-destination|pkg-/.test(entry.name)),
    ),
  ).toBe(false);
  const results = await new AxeBuilder({ page })
    .include('[data-component="cookie-banner"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations).toEqual([]);
});

test('Accept all saves every destination, loads analytics and sends the page view', async ({ page, context }) => {
  await open(page, '/fr/audit/');
  await banner(page).getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner(page)).toBeHidden();
  // Stored at once, and completed with every destination the list names once it has arrived.
  const consentCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'factor-segment-consents')!;
  await expect
    .poll(async () => JSON.parse(decodeURIComponent((await consentCookie()).value)))
    .toEqual({ destinations: { 'Segment.io': true, Mixpanel: true, HubSpot: true } });
  const consent = await consentCookie();
  expect((consent.expires - Date.now() / 1000) / 86400).toBeCloseTo(31, 0);
  await expect.poll(() => stub.events().filter((event) => event.type === 'page').length, { timeout: 10_000 }).toBe(1);
  const event = stub.events().find((candidate) => candidate.type === 'page')!;
  expect(event).toMatchObject({
    type: 'page',
    properties: { path: '/fr/audit/', locale: 'fr' },
    writeKey: 'f4ct0rW3bS1teWr1teK3y00000000000',
  });
  expect(typeof event.anonymousId).toBe('string');
  expect(typeof event.messageId).toBe('string');
  const eventContext = event.context as Record<string, unknown>;
  expect(eventContext).toHaveProperty('page');
  expect(eventContext).toHaveProperty('library');
  expect(eventContext).toHaveProperty('userAgent');
  expect(eventContext.locale).toBe('fr');
  const cookies = (await context.cookies()).filter((cookie) => cookie.name === 'ajs_anonymous_id');
  expect(cookies).toHaveLength(1);
  expect((cookies[0]!.expires - Date.now() / 1000) / 86400).toBeCloseTo(365, 0);

  // The next page needs no banner, sends its own page view, and click events carry their trackIds.
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Analyses' }).click();
  await expect(page).toHaveURL(`${server.url}/fr/insights/`);
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => stub.events().filter((candidate) => candidate.type === 'page').length, { timeout: 10_000 }).toBe(2);
  const click = stub.events().find((candidate) => candidate.type === 'track')!;
  expect(click).toMatchObject({ event: 'Navigation Clicked', properties: { trackId: 'nav-/insights/' } });
});

test('Customize with one destination off disables it in what analytics sends', async ({ page }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await expect(banner(page)).toHaveAttribute('data-state', 'customize');
  const switches = banner(page).getByRole('switch');
  await expect(switches).toHaveCount(3);
  await banner(page).getByRole('switch', { name: 'Segment' }).check();
  await banner(page).getByRole('switch', { name: 'HubSpot' }).check();
  await expect(banner(page).getByText('Product analytics: how visitors move between our services and insights.')).toBeVisible();
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => stub.events().length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(stub.events()[0]!.integrations).toMatchObject({ Mixpanel: false, HubSpot: true });
});

test('Cancel returns to the simple view', async ({ page }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await banner(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(banner(page)).toHaveAttribute('data-state', 'simple');
});

test('Reject all: no traffic ever, and no banner on the next page', async ({ page, context }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  await open(page, '/en/contact/');
  await expect(banner(page)).toBeHidden();
  await page.waitForTimeout(1500);
  expect(stub.received).toEqual([]);
  // A refusal covers every destination: not even the list of destinations is asked for, then or later.
  expect(stub.requests).toEqual([]);
  expect(await analyticsTraces(context, page)).toEqual([]);
});

test('a destination added to the list brings the banner back', async ({ page, context }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  // The runtime completes the acceptance once it has the list (a page left before then asks again, by design).
  await expect.poll(() => consentOf(context)).toEqual({ destinations: { 'Segment.io': true, Mixpanel: true, HubSpot: true } });
  await open(page, '/en/audit/');
  await expect(banner(page)).toBeHidden();
  stub.setDestinations([
    ...DEFAULT_DESTINATIONS,
    {
      creationName: 'Salesforce',
      name: 'Salesforce',
      description: 'Customer records.',
      category: 'CRM',
      website: 'https://www.salesforce.com/',
    },
  ]);
  await open(page, '/en/contact/');
  await expect(banner(page)).toBeVisible();
});

test('a tampered consent cookie counts as no consent and breaks nothing', async ({ page, context }) => {
  await context.addCookies([
    { name: 'factor-segment-consents', value: encodeURIComponent('{"destinations":{"Segment.io":"yes"'), url: server.url },
  ]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await open(page);
  await expect(banner(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a failing integrations list logs SPEC §8 message and the site keeps working without analytics', async ({ page }) => {
  stub.setIntegrationsStatus(503);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await open(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => messages.join('\n')).toContain('Failed to fetch integrations for the write key');
  expect(messages.join('\n')).toContain('503');
  await expect(banner(page)).toBeHidden();
  expect(stub.received).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${server.url}/en/audit/`);
});

test('several events go out in one batch', async ({ page }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  // Tracking starts once the library has loaded (the consent click itself comes before it).
  await expect.poll(() => page.evaluate(() => document.cookie.includes('ajs_anonymous_id')), { timeout: 10_000 }).toBe(true);
  for (const [name, path] of [
    ['Audit', '/en/audit/'],
    ['Contact', '/en/contact/'],
    ['Insights', '/en/insights/'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
    // The address changes once the page is shown and its view counted: a click before that would supersede this
    // navigation, which then counts no view (html's data-hydrated stays true from the first page).
    await expect(page).toHaveURL(`${server.url}${path}`);
  }
  await expect.poll(() => stub.events().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(7);
  expect(stub.received.every((entry) => entry.path === '/v1/b')).toBe(true);
  expect(stub.received.length).toBeLessThan(stub.events().length);
});

test('the privacy page lists every cookie and storage item the browser holds after consent', async ({ page, context }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => stub.events().length, { timeout: 10_000 }).toBeGreaterThan(0);
  // The footer hydrates as a visitor nears it, and its language button replaces the no-JavaScript list then.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /Language and region/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'America' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'English (Canada)' }).click();
  await expect(page).toHaveURL(/\/en-ca\/$/);
  await open(page, '/en/legal/privacy/');
  await expect(page).toHaveURL(/\/en\/legal\/privacy\/$/);
  const table = page.locator('[data-storage-table]');
  const cookies = (await context.cookies()).map((cookie) => cookie.name);
  const storage = await page.evaluate(() => Object.keys(localStorage));
  for (const name of [...cookies, ...storage]) {
    // Each name waits for the table as the page settles, rather than reading it once mid-way.
    await expect(table, `${name} is missing from the privacy page`).toContainText(name.startsWith('lang-') ? 'lang-' : name);
  }
  expect(cookies).toContain('factor-segment-consents');
  expect(cookies).toContain('ajs_anonymous_id');
});

test('"Cookie settings" reopens the banner; saving again reloads the page since analytics already runs', async ({ page }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => stub.events().length, { timeout: 10_000 }).toBeGreaterThan(0);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await Promise.all([page.waitForEvent('load'), banner(page).getByRole('button', { name: 'Reject all' }).click()]);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker ?? null)).toBeNull();
  await expect(banner(page)).toBeHidden();
});

test('card, button and modal events carry their component and trackId', async ({ page }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => page.evaluate(() => document.cookie.includes('ajs_anonymous_id')), { timeout: 10_000 }).toBe(true);
  // The footer hydrates as a visitor nears it, and its language button replaces the no-JavaScript list then.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /Language and region/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.locator('[data-component="card"] a').first().click();
  await expect(page).toHaveURL(/\/en\/services\//);
  await expect
    .poll(
      () =>
        stub
          .events()
          .filter((event) => event.type === 'track')
          .map((event) => event.event),
      { timeout: 10_000 },
    )
    .toEqual(expect.arrayContaining(['Button Clicked', 'Modal Opened', 'Modal Closed', 'Card Clicked']));
  const tracked = stub.events().filter((event) => event.type === 'track');
  expect(tracked.find((event) => event.event === 'Button Clicked')).toMatchObject({ properties: { trackId: 'footer-language' } });
  expect(tracked.find((event) => event.event === 'Modal Opened')).toMatchObject({ properties: { trackId: 'language-picker' } });
  expect(tracked.find((event) => event.event === 'Card Clicked')).toMatchObject({
    properties: { component: 'card', trackId: expect.stringMatching(/^card-\/services\//) },
  });
});

/** Every request the page makes to the analytics host, whether it reaches it or not. */
function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(cdnOrigin)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

/** Five more pages, by full loads and by links: the banner must stay closed on each. */
async function expectClosedOnFivePages(page: Page) {
  for (const path of ['/en/audit/', '/en/contact/', '/fr/']) {
    await open(page, path);
    await expect(banner(page)).toBeHidden();
  }
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/fr\/contact\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(banner(page)).toBeHidden();
}

// The browser's cookie store: a cookie the page sets reaches it a moment after the page goes on (Chromium hands it
// over between processes), so a test reads it with expect.poll, never once right after a click.
const consentOf = async (context: BrowserContext) => {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'factor-segment-consents');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
};

for (const outage of ['blocked', 'failing'] as const) {
  test.describe(`with the analytics CDN ${outage} (an ad blocker, an outage)`, () => {
    test.beforeEach(async ({ context }) => {
      if (outage === 'blocked') await context.route(`${cdnOrigin}/**`, (route) => route.abort('blockedbyclient'));
      else stub.setIntegrationsStatus(500);
    });

    test('Accept all stores a record and closes the banner for good; nothing is sent', async ({ page, context }) => {
      const requests = analyticsRequests(page);
      await open(page);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await expect(banner(page)).toBeHidden();
      // No list, so nothing is covered yet: asked again once the list can be had, not before.
      await expect.poll(() => consentOf(context)).toEqual({ destinations: {} });
      await expectClosedOnFivePages(page);
      expect(requests.filter((path) => !path.endsWith('/integrations'))).toEqual([]);
      expect(stub.received).toEqual([]);
    });

    test('Reject all stores a record without a single request and closes the banner for good', async ({ page, context }) => {
      const requests = analyticsRequests(page);
      await open(page);
      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => consentOf(context)).toEqual({ destinations: {}, others: false });
      await expectClosedOnFivePages(page);
      expect(requests).toEqual([]);
      expect(stub.received).toEqual([]);
    });

    test('Customize offers the services the site names itself, says the latest list could not be loaded, and saves the choice', async ({
      page,
      context,
    }) => {
      const requests = analyticsRequests(page);
      await open(page);
      await banner(page).getByRole('button', { name: 'Customize' }).click();
      await expect(banner(page)).toContainText('The latest list of services could not be loaded');
      // From the build, in the page's language: a real choice, whatever the CDN does.
      const segment = banner(page).getByRole('switch', { name: 'Segment' });
      await expect(segment).not.toBeChecked();
      await expect(banner(page)).toContainText('Counts page views and clicks without knowing who you are');
      await segment.check();
      await banner(page).getByRole('button', { name: 'Save choices' }).click();
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => consentOf(context)).toEqual({ destinations: { 'Segment.io': true } });
      await expectClosedOnFivePages(page);
      expect(requests.filter((path) => !path.endsWith('/integrations'))).toEqual([]);
      expect(stub.received).toEqual([]);
    });
  });
}

test('a choice made while the list was blocked is asked again once the list is back and names destinations', async ({ page, context }) => {
  await context.route(`${cdnOrigin}/**`, (route) => route.abort('blockedbyclient'));
  await open(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await open(page, '/en/audit/');
  await expect(banner(page)).toBeHidden();
  await context.unroute(`${cdnOrigin}/**`);
  await open(page, '/en/contact/');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => consentOf(context)).toEqual({ destinations: { 'Segment.io': true, Mixpanel: true, HubSpot: true } });
});

test('the banner comes first in the tab order, takes at most a third of a phone screen, and gives focus back after a choice', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  for (const path of ['/fr/', '/en/']) {
    await open(page, path);
    const box = (await banner(page).boundingBox())!;
    expect(box.height, path).toBeLessThanOrEqual(812 / 3);
  }
  // The first Tab reaches the banner (before the skip link, as GOV.UK places its own): its privacy link, then its choices.
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Read our privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  // Nothing was focused before the banner: focus goes to the page's main content, never to <body>.
  await expect(page.locator('#main')).toBeFocused();
  await context.close();
});

test('"Cookie settings" moves focus into the banner it reopens', async ({ page }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('button', { name: 'Cookie settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  // The next Tab is inside the banner: its privacy link.
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'Read our privacy policy' })).toBeFocused();
});

test('a browser that sends Global Privacy Control is told the signal is honoured, and nothing is on until the visitor says so', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
  const page = await context.newPage();
  const requests = analyticsRequests(page);
  await open(page);
  // Said in the served first view already, before the runtime draws anything.
  await expect(banner(page)).toContainText('Global Privacy Control). We honor it: analytics and marketing stay off');
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  for (const destination of await banner(page).getByRole('switch').all()) await expect(destination).not.toBeChecked();
  await expect(banner(page)).toContainText('Global Privacy Control');
  await banner(page).getByRole('button', { name: 'Save choices' }).click();
  await expect.poll(() => consentOf(context)).toEqual({ destinations: { 'Segment.io': false, Mixpanel: false, HubSpot: false } });
  expect(requests.filter((path) => !path.endsWith('/integrations'))).toEqual([]);
  expect(stub.received).toEqual([]);
  await context.close();
});

test('a page view that leaves consent alone fetches no consent code; "Cookie settings" on a later page fetches it and opens the banner', async ({
  page,
}) => {
  const consentScripts = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /consent-controller/.test(entry.name)).length);
  await open(page);
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await consentScripts()).toBe(0);
  // The served banner's own "Reject all" is enough: it stores the record and closes without the controller.
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toBeHidden();
  await open(page, '/en/contact/');
  await page.waitForLoadState('networkidle');
  expect(await consentScripts()).toBe(0);
  await page.getByRole('button', { name: 'Cookie settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  expect(await consentScripts()).toBe(1);
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await expect(banner(page).getByRole('switch').first()).toBeVisible();
});

test('after a choice made from "Cookie settings", focus returns to that button', async ({ page }) => {
  await open(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  const settings = page.getByRole('button', { name: 'Cookie settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Reject all' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
});

test.describe('the banner in the server HTML: painted with the page, working before the runtime', () => {
  /**
   * Holds back the runtime's modules (every script file) until `release` is called; the page's HTML and CSS flow.
   * The page's boot module is deferred, so DOMContentLoaded waits for it: these tests wait for the response only.
   */
  async function holdRuntime(context: BrowserContext): Promise<{ release: () => void }> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return { release };
  }

  test('Reject all works before any script file has arrived, and the next pages never paint the banner', async ({ page, context }) => {
    await holdRuntime(context);
    await page.goto(`${server.url}/fr/audit/`, { waitUntil: 'commit' });
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await banner(page).getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => consentOf(context)).toEqual({ destinations: {}, others: false });
    await expect(page.locator('#main')).toBeFocused();
    // A saved choice: the banner is taken out while the page is parsed, before its first paint.
    await page.goto(`${server.url}/fr/contact/`, { waitUntil: 'commit' });
    await expect(page.locator('#___site')).toBeAttached();
    expect(await page.locator('[data-consent-root]').count()).toBe(0);
    expect(stub.requests).toEqual([]);
  });

  test('Accept all before the runtime closes the banner at once; the runtime completes the record and starts analytics', async ({
    page,
    context,
  }) => {
    const runtime = await holdRuntime(context);
    await page.goto(`${server.url}/en/`, { waitUntil: 'commit' });
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => consentOf(context)).toEqual({ destinations: {} });
    expect(stub.requests).toEqual([]);
    runtime.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(() => consentOf(context)).toEqual({ destinations: { 'Segment.io': true, Mixpanel: true, HubSpot: true } });
    await expect.poll(() => stub.events().filter((event) => event.type === 'page').length, { timeout: 10_000 }).toBe(1);
  });

  test('Customize before the runtime shows it is busy, then opens the detailed view with focus inside it', async ({ page, context }) => {
    const runtime = await holdRuntime(context);
    await page.goto(`${server.url}/en/`, { waitUntil: 'commit' });
    const customize = banner(page).getByRole('button', { name: 'Customize' });
    await customize.click();
    await expect(customize).toHaveAttribute('aria-busy', 'true');
    runtime.release();
    await expect(banner(page).getByRole('switch')).toHaveCount(3);
    await expect(banner(page).getByRole('switch').first()).toBeFocused();
    await banner(page).getByRole('button', { name: 'Save choices' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => consentOf(context)).toEqual({ destinations: { 'Segment.io': false, Mixpanel: false, HubSpot: false } });
  });

  test('without JavaScript the banner stays hidden: nothing could track, nothing to ask', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/en/`);
    await expect(page.locator('[data-consent-root]')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});
