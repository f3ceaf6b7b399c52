// The stamp of when a visitor opened a contact form: an HMAC-signed time in a cookie, given with the form's
// page (HTML or page data) by whichever server serves it, and read back by the endpoint to tell a person,
// who takes a few seconds, from a program that posts at once. It works without JavaScript and cannot be
// forged without the key. Web Crypto only: the same code runs in Node and in workerd.
import { CONTACT_FORMS } from '../../../site/shared/contact-rules.ts';
import { localePath, pageDataPath } from '../../../site/shared/paths.ts';

export const VISIT_STAMP_COOKIE = 'contact-opened';

/** A new random key, base64url (stored once per database; see `submission-store.ts`). */
export function createSecret(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export function importStampKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', fromBase64Url(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** `{issuedAt}.{signature}` */
export async function signStamp(key: CryptoKey, issuedAt: number): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`stamp:${issuedAt}`));
  return `${issuedAt}.${toBase64Url(new Uint8Array(signature))}`;
}

/**
 * When the form was opened, from the request's cookies: null when there is no stamp, or it is forged, from
 * the future (beyond a minute of clock skew) or older than `maxAgeMs`.
 */
export async function readStamp(key: CryptoKey, cookieHeader: string, now: number, maxAgeMs: number): Promise<number | null> {
  const value = cookieValue(cookieHeader, VISIT_STAMP_COOKIE);
  const match = value ? /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return null;
  const issuedAt = Number(match[1]);
  if (issuedAt > now + 60_000 || now - issuedAt > maxAgeMs) return null;
  const valid = await crypto.subtle.verify('HMAC', key, fromBase64Url(match[2]!), new TextEncoder().encode(`stamp:${issuedAt}`));
  return valid ? issuedAt : null;
}

/**
 * The `Set-Cookie` value: never readable by scripts, `Secure` when the page came over HTTPS. Site-wide, so
 * that the pages see a stamp already given and keep it: a prefetch of a form's page data while the visitor
 * types must not make the form look freshly opened.
 */
export function stampCookie(value: string, options: { secure: boolean; maxAgeMs: number }): string {
  const attributes = ['Path=/', `Max-Age=${Math.floor(options.maxAgeMs / 1000)}`, 'HttpOnly', 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return `${VISIT_STAMP_COOKIE}=${value}; ${attributes.join('; ')}`;
}

/** Whether a path is a contact form's page or its page data (what a visitor opens to write). */
export function isContactFormPage(pathname: string, locales: readonly string[]): boolean {
  return locales.some((locale) =>
    CONTACT_FORMS.some(
      (form) => pathname === localePath(locale, `/contact/${form}/`) || pathname === pageDataPath(locale, `/contact/${form}/`),
    ),
  );
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
