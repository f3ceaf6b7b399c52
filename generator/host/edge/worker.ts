// The Cloudflare Pages worker (advanced mode: the build bundles this into `dist/_worker.js`). It answers what
// a static host cannot: the contact endpoint (stored in D1, told to a webhook), `/` by the visitor's language,
// and it gives every response the build's `_headers`, as `site serve` does. Everything else is the static
// site, from Pages' asset server. Runs in workerd: Web APIs only, no Node.
import { splitLocalePath } from '../../../site/shared/paths.ts';
import { answerContactRequest, failureAnswer, type ContactAnswer, type ContactEndpoint } from '../contact/contact-endpoint.ts';
import { createStampKeySource, stampForPage } from '../contact/stamp-answers.ts';
import { deliverDueSubmissions, DELIVERY_POLICY, type DeliveryPolicy } from '../contact/webhook-delivery.ts';
import { headersFor, HOST_FILES, parseHeadersFile } from '../header-rules.ts';
import { negotiateRoot } from '../locale-negotiation.ts';
import { decidePath } from '../request-rules.ts';
import { d1Database, type D1Binding } from './d1-database.ts';

/** What the build knows and the worker needs, put in place of `EDGE_SITE` by esbuild (`edge-worker.ts`). */
export interface EdgeSite {
  locales: string[];
  defaultLocale: string;
  /** The path of `forms.endpoint`. */
  endpointPath: string;
  /** Set when another host serves the pages (`forms.endpoint` is absolute): see `ContactEndpoint.siteOrigin`. */
  siteOrigin: string | null;
  /** The build's `_headers` file. */
  headers: string;
}

declare const EDGE_SITE: EdgeSite;

export interface Env {
  /** Pages' static asset server. */
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** The D1 database (wrangler.toml: binding "DB"). */
  DB: D1Binding;
  /** Where every stored submission is posted (a secret: `wrangler pages secret put CONTACT_WEBHOOK_URL`). */
  CONTACT_WEBHOOK_URL?: string;
  /** Seconds before the first retry of a failed delivery, doubling after (default 60). */
  CONTACT_WEBHOOK_RETRY_SECONDS?: string;
}

interface ExecutionContext {
  waitUntil(work: Promise<unknown>): void;
}

const site = EDGE_SITE;
const rules = parseHeadersFile(site.headers);
// Per isolate: the stamp key is read from D1 once, and due deliveries are swept at most once per retry period.
const stampKeys = new WeakMap<D1Binding, () => Promise<CryptoKey>>();
let lastSweep = 0;

export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    const endpoint = contactEndpoint(env, context);
    sweepDeliveries(endpoint);
    return withHostHeaders(await route(request, url, env, endpoint), url.pathname);
  },
};

async function route(request: Request, url: URL, env: Env, endpoint: ContactEndpoint): Promise<Response> {
  const { pathname } = url;
  if (pathname === site.endpointPath || pathname === `${site.endpointPath.replace(/\/$/, '')}/`) return contact(request, endpoint);
  // Host files, with or without a slash, and not-found pages asked for as pages: as `site serve` answers them.
  if (decidePath(pathname, url.search, HOST_FILES).kind === 'not-found') return notFound(url, env);
  if (pathname === '/' && (request.method === 'GET' || request.method === 'HEAD')) {
    const { status, headers } = negotiateRoot(
      { cookie: request.headers.get('Cookie') ?? '', acceptLanguage: request.headers.get('Accept-Language') ?? '', search: url.search },
      site,
    );
    return new Response(null, { status, headers });
  }
  const response = await env.ASSETS.fetch(request);
  if (response.status === 404) return notFound(url, env);
  const stamp = await stampForPage({ method: request.method, pathname, secure: url.protocol === 'https:' }, endpoint).catch(() => null);
  if (!stamp) return response;
  const stamped = new Response(response.body, response);
  stamped.headers.append('Set-Cookie', stamp);
  return stamped;
}

function contactEndpoint(env: Env, context: ExecutionContext): ContactEndpoint {
  let keys = stampKeys.get(env.DB);
  if (!keys) stampKeys.set(env.DB, (keys = createStampKeySource(d1Database(env.DB))));
  return {
    path: site.endpointPath,
    locales: site.locales,
    database: d1Database(env.DB),
    stampKey: keys,
    siteOrigin: site.siteOrigin,
    webhookUrl: env.CONTACT_WEBHOOK_URL || null,
    deliveryPolicy: deliveryPolicy(env),
    later: (work) => context.waitUntil(work.catch((error) => console.error('Contact webhook delivery failed:', error))),
    report: (error) => console.error('Contact submission not stored:', error),
  };
}

function deliveryPolicy(env: Env): DeliveryPolicy {
  const seconds = Number(env.CONTACT_WEBHOOK_RETRY_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? { ...DELIVERY_POLICY, retryBaseMs: seconds * 1000 } : DELIVERY_POLICY;
}

/** Pages has no scheduled tasks: visits drive the retries of deliveries that failed. */
function sweepDeliveries(endpoint: ContactEndpoint): void {
  const now = Date.now();
  if (!endpoint.webhookUrl || now - lastSweep < (endpoint.deliveryPolicy ?? DELIVERY_POLICY).retryBaseMs) return;
  lastSweep = now;
  endpoint.later(deliverDueSubmissions(endpoint.database, endpoint.webhookUrl, { policy: endpoint.deliveryPolicy }));
}

async function contact(request: Request, endpoint: ContactEndpoint): Promise<Response> {
  const url = new URL(request.url);
  const contactRequest = {
    method: request.method,
    search: url.search,
    contentType: (request.headers.get('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase(),
    accept: request.headers.get('Accept') ?? '',
    origin: request.headers.get('Origin'),
    cookie: request.headers.get('Cookie') ?? '',
    secure: url.protocol === 'https:',
    address: request.headers.get('CF-Connecting-IP') ?? '',
    readBody: (limit: number) => readBody(request, limit),
  };
  let answer: ContactAnswer;
  try {
    answer = await answerContactRequest(contactRequest, endpoint);
  } catch (error) {
    console.error('Contact submission failed:', error);
    answer = failureAnswer(contactRequest, endpoint);
  }
  return new Response(answer.status === 204 || answer.status === 303 ? null : answer.body, {
    status: answer.status,
    headers: answer.headers,
  });
}

/** The body as text, or null when it is larger than `limit` bytes (then it is not read further). */
async function readBody(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The locale's not-found page (or the site's), with status 404, as `site serve` answers an unknown path. */
async function notFound(url: URL, env: Env): Promise<Response> {
  const locale = splitLocalePath(url.pathname, site.locales)?.locale;
  // Pages serves `x/404.html` at `x/404` (it redirects the `.html` form).
  const page = await env.ASSETS.fetch(new Request(new URL(locale ? `/${locale}/404` : '/404', url)));
  const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' };
  return new Response(page.ok ? page.body : 'Not found', {
    status: 404,
    headers: page.ok ? headers : { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** The `_headers` rules of the path, under the response's own headers (an answer's own Cache-Control wins). */
function withHostHeaders(response: Response, pathname: string): Response {
  const result = new Response(response.body, response);
  for (const [name, value] of Object.entries(headersFor(rules, pathname))) if (!result.headers.has(name)) result.headers.set(name, value);
  return result;
}
