import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormEndpoint } from '../../generator/serve/form-endpoint.ts';

let server: Server;
let origin: { host: string; port: number };
let dir: string;
let file: string;
let brokenPort: number;
let brokenServer: Server;

/** A server with nothing but the endpoint (anything else is a bare 404). */
async function startServer(submissions: string): Promise<{ server: Server; port: number }> {
  const endpoint = createFormEndpoint({ path: '/api/contact', file: submissions, locales: ['en', 'fr', 'fr-ca'] });
  const started = createServer((req, res) => {
    if (!endpoint(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', () => resolve()));
  return { server: started, port: (started.address() as { port: number }).port };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'form-endpoint-'));
  // A folder that does not exist yet: the endpoint creates it.
  file = join(dir, 'cache', 'submissions.jsonl');
  const started = await startServer(file);
  server = started.server;
  origin = { host: '127.0.0.1', port: started.port };
  // The submissions "folder" is a file here, so writing fails.
  writeFileSync(join(dir, 'not-a-folder'), '');
  const broken = await startServer(join(dir, 'not-a-folder', 'submissions.jsonl'));
  brokenServer = broken.server;
  brokenPort = broken.port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => brokenServer.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(options: { body?: string; headers?: Record<string, string>; method?: string; path?: string; port?: number }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ ...origin, port: options.port ?? origin.port, path: options.path ?? '/api/contact', method: options.method ?? 'POST', headers: options.headers ?? {} }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(options.body ?? '');
  });
}

const postForm = (fields: Record<string, string>, extra: Record<string, string> = {}) =>
  send({ body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...extra } });
const postJson = (value: unknown, port?: number) => send({ body: JSON.stringify(value), headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, port });
const lines = (): Record<string, unknown>[] => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line)) : []);

const valid = { form: 'business', locale: 'fr-ca', redirect: '/fr-ca/contact/thank-you/', name: 'Ana Silva', email: 'ana@example.org', company: 'Acme Freight', topic: 'audit', message: 'Nous ressaisissons 2 000 factures par mois.', consent: 'yes' };

describe('the contact form endpoint', () => {
  it('takes a form post, appends it as one JSON line, and answers 303 to the thank-you page', async () => {
    const before = lines().length;
    const answer = await postForm(valid);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/fr-ca/contact/thank-you/');
    expect(lines()).toHaveLength(before + 1);
    const line = lines().at(-1)!;
    expect(Object.keys(line)).toEqual(['receivedAt', 'form', 'locale', 'name', 'email', 'company', 'topic', 'message']);
    expect(line).toMatchObject({ form: 'business', locale: 'fr-ca', name: 'Ana Silva', email: 'ana@example.org', company: 'Acme Freight', topic: 'audit', message: 'Nous ressaisissons 2 000 factures par mois.' });
    expect(Date.now() - Date.parse(line.receivedAt as string)).toBeLessThan(60_000);
  });

  it('never follows a redirect target other than one of the site’s thank-you pages', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example/fr-ca/contact/thank-you/', '/fr-ca/contact/thank-you/../../admin/', '/de/contact/thank-you/', '/fr-ca/contact/', '']) {
      const answer = await postForm({ ...valid, redirect });
      expect(answer.status, redirect).toBe(303);
      expect(answer.headers.location, redirect).toBe('/fr-ca/contact/thank-you/');
    }
    expect((await postForm({ ...valid, redirect: '/fr/contact/thank-you/' })).headers.location).toBe('/fr/contact/thank-you/');
  });

  it('takes JSON and answers 201 with { ok: true }', async () => {
    const before = lines().length;
    const answer = await postJson({ ...valid, form: 'general', locale: 'en', company: '', topic: 'press' });
    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    expect(lines()).toHaveLength(before + 1);
    expect(lines().at(-1)).toMatchObject({ form: 'general', locale: 'en', company: '' });
  });

  it('keeps line breaks as LF and trims what it stores', async () => {
    await postForm({ ...valid, name: '  Ana Silva ', message: 'Line one\r\nLine two\r\n' });
    expect(lines().at(-1)).toMatchObject({ name: 'Ana Silva', message: 'Line one\nLine two' });
  });

  it('refuses invalid JSON input with 400 and the problem of each field, and keeps nothing', async () => {
    const before = lines().length;
    const answer = await postJson({ ...valid, form: 'sales', locale: 'de', name: '  ', email: 'nope', topic: 'audit', message: 'x'.repeat(5001), consent: '' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ ok: false, errors: { form: 'unknown', locale: 'unknown', name: 'required', email: 'email', message: 'tooLong', consent: 'consent' } });
    expect(lines()).toHaveLength(before);
  });

  it('asks for a company on business and support requests, and for a topic of the form', async () => {
    const answer = await postJson({ ...valid, form: 'support', company: '', topic: 'audit' });
    expect(JSON.parse(answer.body).errors).toEqual({ company: 'required', topic: 'unknown' });
  });

  it('answers an invalid form post with a page in the visitor’s language, and keeps nothing', async () => {
    const before = lines().length;
    const answer = await postForm({ ...valid, email: 'ana@', consent: '' });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<html lang="fr-ca">');
    expect(answer.body).toContain('Adresse e-mail professionnelle : saisissez une adresse du type nom@entreprise.com.');
    expect(answer.body).toContain('href="/fr-ca/contact/business/"');
    expect(lines()).toHaveLength(before);
  });

  it('refuses unreadable JSON, other body types and bodies over 64 KB', async () => {
    expect((await send({ body: '{"form":', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await send({ body: '[1, 2]', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    expect((await send({ body: 'form=business', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    const large = await postForm({ ...valid, message: 'x'.repeat(65 * 1024) });
    expect(large.status).toBe(413);
  });

  it('stops at 64 KB also when the body comes without a length', async () => {
    const before = lines().length;
    const answer = await new Promise<number>((resolve, reject) => {
      const outgoing = request({ ...origin, path: '/api/contact', method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' } }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      });
      outgoing.on('error', reject);
      outgoing.write(new URLSearchParams(valid).toString());
      for (let index = 0; index < 5; index += 1) outgoing.write(`&padding${index}=${'x'.repeat(16 * 1024)}`);
      outgoing.end();
    });
    expect(answer).toBe(413);
    expect(lines()).toHaveLength(before);
  });

  it('answers 405 to other methods and leaves other paths to the next handler', async () => {
    const answer = await send({ method: 'GET' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect((await send({ method: 'PUT', body: '{}', headers: { 'Content-Type': 'application/json' } })).status).toBe(405);
    expect((await send({ path: '/api/other' })).status).toBe(404);
  });

  it('keeps every submission of a burst, one whole line each', async () => {
    const before = lines().length;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, index) => postJson({ ...valid, name: `Visitor ${index}`, message: 'm'.repeat(3000) })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const added = lines().slice(before);
    expect(added.map((line) => line.name).sort()).toEqual(Array.from({ length: 8 }, (_, index) => `Visitor ${index}`).sort());
  });

  it('answers 500 without throwing when the submission cannot be written, and keeps serving', async () => {
    const answer = await postJson(valid, brokenPort);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ ok: false, error: 'server' });
    expect((await postJson(valid, brokenPort)).status).toBe(500);
  });
});
