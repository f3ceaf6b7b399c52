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
export type ContactFieldError = 'required' | 'email' | 'tooLong' | 'consent' | 'unknown';
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

/**
 * Form posts send line breaks as CRLF while `maxlength` counted them as one character: every length is
 * measured, and every value kept, with LF only.
 */
export function normaliseText(value: string): string {
  return value.replace(/\r\n?/g, '\n').trim();
}

/** The problems of a submission, by field (empty when it can be sent). */
export function validateContact(form: ContactFormName, values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (field === 'consent') {
      if (!values.consent) errors.consent = 'consent';
      continue;
    }
    const value = normaliseText(values[field]);
    if (!value) {
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
