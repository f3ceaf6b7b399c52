// The stamp of when a visitor opened a contact form: an HMAC-signed form name, time and random id in a cookie, given
// with the form's page by whichever server serves it (or asked for by the form itself after a navigation in the
// browser), and read back by the endpoint to tell a person, who takes a few seconds, from a program that posts at once.
// A stamp is good for one form, for a few hours, and for one submission: its id is stored with the row it let in, so a
// stamp taken once cannot be replayed. It works without JavaScript and cannot be forged without the key. Web Crypto
// only: the same code runs in Node and in workerd.
import { CONTACT_FORMS, type ContactFormName } from '../../../site/shared/contact-rules.ts';
import { localePath } from '../../../site/shared/paths.ts';

import { VISIT_STAMP_COOKIE } from '../../../site/shared/storage-names.ts';

/** One cookie per form (`contact-opened-business` …), so two forms open in two tabs each keep their own. */
export { VISIT_STAMP_COOKIE };

export function stampCookieName(form: ContactFormName): string {
  return `${VISIT_STAMP_COOKIE}-${form}`;
}

/** A new random key, base64url (stored once per database; see `submission-store.ts`). */
export function createSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export function importStampKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64Url(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** What a valid stamp says: when its form was opened, and the id that lets exactly one submission in. */
export interface VisitStamp {
  openedAt: number;
  id: string;
}

/** `{issuedAt}.{id}.{signature}`, the signature covering the form too. */
export async function signStamp(key: CryptoKey, form: ContactFormName, issuedAt: number, id = randomId()): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signedText(form, issuedAt, id)));
  return `${issuedAt}.${id}.${toBase64Url(new Uint8Array(signature))}`;
}

/**
 * The stamp of `form` in the request's cookies: null when there is none, or it is forged, for another form, from the
 * future (beyond a minute of clock skew) or older than `maxAgeMs`.
 */
export async function readStamp(
  key: CryptoKey,
  cookieHeader: string,
  form: ContactFormName,
  now: number,
  maxAgeMs: number,
): Promise<VisitStamp | null> {
  const value = cookieValue(cookieHeader, stampCookieName(form));
  const match = value ? /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const issuedAt = Number(match[1]);
  const id = match[2]!;
  if (issuedAt > now + 60_000 || now - issuedAt > maxAgeMs) return null;
  const valid = await crypto.subtle.verify('HMAC', key, fromBase64Url(match[3]!), new TextEncoder().encode(signedText(form, issuedAt, id)));
  return valid ? { openedAt: issuedAt, id } : null;
}

/**
 * The `Set-Cookie` value: never readable by scripts, sent only to the endpoint (`path`), `Secure` when the page came
 * over HTTPS, and gone when the stamp expires.
 */
export function stampCookie(form: ContactFormName, value: string, options: { path: string; secure: boolean; maxAgeMs: number }): string {
  const attributes = [`Path=${options.path}`, `Max-Age=${Math.floor(options.maxAgeMs / 1000)}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return `${stampCookieName(form)}=${value}; ${attributes.join('; ')}`;
}

/** The form whose page a path is (the HTML page a visitor opens, not its page data, which prefetches fetch too). */
export function contactFormOfPage(pathname: string, locales: readonly string[]): ContactFormName | null {
  for (const form of CONTACT_FORMS) {
    if (locales.some((locale) => pathname === localePath(locale, `/contact/${form}/`))) return form;
  }
  return null;
}

function signedText(form: ContactFormName, issuedAt: number, id: string): string {
  return `stamp:${form}:${issuedAt}:${id}`;
}

function randomId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

/** A keyed hash of the visitor's address: the rate limit compares these, and the address itself is never stored. */
export async function addressKey(key: CryptoKey, address: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`address:${address}`));
  return toBase64Url(new Uint8Array(signature));
}

export function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}
