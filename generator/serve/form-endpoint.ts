import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import {
  CONSENT_VALUE,
  isContactForm,
  isThankYouPath,
  normaliseText,
  thankYouPath,
  validateContact,
  type ContactFormName,
} from '../../site/shared/contact-rules.ts';

export interface FormEndpointOptions {
  /** The URL path the forms post to (`forms.endpoint` when it is local, e.g. `/api/contact`). */
  path: string;
  /** The JSON-lines file every accepted submission is appended to; its folder is created when missing. */
  file: string;
  /** The site's locale codes: a submission must name one, and only their thank-you pages are redirect targets. */
  locales: string[];
}

/** One line of the submissions file. */
export interface Submission {
  receivedAt: string;
  form: ContactFormName;
  locale: string;
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
}

/** Why a submission was refused, by field (`form` and `locale` included). */
export type SubmissionErrors = Record<string, string>;

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A route handler of `createStaticServer`: true when it answered the request. */
export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Checks a submission the way the form in the browser does (the rules live in `site/shared/contact-rules.ts`),
 * plus what only the server can know: a known form and locale. Pure.
 */
export function validateSubmission(fields: Record<string, unknown>, locales: readonly string[], receivedAt: Date): { submission: Submission } | { errors: SubmissionErrors } {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const errors: SubmissionErrors = {};
  const form = fields.form;
  if (!isContactForm(form)) errors.form = 'unknown';
  if (!locales.includes(text('locale'))) errors.locale = 'unknown';
  const consent = fields.consent === CONSENT_VALUE || fields.consent === true || fields.consent === 'on';
  const values = { name: text('name'), email: text('email'), company: text('company'), topic: text('topic'), message: text('message'), consent };
  // Without a known form, check against the strictest one so every other problem is still reported.
  Object.assign(errors, validateContact(isContactForm(form) ? form : 'business', values));
  if (!isContactForm(form) || Object.keys(errors).length) return { errors };
  return {
    submission: {
      receivedAt: receivedAt.toISOString(),
      form,
      locale: text('locale'),
      name: normaliseText(values.name),
      email: normaliseText(values.email),
      company: normaliseText(values.company),
      topic: normaliseText(values.topic),
      message: normaliseText(values.message),
    },
  };
}

/**
 * The contact form endpoint of `serve` and `dev`. Form posts (urlencoded) are answered with a 303 to the
 * thank-you page named by their `redirect` field (only this site's own); JSON requests with JSON. Every
 * accepted submission is appended as one JSON line to `file` before answering, so nothing is lost. Never
 * throws: anything unexpected is a 500.
 */
export function createFormEndpoint(options: FormEndpointOptions): RouteHandler {
  // One write at a time, so concurrent submissions never interleave inside a line.
  let writes: Promise<unknown> = Promise.resolve();
  const append = (line: string) => {
    const write = writes.then(async () => {
      await mkdir(dirname(options.file), { recursive: true });
      await appendFile(options.file, line);
    });
    writes = write.catch(() => {});
    return write;
  };

  return (request, response) => {
    try {
      if (!matches(request.url, options.path)) return false;
      if (request.method !== 'POST') {
        send(response, 405, wantsJson(request), { ok: false, error: 'method' }, () => errorPage(null, 'method'), { Allow: 'POST' });
        return true;
      }
      receive(request, response, options, append).catch(() => fail(request, response));
    } catch {
      fail(request, response);
    }
    return true;
  };
}

/** A 500 for anything unexpected (a full disk, a closed connection), without ever throwing itself. */
function fail(request: IncomingMessage, response: ServerResponse): void {
  try {
    if (!response.headersSent) send(response, 500, wantsJson(request), { ok: false, error: 'server' }, () => errorPage(null, 'server'));
    else response.end();
  } catch {
    response.destroy();
  }
}

function matches(url: string | undefined, path: string): boolean {
  const pathname = (url ?? '/').split('?')[0]!;
  return pathname === path || pathname === `${path.replace(/\/$/, '')}/`;
}

type BodyKind = 'json' | 'form' | 'other';

function bodyKind(request: IncomingMessage): BodyKind {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return 'other';
}

function wantsJson(request: IncomingMessage): boolean {
  return bodyKind(request) === 'json' || (request.headers.accept ?? '').includes('application/json');
}

async function receive(request: IncomingMessage, response: ServerResponse, options: FormEndpointOptions, append: (line: string) => Promise<void>): Promise<void> {
  const json = wantsJson(request);
  const kind = bodyKind(request);
  if (kind === 'other') {
    request.resume();
    send(response, 415, json, { ok: false, error: 'type' }, () => errorPage(null, 'type'));
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    send(response, 413, json, { ok: false, error: 'size' }, () => errorPage(null, 'size'), { Connection: 'close' });
    return;
  }
  const fields = parseFields(kind, body);
  if (fields === null) {
    send(response, 400, json, { ok: false, errors: { body: 'unreadable' } }, () => errorPage(null, 'unreadable'));
    return;
  }
  const result = validateSubmission(fields, options.locales, new Date());
  if ('errors' in result) {
    send(response, 400, json, { ok: false, errors: result.errors }, () => errorPage(fields, result.errors, options.locales));
    return;
  }
  await append(`${JSON.stringify(result.submission)}\n`);
  if (json) {
    send(response, 201, true, { ok: true }, () => '');
    return;
  }
  // A posted redirect target is followed only when it is one of this site's thank-you pages.
  const redirect = typeof fields.redirect === 'string' && isThankYouPath(fields.redirect, options.locales) ? fields.redirect : thankYouPath(result.submission.locale);
  response.writeHead(303, { Location: redirect, 'Cache-Control': 'no-store' }).end();
}

/**
 * The body as text, or null when it is larger than `MAX_BODY_BYTES`. The rest of an oversized body is read
 * and dropped (not kept) until the answer closes the connection, so the client still gets that answer.
 */
function readBody(request: IncomingMessage): Promise<string | null> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
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
      if (size > MAX_BODY_BYTES) {
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

function parseFields(kind: 'json' | 'form', body: string): Record<string, unknown> | null {
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(body));
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function send(response: ServerResponse, status: number, json: boolean, value: unknown, page: () => string, headers: Record<string, string> = {}): void {
  const common = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers };
  if (json) response.writeHead(status, { ...common, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(value));
  else response.writeHead(status, { ...common, 'Content-Type': 'text/html; charset=utf-8' }).end(page());
}

// The page a form post without JavaScript gets when it is refused. The site's translations are not loaded
// here, so the few sentences it needs are kept in both base languages.
const PAGE_TEXT = {
  en: {
    title: 'Your message was not sent',
    intro: 'Please correct the following, then send the form again:',
    back: 'Go back to the form with your browser’s Back button: what you typed is still there.',
    link: 'Back to the form',
    fields: { name: 'Full name', email: 'Work email', company: 'Company', topic: 'Topic', message: 'Message', consent: 'Consent to the privacy policy', form: 'Form', locale: 'Language' },
    codes: { required: 'please fill this in.', email: 'please enter an address like name@company.com.', tooLong: 'please shorten it.', consent: 'please tick the box.', unknown: 'not recognised.' },
    reasons: { method: 'This address only receives contact forms.', type: 'The form was sent in a format this server does not read.', size: 'The form was too long to be received.', unreadable: 'The form could not be read. Please send it again.', server: 'The form could not be received. Please try again in a moment.' },
  },
  fr: {
    title: 'Votre message n’a pas été envoyé',
    intro: 'Merci de corriger les points suivants, puis de renvoyer le formulaire :',
    back: 'Revenez au formulaire avec le bouton Retour de votre navigateur : ce que vous avez saisi y est toujours.',
    link: 'Revenir au formulaire',
    fields: { name: 'Nom complet', email: 'Adresse e-mail professionnelle', company: 'Entreprise', topic: 'Sujet', message: 'Message', consent: 'Accord sur la politique de confidentialité', form: 'Formulaire', locale: 'Langue' },
    codes: { required: 'ce champ est à remplir.', email: 'saisissez une adresse du type nom@entreprise.com.', tooLong: 'merci de raccourcir.', consent: 'merci de cocher la case.', unknown: 'non reconnu.' },
    reasons: { method: 'Cette adresse reçoit uniquement les formulaires de contact.', type: 'Le formulaire a été envoyé dans un format que ce serveur ne lit pas.', size: 'Le formulaire était trop long pour être reçu.', unreadable: 'Le formulaire n’a pas pu être lu. Merci de le renvoyer.', server: 'Le formulaire n’a pas pu être reçu. Réessayez dans un instant.' },
  },
} as const;

type Reason = keyof (typeof PAGE_TEXT)['en']['reasons'];

function errorPage(fields: Record<string, unknown> | null, problem: SubmissionErrors | Reason, locales: readonly string[] = []): string {
  const locale = typeof fields?.locale === 'string' && locales.includes(fields.locale) ? fields.locale : 'en';
  const language = locale.startsWith('fr') ? 'fr' : 'en';
  const text = PAGE_TEXT[language];
  const separator = language === 'fr' ? ' : ' : ': ';
  const items =
    typeof problem === 'string'
      ? `<p>${escape(text.reasons[problem])}</p>`
      : `<p>${escape(text.intro)}</p><ul>${Object.entries(problem)
          .map(([field, code]) => `<li>${escape((text.fields as Record<string, string>)[field] ?? field)}${separator}${escape((text.codes as Record<string, string>)[code] ?? code)}</li>`)
          .join('')}</ul>`;
  const form = isContactForm(fields?.form) && fields?.locale === locale ? `/${locale}/contact/${fields.form}/` : null;
  const back = form ? `<p>${escape(text.back)}</p><p><a href="${escape(form)}">${escape(text.link)}</a></p>` : '';
  return `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(text.title)}</title></head><body><main><h1>${escape(text.title)}</h1>${items}${back}</main></body></html>`;
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
