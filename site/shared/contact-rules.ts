// The contact forms' fields and rules, shared by the form in the browser and the endpoint of `serve` and
// `dev`, so both accept and refuse exactly the same submissions. Pure: no DOM, no Node.

import { localePath } from './paths.ts';

export const CONTACT_FORMS = ['business', 'general', 'support'] as const;
export type ContactFormName = (typeof CONTACT_FORMS)[number];

/** The topics of each form, in the order the select offers them (labels: `form.topics.{form}.{topic}`). */
export const CONTACT_TOPICS: Record<ContactFormName, readonly string[]> = {
  business: ['project', 'audit', 'partnership', 'other'],
  general: ['press', 'partnerships', 'careers', 'other'],
  support: ['incident', 'change', 'invoice', 'other'],
};

/** The fields a visitor fills in, in page order (the error summary lists them in this order). */
export const CONTACT_FIELDS = ['name', 'email', 'company', 'topic', 'message', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactTextField = Exclude<ContactField, 'consent'>;

/** Longest accepted value of each text field, in UTF-16 code units (what `maxlength` counts). */
export const CONTACT_LIMITS: Record<ContactTextField, number> = { name: 200, email: 254, company: 200, topic: 40, message: 5000 };

/** Why a field was refused; the browser shows `form.errors.{code}`. */
export type ContactFieldError = 'required' | 'email' | 'tooLong' | 'consent' | 'unknown' | 'invalid';

/** Every code a field can be refused with, in no particular order. */
export const CONTACT_FIELD_ERRORS: readonly ContactFieldError[] = ['required', 'email', 'tooLong', 'consent', 'unknown', 'invalid'];
export type ContactErrors = Partial<Record<ContactField, ContactFieldError>>;

export interface ContactValues {
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
  consent: boolean;
}

/** The value the consent checkbox posts when ticked. */
export const CONSENT_VALUE = 'yes';

/**
 * A field no person fills: hidden from view and from assistive technology, out of the tab order. A
 * submission with a value in it was written by a program, and is dropped as spam.
 */
export const HONEYPOT_FIELD = 'website';

/** A deliberately loose shape check (something@domain.tld): the reply itself is the real test of an address. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

export function isContactForm(value: unknown): value is ContactFormName {
  return typeof value === 'string' && (CONTACT_FORMS as readonly string[]).includes(value);
}

/** Company is optional only on the general form: business and support requests are answered per client. */
export function isRequiredField(form: ContactFormName, field: ContactField): boolean {
  return field === 'company' ? form !== 'general' : true;
}

/** Control characters no one types: C0 but tab and line breaks, DEL and C1 (a NUL among them). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Space at either end, invisible characters included (zero-width spaces and joiners, word joiner, BOM). */
const EDGE_SPACE = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;
/** Half of a UTF-16 surrogate pair without its other half: text no encoding can store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A value as it is checked and kept: control characters removed, line breaks as LF (form posts send CRLF while
 * `maxlength` counted one character) and kept only in the message, tabs as spaces, and no space, visible or not, at
 * either end: a field of nothing but zero-width spaces is empty.
 */
export function normaliseText(value: string, multiline = false): string {
  const text = value.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').replace(/\t/g, ' ');
  return (multiline ? text : text.replace(/\n+/g, ' ')).replace(EDGE_SPACE, '');
}

/** Whether text is well-formed UTF-16 (no lone surrogate), so that it can be stored and sent as UTF-8. */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** The problems of a submission, by field (empty when it can be sent). */
export function validateContact(form: ContactFormName, values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (field === 'consent') {
      if (!values.consent) errors.consent = 'consent';
      continue;
    }
    const value = normaliseText(values[field], field === 'message');
    if (!isWellFormedText(values[field])) {
      errors[field] = 'invalid';
    } else if (!value) {
      if (isRequiredField(form, field)) errors[field] = 'required';
    } else if (value.length > CONTACT_LIMITS[field]) {
      errors[field] = 'tooLong';
    } else if (field === 'email' && !EMAIL_SHAPE.test(value)) {
      errors.email = 'email';
    } else if (field === 'topic' && !CONTACT_TOPICS[form].includes(value)) {
      errors.topic = 'unknown';
    }
  }
  return errors;
}

/** Where a sent form lands: `/{locale}/contact/thank-you/`. */
export function thankYouPath(locale: string): string {
  return localePath(locale, '/contact/thank-you/');
}

/** Whether `target` is one of this site's thank-you pages (the only redirect the endpoint follows). */
export function isThankYouPath(target: string, locales: readonly string[]): boolean {
  return locales.some((locale) => target === thankYouPath(locale));
}
