import { LANGUAGE_COOKIE_PREFIX, languageCookie } from './locales.ts';

/** Every `lang-…` cookie name in a cookie string (pure). */
export function languageCookieNames(cookie: string): string[] {
  return cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name.startsWith(LANGUAGE_COOKIE_PREFIX));
}

/** SPEC §4: removes earlier language preferences and stores `lang-{code}=prefer` for 366 days. */
export function rememberLanguage(code: string): void {
  for (const name of languageCookieNames(document.cookie)) {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
  }
  document.cookie = languageCookie(code);
}
