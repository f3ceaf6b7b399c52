// Sending a contact form as JSON, and reading what the endpoint answers (no React: the form's I/O edge).
import { CONSENT_VALUE, CONTACT_FIELDS, type ContactErrors, type ContactFieldError, type ContactValues } from '../shared/contact-rules.ts';

/** Why a submission did not go through: the endpoint failed, or the network did. */
export type Failure = 'server' | 'network';

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
    const errors = await fieldErrorsOf(response);
    if (errors) return { kind: 'refused', errors };
  }
  return { kind: 'failed', reason: 'server' };
}

const FIELD_ERRORS: readonly ContactFieldError[] = ['required', 'email', 'tooLong', 'consent', 'unknown'];

async function fieldErrorsOf(response: Response): Promise<ContactErrors | null> {
  try {
    const body = (await response.json()) as { errors?: Record<string, unknown> };
    const errors: ContactErrors = {};
    for (const name of CONTACT_FIELDS) {
      const code = body.errors?.[name];
      const known = typeof code === 'string' && (FIELD_ERRORS as readonly string[]).includes(code);
      if (known) errors[name] = code as ContactFieldError;
    }
    return Object.keys(errors).length ? errors : null;
  } catch {
    return null;
  }
}
