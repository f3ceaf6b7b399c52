// `site serve` on a small folder, as an attacker or a careless client would ask: methods, host files, links out of the
// folder, ranges, redirects, duplicate URLs, slow clients and too many connections.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../../../generator/serve/create-server.ts';
import { decidePath, decideRange } from '../../../../generator/host/request-rules.ts';
import { HOST_FILES } from '../../../../generator/host/header-rules.ts';

const root = mkdtempSync(join(tmpdir(), 'static-server-'));
const dir = join(root, 'dist');
const outside = join(root, 'secret');
const script = 'x'.repeat(1000);
const servers: Server[] = [];

function build(): void {
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>Root</title>',
    '404.html': '<!doctype html><title>Not found</title>',
    'en/index.html': '<!doctype html><title>English</title>',
    'en/404.html': '<!doctype html><title>Page introuvable, en</title>',
    'en/contact/index.html': '<!doctype html><title>Contact</title>',
    'assets/app.js': script,
    _headers: '/*\n  X-Frame-Options: DENY\n',
    _redirects: '/old /en/ 301\n',
    '_worker.js': 'export default {}',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(outside, 'passwords.txt'), 'hunter2');
  writeFileSync(join(outside, 'index.html'), '<title>Outside</title>');
  symlinkSync(join(outside, 'passwords.txt'), join(dir, 'assets', 'leak.txt'));
  symlinkSync(outside, join(dir, 'en', 'elsewhere'));
  symlinkSync(join(dir, 'assets', 'app.js'), join(dir, 'assets', 'same.js'));
}

async function start(options: Partial<Parameters<typeof createStaticServer>[0]> = {}): Promise<URL> {
  const server = createStaticServer({ dir, locales: ['en'], ...options });
  servers.push(server);
  return new URL(await listen(server, 0, '127.0.0.1'));
}

let base: URL;
beforeAll(async () => {
  build();
  base = await start();
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request: the path goes on the wire exactly as given. */
function ask(path: string, options: { method?: string; headers?: Record<string, string>; at?: URL } = {}): Promise<Answer> {
  const at = options.at ?? base;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: at.hostname, port: at.port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('site serve refuses what it should', () => {
  it('answers GET and HEAD on files, and 405 with Allow to any other method', async () => {
    expect((await ask('/en/')).status).toBe(200);
    expect((await ask('/en/', { method: 'HEAD' })).status).toBe(200);
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'POST']) {
      const answer = await ask('/en/', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.body).not.toContain('English');
    }
  });

  it('never serves the host’s files, with or without a trailing slash', async () => {
    for (const path of ['/_headers', '/_headers/', '/_redirects', '/_redirects/', '/_worker.js', '/_worker.js/', '/_worker.js//']) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/X-Frame-Options|export default|\/old/);
    }
  });

  it('serves no file through a link that leaves the folder, and files linked inside it', async () => {
    expect((await ask('/assets/leak.txt')).status).toBe(404);
    expect((await ask('/en/elsewhere/')).body).not.toContain('Outside');
    expect((await ask('/en/elsewhere/passwords.txt')).status).toBe(404);
    expect((await ask('/assets/same.js')).body).toBe(script);
  });

  it('answers ranges as RFC 9110 says: suffixes, the end of the file, 416 past it, the whole file for the rest', async () => {
    const part = (range: string, extra: Record<string, string> = {}) => ask('/assets/app.js', { headers: { Range: range, ...extra } });
    const suffix = await part('bytes=-50');
    expect([suffix.status, suffix.headers['content-range'], suffix.body.length]).toEqual([206, 'bytes 950-999/1000', 50]);
    const first = await part('bytes=0-0');
    expect([first.status, first.headers['content-range'], first.body]).toEqual([206, 'bytes 0-0/1000', 'x']);
    const tail = await part('bytes=990-5000');
    expect([tail.status, tail.headers['content-range'], tail.body.length]).toEqual([206, 'bytes 990-999/1000', 10]);
    const past = await part('bytes=1000-');
    expect([past.status, past.headers['content-range'], past.body]).toEqual([416, 'bytes */1000', '']);
    for (const malformed of ['bytes=abc', 'bytes=50-10', 'bytes=0-10,20-30', 'items=0-5', 'bytes=-']) {
      const whole = await part(malformed);
      expect([whole.status, whole.body.length], malformed).toEqual([200, 1000]);
    }
    const changed = await part('bytes=0-9', { 'If-Range': 'W/"1-1"' });
    expect([changed.status, changed.body.length]).toEqual([200, 1000]);
  });

  it('redirects only to absolute paths on this host', async () => {
    for (const [path, location] of [
      ['/.//en', '/en'],
      ['//en/', '/en/'],
      ['//evil.example/', '/evil.example/'],
      ['/en//contact/?x=1', '/en/contact/?x=1'],
      ['/en/contact', '/en/contact/'],
    ] as const) {
      const answer = await ask(path);
      expect([answer.status, answer.headers.location], path).toEqual([301, location]);
    }
  });

  it('serves a page at one URL: no not-found page as a page, no …/index', async () => {
    for (const path of ['/en/404', '/en/404.html', '/en/404/', '/404.html', '/404']) {
      const answer = await ask(path);
      expect(answer.status, path).toBe(404);
    }
    expect((await ask('/en/404')).body).toContain('Page introuvable, en');
    for (const [path, location] of [
      ['/en/index.html', '/en/'],
      ['/en/index', '/en/'],
      ['/en/contact/index.html?ref=mail', '/en/contact/?ref=mail'],
      ['/index.html', '/'],
    ] as const) {
      const answer = await ask(path);
      expect([answer.status, answer.headers.location], path).toEqual([301, location]);
    }
  });
});

describe('site serve and slow or many clients', () => {
  /** A raw connection, read as it comes (a connection's end is only seen once what came before it is read). */
  const opened = (at: URL): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const socket = connect(Number(at.port), at.hostname, () => resolve(socket));
      socket.on('error', reject);
      socket.resume();
    });
  const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once('close', () => resolve())));

  it('closes a connection whose request body trickles in past the request timeout', async () => {
    // A handler that reads the whole body before it answers, as the contact endpoint does.
    const readsBody = (request: IncomingMessage, response: ServerResponse) => {
      if (request.method !== 'POST') return false;
      request.resume();
      request.on('end', () => response.end('read'));
      return true;
    };
    const at = await start({ timeouts: { headersMs: 300, requestMs: 600 }, routes: [readsBody] });
    const socket = await opened(at);
    socket.on('error', () => undefined);
    socket.write('POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n');
    // A byte now and then, for far longer than the request may take.
    const trickle = setInterval(() => socket.writable && socket.write('a'), 100);
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    await closed(socket);
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never finishes its headers', async () => {
    const at = await start({ timeouts: { headersMs: 300, requestMs: 600 } });
    const socket = await opened(at);
    socket.on('error', () => undefined);
    socket.write('GET /en/ HTTP/1.1\r\nHost: x\r\n');
    await closed(socket);
  });

  it('refuses connections beyond its cap, and takes new ones once others end', async () => {
    const at = await start({ maxConnections: 2 });
    const server = servers.at(-1)!;
    // The server's side of each connection it took, to know when it has seen one end.
    const taken: Socket[] = [];
    server.on('connection', (socket: Socket) => taken.push(socket));
    const held = [await opened(at), await opened(at)];
    const third = await opened(at);
    third.on('error', () => undefined);
    await closed(third);
    expect(taken).toHaveLength(2);
    for (const socket of held) socket.destroy();
    await Promise.all(taken.map(closed));
    expect((await ask('/en/', { at })).status).toBe(200);
  });
});

describe('the request rules', () => {
  it('decide paths', () => {
    expect(decidePath('/en/', '', HOST_FILES)).toEqual({ kind: 'serve' });
    expect(decidePath('/_routes.json/', '', HOST_FILES)).toEqual({ kind: 'not-found' });
    expect(decidePath('//x//y', '?q', HOST_FILES)).toEqual({ kind: 'redirect', location: '/x/y?q' });
  });

  it('decide ranges of an empty file', () => {
    expect(decideRange('bytes=0-', 0, undefined, 'e')).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=-5', 0, undefined, 'e')).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange('bytes=-0', 10, undefined, 'e')).toEqual({ kind: 'unsatisfiable' });
    expect(decideRange(undefined, 10, undefined, 'e')).toEqual({ kind: 'whole' });
    expect(decideRange('bytes=2-3', 10, 'e', 'e')).toEqual({ kind: 'part', start: 2, end: 3 });
  });
});
