// A contact submission as the endpoints receive it: validated with the rules the form itself uses
// (`site/shared/contact-rules.ts`), plus what only a server can know. Pure: shared by `serve` and the edge.
import {
  CONSENT_VALUE,
  HONEYPOT_FIELD,
  isContactForm,
  normaliseText,
  validateContact,
  type ContactFormName,
} from '../../../site/shared/contact-rules.ts';

/** What is stored of an accepted submission (its id, address and delivery state are the store's). */
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

/**
 * Checks a submission the way the form in the browser does, plus a known form and locale. Pure.
 */
export function validateSubmission(
  fields: Record<string, unknown>,
  locales: readonly string[],
  receivedAt: Date,
): { submission: Submission } | { errors: SubmissionErrors } {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const errors: SubmissionErrors = {};
  const form = fields.form;
  if (!isContactForm(form)) errors.form = 'unknown';
  if (!locales.includes(text('locale'))) errors.locale = 'unknown';
  const consent = fields.consent === CONSENT_VALUE || fields.consent === true || fields.consent === 'on';
  const values = {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    topic: text('topic'),
    message: text('message'),
    consent,
  };
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
      message: normaliseText(values.message, true),
    },
  };
}

/** The honeypot's value: anything but blank means a program filled the form. */
export function honeypotValue(fields: Record<string, unknown>): string {
  const value = fields[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
}

/** The fields of a body in one of the two formats the forms send; null when unreadable. */
export function parseFields(kind: 'json' | 'form', body: string): Record<string, unknown> | null {
  if (kind === 'form') return Object.fromEntries(new URLSearchParams(body));
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
