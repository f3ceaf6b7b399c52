// Which clicks the router takes over (pure, unit-tested): everything else is left to the browser.

export interface ClickFacts {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorFacts {
  href: string;
  target: string;
  download: boolean;
  /** The link asks for a full load (rel="external" or data-reload). */
  forceReload: boolean;
}

/** The facts of a link element that decide whether the router may take it (reads attributes only). */
export function anchorFacts(anchor: { href: string; target: string; rel: string; hasAttribute: (name: string) => boolean }): AnchorFacts {
  return {
    href: anchor.href,
    target: anchor.target,
    download: anchor.hasAttribute('download'),
    forceReload: anchor.rel === 'external' || anchor.hasAttribute('data-reload'),
  };
}

/** A plain left click, for asking whether a link would be taken without a click (prefetching). */
export const PLAIN_CLICK: ClickFacts = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

/**
 * The URL to navigate to client-side, or null to let the browser handle the click: modified clicks,
 * new tabs, downloads, other origins, files, other locales, and same-page hash links are left alone.
 */
export function interceptedUrl(
  click: ClickFacts,
  anchor: AnchorFacts,
  location: { href: string; origin: string },
  locales: readonly string[],
): URL | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.download || anchor.forceReload) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  const current = new URL(location.href);
  const locale = (pathname: string) => locales.find((code) => pathname === `/${code}/` || pathname.startsWith(`/${code}/`));
  if (!locale(url.pathname) || locale(url.pathname) !== locale(current.pathname)) return null;
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return url;
}

/** SPEC §4: no prefetching on 2g or when the visitor asked to save data. */
export function shouldPrefetch(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}
