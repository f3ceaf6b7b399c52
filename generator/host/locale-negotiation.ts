// Choosing a visitor's locale on the server, for hosts that run code (the edge worker): the same choice the
// root page makes in the browser (`matchLocale`, SPEC §2), made before anything is sent, so there is no
// flash of a blank page and no script to run. Pure.
import { LANGUAGE_COOKIE_PREFIX, languageCookie, matchLocale } from '../../site/shared/locales.ts';

/** The languages of an `Accept-Language` header, most wanted first; `*` and `q=0` left out. */
export function acceptedLanguages(header: string): string[] {
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)).find(Boolean);
      return { tag: tag.trim(), quality: quality ? Number(quality[1]) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0 && Number.isFinite(entry.quality));
  // A stable order: equal qualities keep the order the browser sent them in.
  return ranked.sort((a, b) => b.quality - a.quality || a.index - b.index).map((entry) => entry.tag);
}

export interface RootRequest {
  cookie: string;
  acceptLanguage: string;
  /** The query string, with its `?`, kept on the way to the locale. */
  search: string;
}

/**
 * The answer to `/`: a redirect to the stored `lang-` choice, else the browser's first language the site has,
 * else the default. It varies by both headers, is never shared between visitors, and saves the choice.
 */
export function negotiateRoot(
  request: RootRequest,
  site: { locales: readonly string[]; defaultLocale: string },
): { status: 302; headers: Record<string, string> } {
  const locale = matchLocale(site.locales, {
    cookie: request.cookie,
    browserLanguages: acceptedLanguages(request.acceptLanguage),
    defaultLocale: site.defaultLocale,
  });
  const headers: Record<string, string> = {
    Location: `/${locale}/${request.search}`,
    Vary: 'Cookie, Accept-Language',
    'Cache-Control': 'private, no-cache',
  };
  const stored = request.cookie.split(';').some((part) => part.split('=')[0]!.trim() === `${LANGUAGE_COOKIE_PREFIX}${locale}`);
  if (!stored) headers['Set-Cookie'] = languageCookie(locale);
  return { status: 302, headers };
}
