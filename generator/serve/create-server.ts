import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import sirv from 'sirv';
import { headersFor, HOST_FILES } from '../host/header-rules.ts';
import { cacheControlFor } from '../host/cache-policy.ts';
import type { RouteHandler } from './form-endpoint.ts';
import { createHeaderSource } from './header-source.ts';

export interface StaticServerOptions {
  /** The built site. */
  dir: string;
  /** Locale codes: an unknown path under `/{code}/` gets that locale's not-found page. */
  locales: string[];
  /** Re-read files on every request (dev), instead of indexing the folder once. */
  live?: boolean;
  /** Handlers tried in order before static files (the form endpoint, dev's reload channel). Resolve true when handled. */
  routes?: RouteHandler[];
}

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
    compress(request, response, () => {
      if (pathname === null || HOST_FILES.has(pathname)) return sendNotFound(options, request, response);
      if (redirectToTrailingSlash(options.dir, pathname, request, response)) return;
      files(request, response, () => sendNotFound(options, request, response));
    });
  };
  // Whatever fails in answering one request (a not-found page gone as a build replaces the folder, a header value in
  // `_headers` that HTTP does not allow) fails that request alone: an unhandled rejection would end the server.
  return createServer((request, response) => {
    answer(request, response).catch(() => serverError(response));
  });
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
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\') || pathname.split('/').includes('..')) return null;
  if (/%2e|%2f|%5c/i.test(url.split('?')[0]!)) return null;
  return pathname;
}

/** `/en/contact` → 301 `/en/contact/`: every page has exactly one URL. */
function redirectToTrailingSlash(dir: string, pathname: string, request: IncomingMessage, response: ServerResponse): boolean {
  if (pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname)) return false;
  if (!existsSync(join(dir, pathname, 'index.html'))) return false;
  const query = (request.url ?? '').includes('?') ? (request.url ?? '').slice((request.url ?? '').indexOf('?')) : '';
  response.writeHead(301, { Location: `${pathname}/${query}`, 'Cache-Control': 'public, max-age=3600' });
  response.end();
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
