import type { HeadData } from '../shared/page-data.ts';

/** Brings the document head in line with a page reached by client-side navigation. */
export function updateHead(document: Document, head: HeadData): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  setMeta(document, 'description', head.description);
  const robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (head.noindex && !robots) setMeta(document, 'robots', 'noindex');
  if (!head.noindex) robots?.remove();
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical) {
    const link = canonical ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'canonical' }));
    link.href = head.canonical;
  } else {
    canonical?.remove();
  }
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const alternate of head.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    document.head.appendChild(link);
  }
  linkManifest(document, head.manifest);
  // Share tags and structured data describe the page the server sent; crawlers never navigate, so rather
  // than carry them in every page's data, drop them once they no longer describe the page shown.
  for (const stale of document.head.querySelectorAll(STALE_AFTER_NAVIGATION)) stale.remove();
}

/**
 * Links the page's web app manifest (its locale's), or points the link at it. The server HTML has none: a browser
 * fetches a linked manifest and then its icon as the page loads, beside what the first screen needs. The runtime
 * links it once the page is interactive, with the offline worker: installing the site needs both.
 */
export function linkManifest(document: Document, href: string): void {
  const link =
    document.querySelector<HTMLLinkElement>('link[rel="manifest"]') ??
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'manifest' }));
  // Only when it changes: setting the same address makes the browser fetch the manifest again.
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

const STALE_AFTER_NAVIGATION = 'meta[property^="og:"],meta[property^="article:"],meta[name^="twitter:"],script[type="application/ld+json"]';

function setMeta(document: Document, name: string, content: string): void {
  let meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}
