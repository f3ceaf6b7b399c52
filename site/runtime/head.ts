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
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  for (const alternate of head.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    document.head.insertBefore(link, manifest);
  }
  if (manifest) manifest.href = head.manifest;
  // Share tags and structured data describe the page the server sent; crawlers never navigate, so rather
  // than carry them in every page's data, drop them once they no longer describe the page shown.
  for (const stale of document.head.querySelectorAll(STALE_AFTER_NAVIGATION)) stale.remove();
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
