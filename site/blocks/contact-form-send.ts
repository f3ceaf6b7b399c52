// Sending a contact form as JSON, and reading what the endpoint answers (no React: the form's I/O edge).
import {
  CONSENT_VALUE,
  CONTACT_FIELD_ERRORS,
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactFieldError,
  type ContactFormName,
  type ContactValues,
} from '../shared/contact-rules.ts';

/**
 * Why a submission did not go through: the endpoint failed, the network did, or the endpoint found no valid visit
 * stamp (it sent a new one: the visitor can send again in a few seconds).
 */
export type Failure = 'server' | 'network' | 'tooFast' | 'alreadySent';

/** A request still unanswered after this long counts as a network failure, so the form never hangs. */
const SEND_TIMEOUT_MS = 20_000;

/** What the visitor entered, read from the form itself (fields stay uncontrolled: nothing typed is ever reset). */
export function readValues(element: HTMLFormElement): ContactValues {
  const data = new FormData(element);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    topic: text('topic'),
    message: text('message'),
    consent: data.get('consent') === CONSENT_VALUE,
  };
}

export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; errors: ContactErrors } | { kind: 'failed'; reason: Failure };

export async function send(endpoint: string, body: Record<string, string>): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    return { kind: 'failed', reason: 'network' };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return { kind: 'sent' };
  // The endpoint refuses what this form's own checks let through (an older page, a stricter server):
  // show its reasons next to the fields when it names fields the visitor can fix.
  if (response.status === 400) {
    const body = await bodyOf(response);
    const errors = fieldErrorsOf(body);
    if (errors) return { kind: 'refused', errors };
    if (body?.error === 'too-fast') return { kind: 'failed', reason: 'tooFast' };
  }
  if (response.status === 409) return { kind: 'failed', reason: 'alreadySent' };
  return { kind: 'failed', reason: 'server' };
}

/**
 * Asks the endpoint for a visit stamp of `form` (a cookie only the endpoint reads). A visitor who came by a navigation
 * in the browser fetched this page's data, not the page that carries one. Only on the site's own origin: an endpoint
 * on another host asks for no stamp.
 */
export function requestStamp(endpoint: string, form: ContactFormName): void {
  // Never in the way of the form: a stamp that does not come is asked for again by the endpoint's refusal.
  try {
    const url = new URL(endpoint, location.href);
    if (url.origin !== location.origin) return;
    url.searchParams.set('stamp', form);
    void Promise.resolve(fetch(url, { credentials: 'same-origin', cache: 'no-store' })).catch(() => undefined);
  } catch {
    // No URL to ask (a page without a location of its own).
  }
}

type RefusalBody = { error?: unknown; errors?: Record<string, unknown> };

async function bodyOf(response: Response): Promise<RefusalBody | null> {
  try {
    return (await response.json()) as RefusalBody;
  } catch {
    return null;
  }
}

function fieldErrorsOf(body: RefusalBody | null): ContactErrors | null {
  const errors: ContactErrors = {};
  for (const name of CONTACT_FIELDS) {
    const code = body?.errors?.[name];
    const known = typeof code === 'string' && (CONTACT_FIELD_ERRORS as readonly string[]).includes(code);
    if (known) errors[name] = code as ContactFieldError;
  }
  return Object.keys(errors).length ? errors : null;
}
