import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scriptHash } from '../../generator/shared/script-hashes.ts';
import { cacheControlFor } from '../../generator/host/cache-policy.ts';
import { headersFor, HOST_FILES, parseHeadersFile } from '../../generator/host/header-rules.ts';
import { listBuiltFiles } from '../support/built-site.ts';
import { serveBuild } from '../support/serve-build.ts';

let server: Awaited<ReturnType<typeof serveBuild>>;
let base: URL;

beforeAll(async () => {
  server = await serveBuild(inject('builtFixture'));
  base = new URL(server.url);
});
afterAll(async () => {
  await server.close();
});

/** A raw request: the path goes on the wire exactly as given (fetch would normalise `..`). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: base.hostname, port: base.port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('site serve', () => {
  it('serves pages with the right content type and revalidation', async () => {
    const response = await get('/en-gb/contact/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.body.toString()).toContain(`<html lang="en-gb" `);
  });

  it('gives hashed assets a year of immutable caching and the right types', async () => {
    const html = (await get('/en/')).body.toString();
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    const style = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
    const js = await get(script);
    expect(js.headers['content-type']).toMatch(/^text\/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(style)).headers['content-type']).toMatch(/^text\/css/);
    expect((await get('/page-data/en/page-data.json')).headers['content-type']).toMatch(/^application\/json/);
    expect((await get('/manifest-en.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect((await get('/sitemap.xml')).headers['content-type']).toMatch(/xml/);
  });

  it('compresses with brotli or gzip as the client asks', async () => {
    const brotli = await get('/en/', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const gzip = await get('/en/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await get('/en/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/en/audit/');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await get('/en/audit/', { 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it("answers an unknown path under a locale with that locale's not-found page and 404", async () => {
    const french = await get('/fr/nulle-part/');
    expect(french.status).toBe(404);
    expect(french.body.toString()).toContain(`<html lang="fr" `);
    const regional = await get('/en-gb/services/quantum/');
    expect(regional.status).toBe(404);
    expect(regional.body.toString()).toContain(`<html lang="en-gb" `);
    const outside = await get('/nowhere/');
    expect(outside.status).toBe(404);
    expect(outside.body.toString()).toContain(`<html lang="en" `);
    expect((await get('/fr/nulle-part/', {}, 'HEAD')).status).toBe(404);
  });

  it('redirects a page path without its trailing slash', async () => {
    const response = await get('/en/contact?from=mail');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/en/contact/?from=mail');
  });

  it('never serves a file outside the built folder', async () => {
    for (const path of [
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/en/../../site.config.json',
      '/assets/..%5c..%5cpackage.json',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toContain('"dependencies"');
      expect(response.body.toString(), path).not.toContain('root:');
    }
  });

  it('applies the build’s own _headers, exactly as a host would, and never serves it', async () => {
    const dir = inject('builtFixture');
    const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
    for (const path of [
      '/',
      '/en/',
      '/en-gb/contact/',
      '/en/feed.xml',
      '/sitemap.xml',
      '/page-data/app-data.json',
      '/favicon.ico',
      '/sw.js',
      '/en/no-such-page/',
    ]) {
      const response = await get(path);
      for (const [name, value] of Object.entries(headersFor(rules, path)))
        expect(response.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
    }
    expect((await get('/en/feed.xml')).headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    for (const file of HOST_FILES) expect((await get(file)).status, file).toBe(404);
  });
});

describe('host configuration', () => {
  it('gives every built file one Cache-Control from the cache policy, and the policy hashes the root page’s script', () => {
    const dir = inject('builtFixture');
    const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
    for (const file of listBuiltFiles(dir).filter((name) => !HOST_FILES.has(`/${name}`))) {
      const headers = headersFor(rules, `/${file}`);
      expect(headers['Cache-Control'], file).toBe(cacheControlFor(`/${file}`));
      expect(headers['Content-Security-Policy'], file).toBeTruthy();
    }
    const rootScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))![1]!;
    expect(headersFor(rules, '/')['Content-Security-Policy']).toContain(scriptHash(rootScript));
  });

  it('writes _redirects with a 404 rule for every locale', () => {
    const dir = inject('builtFixture');
    const redirects = readFileSync(join(dir, '_redirects'), 'utf8');
    for (const line of redirects.split('\n').filter((entry) => entry && !entry.startsWith('#')))
      expect(line).toMatch(/^\S+\s+\S+\s+(301|302|404)(\s+\w+=\S+)?$/);
    for (const code of ['en', 'fr', 'en-gb']) expect(redirects).toContain(`/${code}/*  /${code}/404.html  404`);
  });
});
