// The visit stamps the contact endpoint gives: with a contact form's page, when a form asks for one, and with a
// refusal that lets the visitor send again. What a stamp is and how it is checked: visit-stamp.ts.
import { isContactForm, type ContactFormName } from '../../../site/shared/contact-rules.ts';
import type { ContactAnswer, ContactEndpoint, ContactRequest } from './contact-endpoint.ts';
import { SPAM_POLICY } from './spam-rules.ts';
import { readSecret, type SqlDatabase } from './submission-store.ts';
import { contactFormOfPage, createSecret, importStampKey, signStamp, stampCookie } from './visit-stamp.ts';

/** One key per database, made on first use and kept in memory; a failed read is retried on the next call. */
export function createStampKeySource(database: SqlDatabase): () => Promise<CryptoKey> {
  let key: Promise<CryptoKey> | null = null;
  return () => {
    key ??= readSecret(database, 'visit-stamp', createSecret).then(importStampKey);
    key.catch(() => (key = null));
    return key;
  };
}

/** A `Set-Cookie` with a new stamp of `form`, opened now. */
export async function newStamp(
  key: CryptoKey,
  form: ContactFormName,
  now: number,
  request: Pick<ContactRequest, 'secure'>,
  endpoint: Pick<ContactEndpoint, 'path' | 'spamPolicy'>,
): Promise<string> {
  const policy = endpoint.spamPolicy ?? SPAM_POLICY;
  return stampCookie(form, await signStamp(key, form, now), {
    path: endpoint.path,
    secure: request.secure,
    maxAgeMs: policy.stampMaxAgeMs,
  });
}

/**
 * `GET {endpoint}?stamp={form}`: what a form asks for when a visitor starts filling it after a navigation in the
 * browser (which fetched the page's data, not the page). Where no stamp is asked for, nothing is given.
 */
export async function stampAnswer(request: ContactRequest, endpoint: ContactEndpoint): Promise<ContactAnswer> {
  const form = new URLSearchParams(request.search).get('stamp');
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (!isContactForm(form)) return { status: 400, headers, body: '' };
  if (endpoint.siteOrigin === null) {
    headers['Set-Cookie'] = await newStamp(await endpoint.stampKey(), form, (endpoint.now ?? Date.now)(), request, endpoint);
  }
  return { status: 204, headers, body: '' };
}

/**
 * The `Set-Cookie` that stamps a contact form's page (the HTML a visitor opens, never the page data a prefetch asks
 * for) with a new stamp of that form, or null when the request is not for such a page, or the endpoint asks for none.
 */
export async function stampForPage(
  request: { method: string; pathname: string; secure: boolean },
  endpoint: Pick<ContactEndpoint, 'path' | 'locales' | 'stampKey' | 'siteOrigin' | 'spamPolicy' | 'now'>,
): Promise<string | null> {
  if (endpoint.siteOrigin || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const form = contactFormOfPage(request.pathname, endpoint.locales);
  if (!form) return null;
  return newStamp(await endpoint.stampKey(), form, (endpoint.now ?? Date.now)(), request, endpoint);
}
