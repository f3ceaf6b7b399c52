// The contact endpoint of `serve` and `dev`: Node's request and response around the endpoint every platform
// shares (generator/host/contact/), over the SQLite file of `submissions-database.ts`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import {
  answerContactRequest,
  failureAnswer,
  type ContactAnswer,
  type ContactEndpoint,
  type ContactRequest,
} from '../host/contact/contact-endpoint.ts';
import { createStampKeySource, stampForPage } from '../host/contact/stamp-answers.ts';
import type { SpamPolicy } from '../host/contact/spam-rules.ts';
import type { SqlDatabase } from '../host/contact/submission-store.ts';
import { deliverDueSubmissions, type DeliveryPolicy } from '../host/contact/webhook-delivery.ts';

export interface FormEndpointOptions {
  /** The URL path the forms post to (the path of `forms.endpoint`, e.g. `/api/contact`). */
  path: string;
  database: SqlDatabase;
  /** The site's locale codes: a submission must name one, and only their thank-you pages are redirect targets. */
  locales: string[];
  /** The site's origin when its pages are served by another host (see `ContactEndpoint.siteOrigin`). */
  siteOrigin?: string | null;
  /** Where every stored submission is posted. */
  webhookUrl?: string | null;
  /** Behind a reverse proxy: the sender is the last address of `X-Forwarded-For`, HTTPS from `X-Forwarded-Proto`. */
  trustProxy?: boolean;
  spamPolicy?: SpamPolicy;
  deliveryPolicy?: DeliveryPolicy;
  /** Told of every failure (a database that cannot be written, a webhook sweep that threw). */
  onError?: (error: unknown) => void;
}

/** A route handler of `createStaticServer`: true when it answered the request. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>;

export interface FormEndpoint {
  /** Answers requests to the endpoint's path. */
  route: RouteHandler;
  /** Gives contact form pages their visit stamp; never answers (runs before the static files). */
  stampPages: RouteHandler;
  /** Sends the submissions whose webhook delivery is due (serve runs it on a timer too). */
  deliverDue(): Promise<void>;
  /** Resolves when the deliveries started after answers are done. */
  settled(): Promise<void>;
}

export function createFormEndpoint(options: FormEndpointOptions): FormEndpoint {
  const running = new Set<Promise<unknown>>();
  const report = options.onError ?? (() => {});
  const endpoint: ContactEndpoint = {
    path: options.path,
    locales: options.locales,
    database: options.database,
    stampKey: createStampKeySource(options.database),
    siteOrigin: options.siteOrigin ?? null,
    webhookUrl: options.webhookUrl ?? null,
    spamPolicy: options.spamPolicy,
    deliveryPolicy: options.deliveryPolicy,
    later: (work) => {
      const tracked = work.catch(report).finally(() => running.delete(tracked));
      running.add(tracked);
    },
    report,
  };

  const route: RouteHandler = async (request, response) => {
    if (!matches(request.url, options.path)) return false;
    const contact = toContactRequest(request, options.trustProxy ?? false);
    let answer: ContactAnswer;
    try {
      answer = await answerContactRequest(contact, endpoint);
    } catch (error) {
      report(error);
      request.resume();
      answer = failureAnswer(contact, endpoint);
    }
    send(response, answer);
    return true;
  };

  const stampPages: RouteHandler = async (request, response) => {
    try {
      const contact = toContactRequest(request, options.trustProxy ?? false);
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      const cookie = await stampForPage({ method: contact.method, pathname, secure: contact.secure }, endpoint);
      // Set before the static files answer, which keep the headers already set.
      if (cookie) response.setHeader('Set-Cookie', cookie);
    } catch (error) {
      // The page is served without a stamp; its visitor is asked to send again, and gets one then.
      report(error);
    }
    return false;
  };

  return {
    route,
    stampPages,
    deliverDue: async () => {
      if (options.webhookUrl) await deliverDueSubmissions(options.database, options.webhookUrl, { policy: options.deliveryPolicy });
    },
    settled: async () => {
      while (running.size) await Promise.all(running);
    },
  };
}

function matches(url: string | undefined, path: string): boolean {
  const pathname = (url ?? '/').split('?')[0]!;
  return pathname === path || pathname === `${path.replace(/\/$/, '')}/`;
}

function toContactRequest(request: IncomingMessage, trustProxy: boolean): ContactRequest {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? '');
  };
  const forwarded = trustProxy
    ? header('x-forwarded-for')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .at(-1)
    : undefined;
  const socketAddress = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return {
    method: request.method ?? 'GET',
    search: new URL(request.url ?? '/', 'http://localhost').search,
    contentType: header('content-type').split(';')[0]!.trim().toLowerCase(),
    accept: header('accept'),
    origin: request.headers.origin ?? null,
    cookie: header('cookie'),
    secure: Boolean((request.socket as TLSSocket).encrypted) || (trustProxy && header('x-forwarded-proto') === 'https'),
    address: forwarded ?? socketAddress,
    readBody: (limit) => readBody(request, limit),
  };
}

function send(response: ServerResponse, answer: ContactAnswer): void {
  // An oversized body is not read to its end: closing the connection is how the client learns to stop.
  const headers = answer.status === 413 ? { ...answer.headers, Connection: 'close' } : answer.headers;
  response.writeHead(answer.status, headers).end(answer.body);
}

/**
 * The body as text, or null when it is larger than `limit`. The rest of an oversized body is read and
 * dropped (not kept) until the answer closes the connection, so the client still gets that answer.
 */
function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  if (Number(request.headers['content-length'] ?? 0) > limit) {
    request.resume();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) {
        settled = true;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
    request.on('error', reject);
    request.on('close', () => {
      if (!settled) reject(new Error('The client closed the connection before sending the whole form.'));
    });
  });
}
