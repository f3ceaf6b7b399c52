import { appendFile, mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';

export const FORMS = ['business', 'general', 'support'] as const;
export type FormName = (typeof FORMS)[number];

export interface Submission {
  form: FormName;
  locale: string;
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
}

export type FieldError = 'required' | 'email' | 'too-long' | 'consent' | 'unknown';

const LIMITS: Record<string, number> = { name: 200, email: 254, company: 200, topic: 100, message: 5000 };
const MAX_BODY = 64 * 1024;

/** Server-side checks of a submission (pure): required fields per form, email shape, consent, lengths. */
export function validateSubmission(fields: Record<string, string>, locales: string[]): { submission: Submission } | { errors: Record<string, FieldError> } {
  const errors: Record<string, FieldError> = {};
  const form = fields.form as FormName;
  if (!FORMS.includes(form)) errors.form = 'unknown';
  if (!locales.includes(fields.locale ?? '')) errors.locale = 'unknown';
  const required = ['name', 'email', 'message', ...(form === 'general' ? [] : ['company'])];
  for (const field of required) if (!fields[field]?.trim()) errors[field] = 'required';
  if (fields.email?.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim())) errors.email = 'email';
  for (const [field, limit] of Object.entries(LIMITS)) if ((fields[field] ?? '').length > limit) errors[field] = 'too-long';
  if (fields.consent !== 'yes') errors.consent = 'consent';
  if (Object.keys(errors).length) return { errors };
  const value = (field: string) => (fields[field] ?? '').trim();
  return { submission: { form, locale: fields.locale!, name: value('name'), email: value('email'), company: value('company'), topic: value('topic'), message: value('message') } };
}

/**
 * The contact form endpoint of `serve` and `dev`: accepts form posts (answered with a 303 to the thank-you
 * page) and JSON (answered with JSON), validates them, and appends each accepted submission as one JSON line
 * to `file`, so nothing a visitor sends is lost.
 */
export function createFormEndpoint(options: { path: string; file: string; locales: string[] }) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== options.path) return false;
    if (request.method !== 'POST') {
      response.writeHead(405, { Allow: 'POST', 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: false, error: 'method' }));
      return true;
    }
    void receive(request, response, options).catch(() => {
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ok: false, error: 'server' }));
    });
    return true;
  };
}

async function receive(request: IncomingMessage, response: ServerResponse, options: { file: string; locales: string[] }): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) {
      response.writeHead(413, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: false, error: 'too-large' }));
      return;
    }
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks).toString('utf8');
  const json = (request.headers['content-type'] ?? '').includes('application/json');
  let fields: Record<string, string>;
  try {
    fields = json ? (JSON.parse(body) as Record<string, string>) : Object.fromEntries(new URLSearchParams(body));
  } catch {
    response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: false, errors: { body: 'unknown' } }));
    return;
  }
  const result = validateSubmission(fields, options.locales);
  const wantsJson = json || (request.headers.accept ?? '').includes('application/json');
  if ('errors' in result) {
    if (wantsJson) response.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: false, errors: result.errors }));
    else response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`The form has errors in: ${Object.keys(result.errors).join(', ')}. Go back, correct them and send it again.`);
    return;
  }
  await mkdir(dirname(options.file), { recursive: true });
  await appendFile(options.file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...result.submission })}\n`);
  const thankYou = `/${result.submission.locale}/contact/thank-you/`;
  if (wantsJson) {
    response.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true, redirect: thankYou }));
    return;
  }
  // Only this site's own thank-you page: a posted redirect target is never trusted.
  response.writeHead(303, { Location: thankYou }).end();
}
