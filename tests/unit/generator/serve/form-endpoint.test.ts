// The contact endpoint of `serve` over HTTP, on a real SQLite file: validation, the spam rules, the rate
// limit, failures, and the mode where another host serves the site's pages.
import { mkdtemp, rm } from 'node:fs/promises';
import Database from 'better-sqlite3';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalPage } from '../../../../generator/host/contact/refusal-page.ts';
import { createStampKeySource } from '../../../../generator/host/contact/stamp-answers.ts';
import { listSubmissions } from '../../../../generator/host/contact/submission-store.ts';
import { signStamp, stampCookieName } from '../../../../generator/host/contact/visit-stamp.ts';
import { isContactForm, type ContactFormName } from '../../../../site/shared/contact-rules.ts';
import { createFormEndpoint, type FormEndpoint } from '../../../../generator/serve/form-endpoint.ts';
import { openSubmissionsDatabase, type SubmissionsDatabase } from '../../../../generator/serve/submissions-database.ts';

const locales = ['en', 'fr', 'fr-ca'];
const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/, 'nonce');
let dir: string;
const servers: Server[] = [];
let site: { port: number; database: SubmissionsDatabase; endpoint: FormEndpoint };
let remote: { port: number; database: SubmissionsDatabase };
let key: CryptoKey;

/** A server with nothing but the endpoint and the page stamps (anything else is a bare 404). */
async function start(file: string, siteOrigin: string | null = null) {
  const database = await openSubmissionsDatabase(file, { busyTimeoutMs: 50 });
  const endpoint = createFormEndpoint({ path: '/api/contact', database, locales, siteOrigin });
  const server = createServer(async (req, res) => {
    for (const route of [endpoint.route, endpoint.stampPages]) if (await route(req, res)) return;
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { port: (server.address() as { port: number }).port, database, endpoint };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'form-endpoint-'));
  // A folder that does not exist yet: the database and its folder are made on first use.
  site = await start(join(dir, 'data', 'submissions.sqlite'));
  remote = await start(join(dir, 'remote.sqlite'), 'https://www.factor.example');
  key = await createStampKeySource(site.database)();
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await site.database.close();
  await remote.database.close();
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

// Every request comes from its own loopback address unless it names one, so the rate limit only meets the test about it.
let nextAddress = 10;
function send(options: {
  body?: string;
  headers?: Record<string, string>;
  method?: string;
  path?: string;
  port?: number;
  from?: string;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: options.port ?? site.port,
        localAddress: options.from ?? `127.0.0.${(nextAddress += 1)}`,
        path: options.path ?? '/api/contact',
        method: options.method ?? 'POST',
        headers: options.headers ?? {},
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body ?? '');
  });
}

/** A new stamp of `form`, given `ageMs` ago and signed with the database's own key: by default, a visitor who took their time. */
async function stampOf(form: ContactFormName, ageMs = 10_000): Promise<string> {
  return `${stampCookieName(form)}=${await signStamp(key, form, Date.now() - ageMs)}`;
}
const formOf = (fields: unknown) => {
  const form = (fields as { form?: unknown }).form;
  return isContactForm(form) ? form : 'business';
};
const postForm = async (fields: Record<string, string>, options: { cookie?: string; from?: string } = {}) =>
  send({
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: options.cookie ?? (await stampOf(formOf(fields))) },
    from: options.from,
  });
const postJson = async (value: unknown, options: { cookie?: string; from?: string; port?: number } = {}) =>
  send({
    body: JSON.stringify(value),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Cookie: options.cookie ?? (await stampOf(formOf(value))) },
    from: options.from,
    port: options.port,
  });
const rows = () => listSubmissions(site.database);

const valid = {
  form: 'business',
  locale: 'fr-ca',
  redirect: '/fr-ca/contact/thank-you/',
  name: 'Ana Silva',
  email: 'ana@example.org',
  company: 'Acme Freight',
  topic: 'audit',
  message: 'Nous ressaisissons 2 000 factures par mois.',
  consent: 'yes',
};

describe('the contact form endpoint', () => {
  it('takes a form post, stores it, and answers 303 to the thank-you page', async () => {
    const before = (await rows()).length;
    const answer = await postForm(valid);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/fr-ca/contact/thank-you/');
    const stored = await rows();
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({
      form: 'business',
      locale: 'fr-ca',
      name: 'Ana Silva',
      email: 'ana@example.org',
      company: 'Acme Freight',
      topic: 'audit',
    });
    expect(stored.at(-1)).toMatchObject({ message: 'Nous ressaisissons 2 000 factures par mois.', deliveryState: 'none' });
    expect(Date.now() - Date.parse(stored.at(-1)!.receivedAt)).toBeLessThan(60_000);
  });

  it('never follows a redirect target other than one of the site’s thank-you pages', async () => {
    for (const redirect of [
      'https://evil.example/',
      '//evil.example/fr-ca/contact/thank-you/',
      '/fr-ca/contact/thank-you/../../admin/',
      '/de/contact/thank-you/',
      '',
    ]) {
      const answer = await postForm({ ...valid, redirect });
      expect(answer.status, redirect).toBe(303);
      expect(answer.headers.location, redirect).toBe('/fr-ca/contact/thank-you/');
    }
    expect((await postForm({ ...valid, redirect: '/fr/contact/thank-you/' })).headers.location).toBe('/fr/contact/thank-you/');
  });

  it('takes JSON and answers 201 with { ok: true }', async () => {
    const answer = await postJson({ ...valid, form: 'general', locale: 'en', company: '', topic: 'press' });
    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    expect((await rows()).at(-1)).toMatchObject({ form: 'general', locale: 'en', company: '' });
  });

  it('keeps line breaks as LF and trims what it stores', async () => {
    await postForm({ ...valid, name: '  Ana Silva ', message: 'Line one\r\nLine two\r\n' });
    expect((await rows()).at(-1)).toMatchObject({ name: 'Ana Silva', message: 'Line one\nLine two' });
  });

  it('refuses invalid JSON input with 400 and the problem of each field, and keeps nothing', async () => {
    const before = (await rows()).length;
    const answer = await postJson({
      ...valid,
      form: 'sales',
      locale: 'de',
      name: '  ',
      email: 'nope',
      message: 'x'.repeat(5001),
      consent: '',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      ok: false,
      errors: { form: 'unknown', locale: 'unknown', name: 'required', email: 'email', message: 'tooLong', consent: 'consent' },
    });
    expect(await rows()).toHaveLength(before);
  });

  it('asks for a company on business and support requests, and for a topic of the form', async () => {
    const answer = await postJson({ ...valid, form: 'support', company: '', topic: 'audit' });
    expect(JSON.parse(answer.body).errors).toEqual({ company: 'required', topic: 'unknown' });
  });

  it('answers an invalid form post with a page in the visitor’s language, and keeps nothing', async () => {
    const before = (await rows()).length;
    const answer = await postForm({ ...valid, email: 'ana@', consent: '' });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<html lang="fr-ca">');
    // The page the edge worker answers with too (tests/edge/pages-worker.test.ts): one function draws both.
    const fields = { ...valid, email: 'ana@', consent: '' };
    const expected = refusalPage(
      fields,
      { email: 'email', consent: 'consent' },
      { locales, siteOrigin: null, endpointPath: '/api/contact' },
    );
    expect(withoutNonce(answer.body)).toBe(withoutNonce(expected.body));
    expect(answer.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'nonce-/);
    expect(await rows()).toHaveLength(before);
  });

  it('normalises before it checks: a NUL-led name, a zero-width message and half a surrogate pair are refused', async () => {
    const before = (await rows()).length;
    const refused = async (fields: Record<string, string>) => JSON.parse((await postJson({ ...valid, ...fields })).body).errors;
    expect(await refused({ name: '\u0000Ana' })).toBeUndefined();
    expect(await refused({ name: '\u0000' })).toEqual({ name: 'required' });
    expect(await refused({ message: '\u200B\u200B\uFEFF' })).toEqual({ message: 'required' });
    // JSON can carry what no form can: a lone surrogate, escaped.
    const answer = await send({
      body: `{"form":"business","locale":"fr-ca","name":"Ana \\ud800","email":"ana@example.org","company":"Acme","topic":"audit","message":"Hi","consent":"yes"}`,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Cookie: await stampOf('business') },
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).errors).toEqual({ name: 'invalid' });
    const added = (await rows()).slice(before);
    expect(added.map((row) => row.name)).toEqual(['Ana']);
  });

  it('refuses unreadable JSON, other body types and bodies over 64 KB', async () => {
    const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
    expect((await send({ body: '{"form":', headers: json })).status).toBe(400);
    expect((await send({ body: '[1, 2]', headers: json })).status).toBe(400);
    expect((await send({ body: 'form=business', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect((await postForm({ ...valid, message: 'x'.repeat(65 * 1024) })).status).toBe(413);
  });

  it('stops at 64 KB also when the body comes without a length', async () => {
    const before = (await rows()).length;
    const cookie = await stampOf('business');
    const answer = await new Promise<number>((resolve, reject) => {
      const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie, 'Transfer-Encoding': 'chunked' };
      const outgoing = request({ host: '127.0.0.1', port: site.port, path: '/api/contact', method: 'POST', headers }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      outgoing.on('error', reject);
      outgoing.write(new URLSearchParams(valid).toString());
      for (let index = 0; index < 5; index += 1) outgoing.write(`&padding${index}=${'x'.repeat(16 * 1024)}`);
      outgoing.end();
    });
    expect(answer).toBe(413);
    expect(await rows()).toHaveLength(before);
  });

  it('answers 405 to other methods and leaves other paths to the next handler', async () => {
    const answer = await send({ method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, POST');
    expect((await send({ method: 'PUT', body: '{}', headers: { 'Content-Type': 'application/json' } })).status).toBe(405);
    expect((await send({ path: '/api/other' })).status).toBe(404);
  });

  it('keeps every submission of a burst, each once', async () => {
    const before = (await rows()).length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => postJson({ ...valid, name: `Visitor ${index}`, message: 'm'.repeat(3000) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const added = (await rows()).slice(before);
    expect(added.map((row) => row.name).sort()).toEqual(Array.from({ length: 8 }, (_, index) => `Visitor ${index}`).sort());
    expect(new Set(added.map((row) => row.id)).size).toBe(8);
  });
});

describe('spam', () => {
  it('answers a filled honeypot as a success and keeps nothing', async () => {
    const before = (await rows()).length;
    const form = await postForm({ ...valid, website: 'https://cheap-seo.example/' });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe('/fr-ca/contact/thank-you/');
    expect((await postJson({ ...valid, website: 'x' })).status).toBe(201);
    expect(await rows()).toHaveLength(before);
  });

  it('refuses a post with no stamp of its form being opened, and gives one for the next try', async () => {
    const before = (await rows()).length;
    const answer = await postJson(valid, { cookie: '' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ ok: false, error: 'too-fast' });
    expect(String(answer.headers['set-cookie'])).toMatch(
      /^contact-opened-business=\d+\.[\w-]{22}\.[\w-]{43}; Path=\/api\/contact; Max-Age=21600; HttpOnly; SameSite=Lax$/,
    );
    const page = await postForm(valid, {
      cookie: 'contact-opened-business=1700000000000.forged-forged-forged-for.forged-signature-forged-signature-forged-sig',
    });
    expect(page.status).toBe(400);
    expect(page.body).toContain('Patientez quelques secondes, puis renvoyez-le.');
    expect(page.body).toContain('href="/fr-ca/contact/business/"');
    expect(await rows()).toHaveLength(before);
  });

  it('refuses a form sent less than three seconds after it was opened, keeping the stamp it has', async () => {
    const answer = await postJson(valid, { cookie: await stampOf('business', 1_000) });
    expect(answer.status).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('lets one submission in per stamp: the same stamp again is told the message went, from any address, with a new stamp', async () => {
    const cookie = await stampOf('business');
    expect((await postJson({ ...valid, name: 'Once' }, { cookie })).status).toBe(201);
    const again = await postJson({ ...valid, name: 'Twice' }, { cookie });
    expect(again.status).toBe(409);
    expect(JSON.parse(again.body)).toEqual({ ok: false, error: 'already-sent' });
    expect(String(again.headers['set-cookie'])).toMatch(/^contact-opened-business=/);
    const page = await postForm({ ...valid, name: 'Thrice' }, { cookie });
    expect(page.status).toBe(409);
    expect(page.body).toContain('Ce formulaire a déjà été envoyé depuis cette page et votre message est bien arrivé');
    expect((await rows()).filter((row) => ['Once', 'Twice', 'Thrice'].includes(row.name)).map((row) => row.name)).toEqual(['Once']);
  });

  it('takes a stamp of one form for that form only', async () => {
    const general = await stampOf('general');
    const crossed = general.replace('contact-opened-general', 'contact-opened-business');
    expect((await postJson({ ...valid, name: 'Crossed' }, { cookie: crossed })).status).toBe(400);
    expect((await postJson({ ...valid, name: 'Other form' }, { cookie: general })).status).toBe(400);
    expect((await rows()).filter((row) => row.name === 'Crossed' || row.name === 'Other form')).toEqual([]);
  });

  it('refuses a stamp past its six hours', async () => {
    const answer = await postJson({ ...valid, name: 'Stale' }, { cookie: await stampOf('business', 6 * 60 * 60 * 1000 + 60_000) });
    expect(answer.status).toBe(400);
    expect(String(answer.headers['set-cookie'])).toMatch(/^contact-opened-business=/);
  });

  it('stores five submissions from one address in ten minutes, then answers 429 with the wait', async () => {
    const from = '127.0.0.250';
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await postJson({ ...valid, name: `Same sender ${index}` }, { from }));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(JSON.parse(answers[5]!.body)).toEqual({ ok: false, error: 'rate-limited' });
    expect(answers[5]!.headers['retry-after']).toBe('600');
    const page = await postForm({ ...valid, locale: 'en', redirect: '/en/contact/thank-you/' }, { from });
    expect(page.status).toBe(429);
    expect(page.body).toContain('Several messages have just been sent from your connection.');
    expect((await rows()).filter((row) => row.name.startsWith('Same sender'))).toHaveLength(5);
  });

  it('stamps the contact forms’ pages, never their page data (what a prefetch asks for), nor any other page', async () => {
    const page = await send({ method: 'GET', path: '/fr-ca/contact/support/', headers: {} });
    expect(String(page.headers['set-cookie'])).toMatch(/^contact-opened-support=.*; Path=\/api\/contact;/);
    const again = await send({ method: 'GET', path: '/fr-ca/contact/support/', headers: {} });
    expect(again.headers['set-cookie']).not.toEqual(page.headers['set-cookie']);
    expect((await send({ method: 'GET', path: '/page-data/en/contact/general/page-data.json' })).headers['set-cookie']).toBeUndefined();
    expect((await send({ method: 'GET', path: '/fr-ca/contact/' })).headers['set-cookie']).toBeUndefined();
  });

  it('gives a stamp to a form that asks for one (after a navigation in the browser), for a known form only', async () => {
    const asked = await send({ method: 'GET', path: '/api/contact?stamp=general' });
    expect(asked.status).toBe(204);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(String(asked.headers['set-cookie'])).toMatch(/^contact-opened-general=\d+\./);
    expect((await send({ method: 'GET', path: '/api/contact?stamp=payroll' })).status).toBe(400);
  });
});

describe('a failed write', () => {
  it('is an error for the visitor in their language, and loses nothing already stored', async () => {
    const before = await rows();
    // Another connection holds the database's write lock past the wait, the way a stuck writer would.
    const other = new Database(site.database.file);
    other.exec('BEGIN IMMEDIATE');
    try {
      const json = await postJson(valid);
      expect(json.status).toBe(500);
      expect(JSON.parse(json.body)).toEqual({ ok: false, error: 'server' });
      const page = await postForm(valid);
      expect(page.status).toBe(500);
      expect(page.body).toContain('Notre serveur n’a pas pu enregistrer votre message pour l’instant. Réessayez dans un instant.');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(await rows()).toEqual(before);
    expect((await postJson(valid)).status).toBe(201);
  });
});

describe('an endpoint for a site served by another host', () => {
  const origin = 'https://www.factor.example';

  it('lets the site’s origin post from scripts (CORS), and nobody else', async () => {
    const preflight = await send({
      port: remote.port,
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type, Accept');
    const other = await send({ port: remote.port, method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await send({
      port: remote.port,
      body: JSON.stringify(valid),
      headers: { 'Content-Type': 'application/json', Origin: origin },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['access-control-allow-origin']).toBe(origin);
    expect(answer.headers.vary).toBe('Origin');
  });

  it('needs no stamp (it never served the form), sends form posts back to the site, and keeps the honeypot', async () => {
    const answer = await send({
      port: remote.port,
      body: new URLSearchParams(valid).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${origin}/fr-ca/contact/thank-you/`);
    const refused = await send({
      port: remote.port,
      body: new URLSearchParams({ ...valid, email: 'x' }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(refused.body).toContain(`href="${origin}/fr-ca/contact/business/"`);
    const before = (await listSubmissions(remote.database)).length;
    await send({ port: remote.port, body: JSON.stringify({ ...valid, website: 'x' }), headers: { 'Content-Type': 'application/json' } });
    expect(await listSubmissions(remote.database)).toHaveLength(before);
    expect((await send({ port: remote.port, method: 'GET', path: '/fr-ca/contact/support/' })).headers['set-cookie']).toBeUndefined();
  });
});
