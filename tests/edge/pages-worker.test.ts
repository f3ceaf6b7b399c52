// The Cloudflare Pages deployment, run in workerd by wrangler with a local D1 database and a local webhook
// receiver: the contact endpoint, its spam rules and deliveries, the negotiated root, and the host behaviour
// `site serve` has (headers, locale not-found pages).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { importStampKey, signStamp, stampCookieName } from '../../generator/host/contact/visit-stamp.ts';
import { refusalPage } from '../../generator/host/contact/refusal-page.ts';
import { headersFor, parseHeadersFile } from '../../generator/host/header-rules.ts';
import { startEdgeRuntime, type EdgeRuntime } from '../support/edge-runtime.ts';

let edge: EdgeRuntime;
let hook: Server;
let hookStatus = 200;
/** What the webhook took (2xx answers only), and every request it got. */
const delivered: Record<string, string>[] = [];
const attempts: { name: string; status: number }[] = [];

interface Row {
  id: string;
  name: string;
  delivery_state: string;
  delivery_attempts: number;
  delivery_error: string | null;
}

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const payload = JSON.parse(body) as Record<string, string>;
      attempts.push({ name: payload.name!, status: hookStatus });
      if (hookStatus < 300) delivered.push(payload);
      response.writeHead(hookStatus).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/hook`;
  // Retries after 1 s instead of a minute, so that "retried later" fits in a test.
  edge = await startEdgeRuntime(inject('edgeBuild'), { CONTACT_WEBHOOK_URL: hookUrl, CONTACT_WEBHOOK_RETRY_SECONDS: '1' });
});
afterAll(async () => {
  await edge?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

const valid = {
  form: 'business',
  locale: 'en',
  redirect: '/en/contact/thank-you/',
  name: 'Ana Silva',
  email: 'ana@example.org',
  company: 'Acme',
  topic: 'audit',
  message: 'Hello',
  consent: 'yes',
};
let address = 0;
const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/, 'nonce');
/** Each test sends from its own addresses, as Cloudflare tells the worker (`CF-Connecting-IP`). */
const nextAddress = () => `198.51.100.${(address += 1)}`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The stamp a visitor gets with a contact form's page (a Cookie value). */
async function openForm(path = '/en/contact/business/'): Promise<string> {
  const page = await fetch(`${edge.url}${path}`);
  expect(page.status).toBe(200);
  const cookie = page.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^contact-opened-\w+=\d+\.[\w-]{22}\.[\w-]{43}; Path=\/api\/contact; Max-Age=21600; HttpOnly; SameSite=Lax$/);
  return cookie.split(';')[0]!;
}

/** `count` stamps of `form`, as the form asks for them when a visitor starts writing after a navigation. */
async function askForStamps(count: number, form = 'business'): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const answer = await fetch(`${edge.url}/api/contact?stamp=${form}`);
      expect(answer.status).toBe(204);
      return (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
    }),
  );
}

function postJson(fields: Record<string, string>, options: { cookie: string; from?: string }) {
  return fetch(`${edge.url}/api/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Cookie: options.cookie,
      'CF-Connecting-IP': options.from ?? nextAddress(),
    },
    body: JSON.stringify(fields),
  });
}

function postForm(fields: Record<string, string>, options: { cookie: string; from?: string }) {
  return fetch(`${edge.url}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: options.cookie,
      'CF-Connecting-IP': options.from ?? nextAddress(),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const rowsNamed = (prefix: string) =>
  edge.query<Row>(
    `SELECT id, name, delivery_state, delivery_attempts, delivery_error FROM contact_submissions WHERE name LIKE '${prefix}%' ORDER BY name`,
  );

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

describe('the contact endpoint at the edge', () => {
  // Stamps taken more than three seconds before they are sent, as a person fills a form: one per submission.
  let pool: string[] = [];
  const stamp = () => pool.shift()!;
  beforeAll(async () => {
    pool = [await openForm(), ...(await askForStamps(229))];
    await sleep(3_100);
  });

  it('stores a valid post in D1 and delivers it to the webhook', async () => {
    const answer = await postJson({ ...valid, name: 'Valid JSON' }, { cookie: stamp() });
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ ok: true });
    await waitFor(() => delivered.some((entry) => entry.name === 'Valid JSON'), 'the webhook delivery');
    const payload = delivered.find((entry) => entry.name === 'Valid JSON')!;
    expect(payload).toMatchObject({
      form: 'business',
      locale: 'en',
      email: 'ana@example.org',
      company: 'Acme',
      topic: 'audit',
      message: 'Hello',
    });
    await waitFor(async () => (await rowsNamed('Valid JSON'))[0]?.delivery_state === 'delivered', 'the row to be marked delivered');
    const [row] = await rowsNamed('Valid JSON');
    expect(row).toMatchObject({ id: payload.id, delivery_attempts: 1, delivery_error: null });
  });

  it('answers a form posted without JavaScript with the localized thank-you page, or the localized refusal', async () => {
    const sent = await postForm(
      { ...valid, locale: 'fr-ca', redirect: '/fr-ca/contact/thank-you/', name: 'Form post' },
      { cookie: stamp() },
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/fr-ca/contact/thank-you/');
    const refused = await postForm({ ...valid, locale: 'fr-ca', email: 'ana@' }, { cookie: stamp() });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    // The page `site serve` answers with too (tests/unit/generator/serve/form-endpoint.test.ts): one function draws both.
    const context = { locales: ['en', 'fr-ca'], siteOrigin: null, endpointPath: '/api/contact' };
    const expected = refusalPage({ ...valid, locale: 'fr-ca', email: 'ana@' }, { email: 'email' }, context);
    expect(withoutNonce(page)).toBe(withoutNonce(expected.body));
    expect(refused.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'nonce-/);
    expect(await rowsNamed('Form post')).toHaveLength(1);
  });

  it('keeps no spam: a filled honeypot is answered as a success, a post without a stamp or too soon is refused', async () => {
    const honeypot = await postJson({ ...valid, name: 'Spam honeypot', website: 'https://cheap-seo.example/' }, { cookie: stamp() });
    expect(honeypot.status).toBe(201);
    const direct = await postJson({ ...valid, name: 'Spam direct' }, { cookie: '' });
    expect(direct.status).toBe(400);
    expect(await direct.json()).toEqual({ ok: false, error: 'too-fast' });
    expect(direct.headers.get('set-cookie')).toMatch(/^contact-opened-business=/);
    const hasty = await postForm({ ...valid, name: 'Spam hasty' }, { cookie: await openForm('/en/contact/general/') });
    expect(hasty.status).toBe(400);
    expect(await hasty.text()).toContain('Wait a few seconds, then send it again.');
    await sleep(1_500);
    expect(await rowsNamed('Spam')).toEqual([]);
    expect(delivered.filter((entry) => entry.name!.startsWith('Spam'))).toEqual([]);
  });

  it('lets one submission in per stamp, for its own form only, within its hours', async () => {
    const once = stamp();
    expect((await postJson({ ...valid, name: 'Stamp once' }, { cookie: once })).status).toBe(201);
    const again = await postJson({ ...valid, name: 'Stamp replayed' }, { cookie: once });
    expect(again.status).toBe(409);
    expect(await again.clone().json()).toEqual({ ok: false, error: 'already-sent' });
    expect(again.headers.get('set-cookie')).toMatch(/^contact-opened-business=/);
    const crossed = stamp().replace('contact-opened-business', 'contact-opened-general');
    expect((await postJson({ ...valid, form: 'general', topic: 'press', name: 'Stamp crossed' }, { cookie: crossed })).status).toBe(400);
    // A stamp signed with the deployment's own key seven hours ago: past its six.
    const [secret] = await edge.query<{ value: string }>("SELECT value FROM site_secrets WHERE name = 'visit-stamp'");
    const key = await importStampKey(secret!.value);
    const stale = `${stampCookieName('business')}=${await signStamp(key, 'business', Date.now() - 7 * 60 * 60 * 1000)}`;
    expect((await postJson({ ...valid, name: 'Stamp stale' }, { cookie: stale })).status).toBe(400);
    expect((await rowsNamed('Stamp')).map((row) => row.name)).toEqual(['Stamp once']);
  });

  it('stores five posts from one address in ten minutes, then answers 429', async () => {
    const from = nextAddress();
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await postJson({ ...valid, name: `Limited ${index}` }, { cookie: stamp(), from })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await rowsNamed('Limited')).toHaveLength(5);
    expect((await postJson({ ...valid, name: 'Other address' }, { cookie: stamp() })).status).toBe(201);
  });

  it('loses nothing when the webhook fails: the row is stored, and delivered by a later retry', async () => {
    hookStatus = 500;
    expect((await postJson({ ...valid, name: 'While down' }, { cookie: stamp() })).status).toBe(201);
    await waitFor(() => attempts.some((attempt) => attempt.name === 'While down'), 'the first attempt');
    hookStatus = 200;
    await sleep(500);
    expect((await rowsNamed('While down'))[0]).toMatchObject({
      delivery_state: 'pending',
      delivery_attempts: 1,
      delivery_error: 'HTTP 500',
    });
    // Pages runs no scheduled tasks: the next visits, once the retry is due, send it.
    await waitFor(async () => {
      await fetch(`${edge.url}/en/`);
      return delivered.some((entry) => entry.name === 'While down');
    }, 'the retry');
    await waitFor(async () => (await rowsNamed('While down'))[0]?.delivery_state === 'delivered', 'the row to be marked delivered');
    expect(delivered.filter((entry) => entry.name === 'While down')).toHaveLength(1);
  });

  it('stores 200 concurrent valid submissions: 200 rows, no error, no duplicate, each delivered once', async () => {
    // A second writer meanwhile: an operator's `wrangler d1 execute` on the same database. Wrangler's local command
    // sets no busy timeout: while the worker writes it may be told the database is locked, and runs it again, as an
    // operator would.
    const operatorInsert = async (sql: string, tries = 20): Promise<void> => {
      try {
        await edge.query(sql);
      } catch (error) {
        if (tries === 1 || !String(error).includes('SQLITE_BUSY')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
        await operatorInsert(sql, tries - 1);
      }
    };
    const writer = (async () => {
      for (let index = 0; index < 3; index += 1) {
        await operatorInsert(
          `INSERT INTO contact_submissions (id, received_at, form, locale, name, email, company, topic, message, address_key, delivery_state) VALUES ('operator-${index}', '2026-01-01T00:00:00Z', 'general', 'en', 'Operator ${index}', 'op@example.org', '', 'press', 'x', 'k', 'none')`,
        );
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        postJson({ ...valid, name: `Load ${String(index).padStart(3, '0')}` }, { cookie: stamp() }),
      ),
    );
    await writer;
    expect(await rowsNamed('Operator ')).toHaveLength(3);
    const errors = answers.filter((answer) => answer.status !== 201);
    const rows = await rowsNamed('Load ');
    console.log(
      `edge: 200 concurrent submissions → ${rows.length} rows, ${errors.length} errors, ${rows.length - new Set(rows.map((row) => row.name)).size} duplicates`,
    );
    expect(errors.map((answer) => answer.status)).toEqual([]);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((row) => row.id)).size).toBe(200);
    expect(new Set(rows.map((row) => row.name)).size).toBe(200);
    // Every row reaches the webhook. Delivery is at least once: a row is sent again only after an attempt that
    // did not get its answer in time (then its Idempotency-Key, the row's id, lets the receiver drop the repeat).
    const loadIds = new Set(rows.map((row) => row.id));
    await waitFor(
      async () => {
        await fetch(`${edge.url}/en/`);
        return new Set(delivered.filter((entry) => loadIds.has(entry.id!)).map((entry) => entry.id)).size === 200;
      },
      'every delivery',
      90_000,
    );
    await sleep(1_000);
    const settled = await rowsNamed('Load ');
    expect(settled.filter((row) => row.delivery_state !== 'delivered')).toEqual([]);
    const repeats = settled.filter((row) => delivered.filter((entry) => entry.id === row.id).length > 1);
    console.log(
      `edge: webhook deliveries ${delivered.filter((entry) => loadIds.has(entry.id!)).length} for 200 rows; repeated after a lost answer: ${repeats.length}`,
    );
    for (const row of repeats) expect(row.delivery_attempts, `${row.name}: ${row.delivery_error}`).toBeGreaterThan(1);
  });
});

describe('the root at the edge', () => {
  const root = (headers: Record<string, string>) => fetch(`${edge.url}/?from=mail`, { redirect: 'manual', headers });

  it('sends a stored choice to its locale, before the browser’s language', async () => {
    const answer = await root({ Cookie: 'lang-fr-ch=prefer', 'Accept-Language': 'en-GB,en' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/fr-ch/?from=mail');
    expect(answer.headers.get('vary')).toBe('Cookie, Accept-Language');
    expect(await answer.text()).toBe('');
  });

  it('then the browser’s first language the site has, and saves that choice', async () => {
    const answer = await root({ 'Accept-Language': 'de-DE, fr-CA;q=0.9, en;q=0.8' });
    expect(answer.headers.get('location')).toBe('/fr-ca/?from=mail');
    expect(answer.headers.get('set-cookie')).toBe('lang-fr-ca=prefer; Max-Age=31622400; Path=/; SameSite=Lax');
    expect(answer.headers.get('vary')).toBe('Cookie, Accept-Language');
  });

  it('else the default locale, with the security headers of every page', async () => {
    const answer = await root({});
    expect(answer.headers.get('location')).toBe('/en/?from=mail');
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
  });
});

describe('the host at the edge, as `site serve`', () => {
  it('gives every path the headers of the build’s _headers', async () => {
    const rules = parseHeadersFile(readFileSync(join(inject('edgeBuild'), '_headers'), 'utf8'));
    for (const path of [
      '/en/',
      '/fr-ca/contact/',
      '/en/feed.xml',
      '/sitemap.xml',
      '/page-data/app-data.json',
      '/favicon.ico',
      '/sw.js',
      '/en/no-such-page/',
    ]) {
      const response = await fetch(`${edge.url}${path}`);
      for (const [name, value] of Object.entries(headersFor(rules, path)))
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    }
    const html = await (await fetch(`${edge.url}/en/`)).text();
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    expect((await fetch(`${edge.url}${script}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown path under a locale with that locale’s not-found page, and hides the host files', async () => {
    for (const [path, lang] of [
      ['/fr-ca/no-such-page/', 'fr-ca'],
      ['/en-gb/insights/nothing/', 'en-gb'],
      ['/nowhere/', 'en'],
    ]) {
      const response = await fetch(`${edge.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(`<html lang="${lang}"`);
    }
    for (const path of ['/_worker.js', '/_headers', '/_redirects', '/_worker.js/', '/_headers/', '/en/404', '/en/404/', '/404.html']) {
      expect((await fetch(`${edge.url}${path}`, { redirect: 'manual' })).status, path).toBe(404);
    }
  });

  it('redirects a page path without its trailing slash', async () => {
    const response = await fetch(`${edge.url}/en/contact`, { redirect: 'manual' });
    expect([301, 308]).toContain(response.status);
    expect(response.headers.get('location')).toBe('/en/contact/');
  });
});
