import { readFileSync, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormEndpoint } from '../../generator/serve/form-endpoint.ts';

let server: Server;
let port: number;
let dir: string;
let file: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-'));
  file = join(dir, 'submissions', 'contact.jsonl');
  const endpoint = createFormEndpoint({ path: '/api/contact', file, locales: ['en', 'fr-ca'] });
  server = createServer((req, res) => {
    if (!endpoint(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

function send(body: string, headers: Record<string, string>, method = 'POST'): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/api/contact', method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, location: response.headers.location, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);
const valid = { form: 'business', locale: 'fr-ca', name: 'Ana Silva', email: 'ana@example.org', company: 'Acme', topic: 'audit', message: 'Hello', consent: 'yes' };

describe('the contact form endpoint', () => {
  it('takes a plain form post, keeps it as a JSON line and answers 303 to the thank-you page', async () => {
    const response = await send(new URLSearchParams({ ...valid, redirect: 'https://evil.example/' }).toString(), { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(303);
    expect(response.location).toBe('/fr-ca/contact/thank-you/');
    expect(JSON.parse(lines().at(-1)!)).toMatchObject({ form: 'business', locale: 'fr-ca', name: 'Ana Silva', email: 'ana@example.org', company: 'Acme', topic: 'audit', message: 'Hello' });
  });

  it('takes JSON and answers 201', async () => {
    const before = lines().length;
    const response = await send(JSON.stringify({ ...valid, locale: 'en' }), { 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body)).toEqual({ ok: true, redirect: '/en/contact/thank-you/' });
    expect(lines().length).toBe(before + 1);
  });

  it('refuses invalid input with field errors and keeps nothing', async () => {
    const before = lines().length;
    const response = await send(JSON.stringify({ ...valid, email: 'nope', consent: '', company: '', form: 'sales' }), { 'Content-Type': 'application/json' });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).errors).toEqual({ email: 'email', consent: 'consent', form: 'unknown', company: 'required' });
    expect(lines().length).toBe(before);
  });

  it('answers 405 to other methods and 413 to oversized bodies', async () => {
    expect((await send('', {}, 'GET')).status).toBe(405);
    expect((await send('x'.repeat(70 * 1024), { 'Content-Type': 'text/plain' })).status).toBe(413);
  });
});
