// The contact endpoint, once for every platform: `serve` (Node) and the edge worker (workerd) each turn
// their request into a `ContactRequest` and the `ContactAnswer` back into their response.
import { isThankYouPath, thankYouPath } from '../../../site/shared/contact-rules.ts';
import { refusalPage, type AnswerPage, type RefusalReason } from './refusal-page.ts';
import { judgeSubmission, rateLimitSince, SPAM_POLICY, type SpamPolicy } from './spam-rules.ts';
import { honeypotValue, MAX_BODY_BYTES, parseFields, validateSubmission, type Submission, type SubmissionErrors } from './submission.ts';
import { newStamp, stampAnswer } from './stamp-answers.ts';
import { storeSubmission, type SqlDatabase } from './submission-store.ts';
import { addressKey, readStamp } from './visit-stamp.ts';
import { deliverDueSubmissions, type DeliveryPolicy } from './webhook-delivery.ts';

export interface ContactRequest {
  method: string;
  /** The query string (`?stamp=business` asks for a visit stamp). */
  search: string;
  /** The body's media type, lower-case, without parameters. */
  contentType: string;
  accept: string;
  origin: string | null;
  cookie: string;
  /** Whether it came over HTTPS (a stamp given in the answer is then `Secure`). */
  secure: boolean;
  /** The sender's address: the rate limit's key. */
  address: string;
  /** The body as text, or null when it is larger than `limit` bytes. */
  readBody(limit: number): Promise<string | null>;
}

export interface ContactAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ContactEndpoint {
  /** The endpoint's URL path: visit stamps are sent back to it only. */
  path: string;
  locales: readonly string[];
  database: SqlDatabase;
  /** The HMAC key of visit stamps and address hashes (see `createStampKeySource`). */
  stampKey: () => Promise<CryptoKey>;
  /**
   * The site's origin when another host serves its pages (`forms.endpoint` is an absolute URL): that origin
   * may post from scripts (CORS), redirects point back to it, and no visit stamp is asked for, since this
   * endpoint never served the form. Null when the endpoint serves the site itself.
   */
  siteOrigin: string | null;
  /** Where every stored submission is posted; null for none. */
  webhookUrl: string | null;
  /** Keeps work going after the answer is sent (the edge's `waitUntil`). */
  later: (work: Promise<unknown>) => void;
  /** Told why a submission could not be stored (the visitor is told it was not). */
  report: (error: unknown) => void;
  spamPolicy?: SpamPolicy;
  deliveryPolicy?: DeliveryPolicy;
  now?: () => number;
}

/**
 * Answers one request to the endpoint: validation with the form's own rules, the spam rules, then the row
 * is stored (the rate limit is part of that write) before the answer says so, and the webhook is told after.
 * A database that fails is reported and answered with a 500 in the visitor's language. Throws only when the
 * request itself cannot be read (a connection cut mid-body): the caller answers with `failureAnswer`.
 */
export async function answerContactRequest(request: ContactRequest, endpoint: ContactEndpoint): Promise<ContactAnswer> {
  const json = wantsJson(request);
  const cors = corsHeaders(request, endpoint.siteOrigin);
  const refuse = (
    status: number,
    value: object,
    fields: Record<string, unknown> | null,
    problem: SubmissionErrors | RefusalReason,
    headers = {},
  ) => answer(status, json, value, () => refusalPage(fields, problem, answerContext(endpoint)), { ...cors, ...headers });

  if (request.method === 'OPTIONS' && endpoint.siteOrigin) return preflight(cors);
  if (request.method === 'GET' && new URLSearchParams(request.search).has('stamp')) return stampAnswer(request, endpoint);
  if (request.method !== 'POST')
    return refuse(405, { ok: false, error: 'method' }, null, 'method', { Allow: endpoint.siteOrigin ? 'POST, OPTIONS' : 'GET, POST' });
  const kind = bodyKind(request.contentType);
  if (kind === 'other') return refuse(415, { ok: false, error: 'type' }, null, 'type');
  const body = await request.readBody(MAX_BODY_BYTES);
  if (body === null) return refuse(413, { ok: false, error: 'size' }, null, 'size');
  const fields = parseFields(kind, body);
  if (fields === null) return refuse(400, { ok: false, errors: { body: 'unreadable' } }, null, 'unreadable');
  const now = (endpoint.now ?? Date.now)();
  const result = validateSubmission(fields, endpoint.locales, new Date(now));
  if ('errors' in result) return refuse(400, { ok: false, errors: result.errors }, fields, result.errors);

  try {
    return await judgeAndStore(request, endpoint, { json, cors, fields, submission: result.submission, now, refuse });
  } catch (error) {
    // Nothing was stored: the visitor learns so, in their language, and keeps what they typed.
    endpoint.report(error);
    return refuse(500, { ok: false, error: 'server' }, fields, 'server');
  }
}

type Refuse = (
  status: number,
  value: object,
  fields: Record<string, unknown> | null,
  problem: RefusalReason,
  headers?: Record<string, string>,
) => ContactAnswer;

/** The spam rules, then the write (with the rate limit in it), then the webhook. Throws when the database fails. */
async function judgeAndStore(
  request: ContactRequest,
  endpoint: ContactEndpoint,
  context: {
    json: boolean;
    cors: Record<string, string>;
    fields: Record<string, unknown>;
    submission: Submission;
    now: number;
    refuse: Refuse;
  },
): Promise<ContactAnswer> {
  const { json, cors, fields, now, refuse, submission } = context;
  const policy = endpoint.spamPolicy ?? SPAM_POLICY;
  const key = await endpoint.stampKey();
  const stampRequired = endpoint.siteOrigin === null;
  const stamp = stampRequired ? await readStamp(key, request.cookie, submission.form, now, policy.stampMaxAgeMs) : null;
  const verdict = judgeSubmission({ honeypot: honeypotValue(fields), openedAt: stamp?.openedAt ?? null, stampRequired, now }, policy);
  const accepted = () => success(json, fields, submission.locale, endpoint, cors);
  // A person who was quick, whose stamp expired or was used already, can send again in a few seconds with a new one.
  const tooFast = async (fresh: boolean) =>
    refuse(
      400,
      { ok: false, error: 'too-fast' },
      fields,
      'tooFast',
      fresh ? { 'Set-Cookie': await newStamp(key, submission.form, now, request, endpoint) } : {},
    );
  if (verdict === 'honeypot') return accepted();
  if (verdict === 'too-fast') return tooFast(stamp === null);

  const webhookUrl = endpoint.webhookUrl;
  const entry = {
    id: crypto.randomUUID(),
    submission,
    addressKey: await addressKey(key, request.address),
    deliver: webhookUrl !== null,
    stampId: stamp?.id ?? null,
  };
  const stored = await storeSubmission(endpoint.database, entry, {
    submissions: policy.rateLimit.submissions,
    since: rateLimitSince(now, policy),
  });
  // The stamp of this form's page already let a message in: most often Back from the thank-you page and Send again.
  // The visitor is told it was received; a new stamp lets a deliberate second message through in a few seconds.
  if (stored === 'stamp-used') {
    const stamp = { 'Set-Cookie': await newStamp(key, submission.form, now, request, endpoint) };
    return refuse(409, { ok: false, error: 'already-sent' }, fields, 'alreadySent', stamp);
  }
  if (stored === 'rate-limited') {
    return refuse(429, { ok: false, error: 'rate-limited' }, fields, 'rateLimited', {
      'Retry-After': String(Math.ceil(policy.rateLimit.windowMs / 1000)),
    });
  }
  if (webhookUrl)
    endpoint.later(deliverDueSubmissions(endpoint.database, webhookUrl, { now: endpoint.now, policy: endpoint.deliveryPolicy }));
  return accepted();
}

/** The answer to a request that could not even be read: nothing was stored. */
export function failureAnswer(
  request: Pick<ContactRequest, 'accept' | 'contentType' | 'origin'>,
  endpoint: Pick<ContactEndpoint, 'locales' | 'siteOrigin' | 'path'>,
): ContactAnswer {
  return answer(
    500,
    wantsJson(request),
    { ok: false, error: 'server' },
    () => refusalPage(null, 'server', answerContext(endpoint)),
    corsHeaders(request, endpoint.siteOrigin),
  );
}

type BodyKind = 'json' | 'form' | 'other';

function bodyKind(contentType: string): BodyKind {
  if (contentType === 'application/json') return 'json';
  if (contentType === 'application/x-www-form-urlencoded') return 'form';
  return 'other';
}

function wantsJson(request: Pick<ContactRequest, 'accept' | 'contentType'>): boolean {
  return bodyKind(request.contentType) === 'json' || request.accept.includes('application/json');
}

function corsHeaders(request: Pick<ContactRequest, 'origin'>, siteOrigin: string | null): Record<string, string> {
  if (!siteOrigin) return {};
  return request.origin === siteOrigin ? { 'Access-Control-Allow-Origin': siteOrigin, Vary: 'Origin' } : { Vary: 'Origin' };
}

function preflight(cors: Record<string, string>): ContactAnswer {
  const allowed = 'Access-Control-Allow-Origin' in cors;
  const headers = allowed
    ? {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Max-Age': '86400',
      }
    : cors;
  return { status: 204, headers: { ...headers, 'Cache-Control': 'no-store' }, body: '' };
}

function success(
  json: boolean,
  fields: Record<string, unknown>,
  locale: string,
  endpoint: ContactEndpoint,
  cors: Record<string, string>,
): ContactAnswer {
  if (json)
    return { status: 201, headers: { ...cors, ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' }, body: '{"ok":true}' };
  // A posted redirect target is followed only when it is one of this site's thank-you pages.
  const target =
    typeof fields.redirect === 'string' && isThankYouPath(fields.redirect, endpoint.locales) ? fields.redirect : thankYouPath(locale);
  return { status: 303, headers: { ...cors, Location: `${endpoint.siteOrigin ?? ''}${target}`, 'Cache-Control': 'no-store' }, body: '' };
}

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

function answerContext(endpoint: Pick<ContactEndpoint, 'locales' | 'siteOrigin' | 'path'>) {
  return { locales: endpoint.locales, siteOrigin: endpoint.siteOrigin, endpointPath: endpoint.path };
}

function answer(
  status: number,
  json: boolean,
  value: unknown,
  page: () => AnswerPage,
  headers: Record<string, string> = {},
): ContactAnswer {
  const common = { ...NO_STORE, ...headers };
  if (json) return { status, headers: { ...common, 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(value) };
  const { body, contentSecurityPolicy } = page();
  return {
    status,
    headers: { ...common, 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': contentSecurityPolicy },
    body,
  };
}
