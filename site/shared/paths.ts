// URL shapes shared by the generator and the browser runtime. Pure: no Node, no DOM.

/** A route is the locale-free page path with a trailing slash: `/`, `/contact/business/`. */
export type Route = `/${string}`;

/** The public URL path of a route in a locale: `/fr-ca/contact/business/`. */
export function localePath(locale: string, route: string): string {
  return `/${locale}${route}`;
}

/** Where the page data of a route lives (ARCHITECTURE: home is `/page-data/{locale}/page-data.json`). */
export function pageDataPath(locale: string, route: string): string {
  return `/page-data/${locale}${route}page-data.json`;
}

export const NOT_FOUND_ROUTE = '/404/';
export const APP_DATA_PATH = '/page-data/app-data.json';

export function staticQueryPath(hash: string): string {
  return `/page-data/sq/d/${hash}.json`;
}

export function manifestPath(locale: string): string {
  return `/manifest-${locale}.webmanifest`;
}

/** Splits `/fr-ca/contact/` into its locale and route, given the known locale codes. */
export function splitLocalePath(pathname: string, codes: readonly string[]): { locale: string; route: Route } | null {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(\/.*)?$/.exec(pathname);
  if (!match || !codes.includes(match[1]!)) return null;
  return { locale: match[1]!, route: (match[2] ?? '/') as Route };
}

export type LinkKind = 'local' | 'mail' | 'external';

/** SPEC §5: no scheme and no leading `//` is local; `mailto:` is mail; everything else is external. */
export function classifyLink(href: string): LinkKind {
  if (/^mailto:/i.test(href)) return 'mail';
  if (href.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(href)) return 'external';
  return 'local';
}

/** Whether a media path names a video (rendered as a notice: videos are not supported yet, SPEC §2). */
export function isVideoPath(src: string): boolean {
  return /\.(mp4|webm|mov|m4v)$/i.test(src.replace(/[?#].*$/, ''));
}

/** The route a page's language links lead to in each locale: the page itself, or home from a not-found page. */
export function languageRoute(page: { template: string; route: string }): string {
  return page.template === 'not-found' ? '/' : page.route;
}
