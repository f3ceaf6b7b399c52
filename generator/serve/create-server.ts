import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import { lookup as contentTypeOf } from 'mrmime';
import sirv from 'sirv';
import { headersFor, HOST_FILES } from '../host/header-rules.ts';
import { cacheControlFor } from '../host/cache-policy.ts';
import type { RouteHandler } from './form-endpoint.ts';
import { createHeaderSource } from './header-source.ts';
import { decidePath, decideRange, STATIC_METHODS } from '../host/request-rules.ts';
import { createFileLookup, type SiteFile } from './site-files.ts';

export interface StaticServerOptions {
  /** The built site. */
  dir: string;
  /** Locale codes: an unknown path under `/{code}/` gets that locale's not-found page. */
  locales: string[];
  /** Re-read files on every request (dev), instead of indexing the folder once. */
  live?: boolean;
  /** Handlers tried in order before static files (the form endpoint, dev's reload channel). Resolve true when handled. */
  routes?: RouteHandler[];
  /** How long a client has to send its request's headers, and its whole request (a slow client holds a connection). */
  timeouts?: { headersMs: number; requestMs: number };
  /** Connections held at once; those beyond are refused. */
  maxConnections?: number;
}

/** Seconds, not minutes: a client that trickles a request holds one of a few hundred connections only that long. */
const TIMEOUTS = { headersMs: 10_000, requestMs: 20_000 };
const MAX_CONNECTIONS = 512;

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * A static file server over the built site: content types, gzip/brotli, ETag/304, the headers of the build's
 * own `_headers` file (security headers and caching, exactly as a host applies them), the locale's not-found
 * page with status 404, and nothing outside the folder.
 */
export function createStaticServer(options: StaticServerOptions): Server {
  // Brotli's default 4 MiB window, allocated for every response, kept the server's memory climbing under load
  // (the allocator does not hand it back); a 1 MiB window holds the site's largest text file (the sitemap,
  // about 750 KB) and compresses as well.
  const compress = compression({ threshold: 512, brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 20 } } }) as unknown as Handler;
  const rules = createHeaderSource(options.dir);
  const files = sirv(options.dir, {
    dev: options.live ?? false,
    etag: true,
    dotfiles: false,
    extensions: ['html'],
    // A build without `_headers` (older than host configuration) still gets sensible caching.
    setHeaders: (response, pathname) => {
      if (!response.hasHeader('Cache-Control')) response.setHeader('Cache-Control', cacheControlFor(pathname));
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
    onNoMatch: (request, response) => sendNotFound(options, request, response),
  });
  const lookup = createFileLookup(options.dir, options.live ?? false);
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    // sirv streams a file without listening for the stream's errors: a file gone between its lookup and its reading
    // (a build swapping the folder being served) threw, and took the server down. That response is cut off instead.
    response.on('pipe', (source: NodeJS.ReadableStream) => source.once('error', () => response.destroy()));
    const pathname = safePathname(request.url ?? '/');
    // First, so that the form endpoint's answers and the not-found pages carry the security headers too.
    if (pathname !== null) for (const [name, value] of Object.entries(headersFor(rules(), pathname))) response.setHeader(name, value);
    for (const route of options.routes ?? []) {
      try {
        if (await route(request, response)) return;
      } catch {
        // Routes answer their own failures; this only keeps a bug in one from taking the server down.
        serverError(response);
        return;
      }
    }
    if (!(STATIC_METHODS as readonly string[]).includes(request.method ?? '')) return methodNotAllowed(response);
    if (pathname === null) return sendNotFound(options, request, response);
    const search = (request.url ?? '').includes('?') ? (request.url ?? '').slice((request.url ?? '').indexOf('?')) : '';
    const decision = decidePath(pathname, search, HOST_FILES);
    if (decision.kind === 'not-found') return sendNotFound(options, request, response);
    if (decision.kind === 'redirect') return redirect(response, decision.location);
    if (redirectToTrailingSlash(options.dir, pathname, search, response)) return;
    const file = lookup(pathname);
    if (!file) return sendNotFound(options, request, response);
    const range = decideRange(headerOf(request, 'range'), file.size, headerOf(request, 'if-range'), file.etag);
    if (range.kind === 'unsatisfiable') return rangeNotSatisfiable(response, file);
    if (range.kind === 'part') return sendPart(request, response, pathname, file, range);
    delete request.headers.range;
    compress(request, response, () => files(request, response, () => sendNotFound(options, request, response)));
  };
  // Whatever fails in answering one request (a not-found page gone as a build replaces the folder, a header value in
  // `_headers` that HTTP does not allow) fails that request alone: an unhandled rejection would end the server.
  const timeouts = options.timeouts ?? TIMEOUTS;
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // How often Node looks for requests past their time (its default, 30 s, would let them run that much longer).
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs),
    },
    (request, response) => {
      answer(request, response).catch(() => serverError(response));
    },
  );
  server.maxConnections = options.maxConnections ?? MAX_CONNECTIONS;
  return server;
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function methodNotAllowed(response: ServerResponse): void {
  response.writeHead(405, {
    Allow: STATIC_METHODS.join(', '),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end('Method not allowed');
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(301, { Location: location, 'Cache-Control': 'public, max-age=3600' });
  response.end();
}

function rangeNotSatisfiable(response: ServerResponse, file: SiteFile): void {
  response.writeHead(416, { 'Content-Range': `bytes */${file.size}`, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  response.end();
}

/** A 206 with the bytes asked for, never compressed (the range is of the file as it is). */
function sendPart(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  file: SiteFile,
  range: { start: number; end: number },
): void {
  const type = contentTypeOf(file.path) ?? 'application/octet-stream';
  response.writeHead(206, {
    'Content-Type': type === 'text/html' ? 'text/html;charset=utf-8' : type,
    'Content-Length': range.end - range.start + 1,
    'Content-Range': `bytes ${range.start}-${range.end}/${file.size}`,
    'Accept-Ranges': 'bytes',
    ETag: file.etag,
    'Cache-Control': String(response.getHeader('Cache-Control') ?? cacheControlFor(pathname)),
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file.path, range).pipe(response);
}

function serverError(response: ServerResponse): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  response.writeHead(500, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  response.end('Server error');
}

/** The decoded path, or null when it tries to leave the folder (`..`, encoded slashes, NUL). */
export function safePathname(url: string): string | null {
  let pathname: string;
  try {
    // An origin-form target (`/en/`, `//en/`) is a path: never read as a URL whose host is its first segment.
    pathname = decodeURIComponent(new URL(url.startsWith('/') ? `http://localhost${url}` : url).pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').includes('..')) return null;
  if (/%2e|%2f|%5c/i.test(url.split('?')[0]!)) return null;
  return pathname;
}

/** `/en/contact` → 301 `/en/contact/`: every page has exactly one URL. */
function redirectToTrailingSlash(dir: string, pathname: string, search: string, response: ServerResponse): boolean {
  if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return false;
  if (!existsSync(join(dir, pathname, 'index.html'))) return false;
  redirect(response, `${pathname}/${search}`);
  return true;
}

function sendNotFound(options: StaticServerOptions, request: IncomingMessage, response: ServerResponse): void {
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  const locale = options.locales.find((code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`));
  const candidates = [locale ? join(options.dir, locale, '404.html') : null, join(options.dir, '404.html')];
  const page = candidates.find((file): file is string => file !== null && existsSync(file) && statSync(file).isFile());
  response.statusCode = 404;
  response.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  if (!page) {
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('Not found');
    return;
  }
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.end(request.method === 'HEAD' ? undefined : readFileSync(page));
}

/** Starts listening; resolves with the URL. */
export function listen(server: Server, port: number, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actualPort}/`);
    });
  });
}
