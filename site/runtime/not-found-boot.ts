// Inlined into every not-found page in place of the boot module's tag. Hosts that serve one 404 document for
// the whole site (GitHub Pages, S3 + CloudFront, Google Cloud Storage, Azure static websites) answer /fr/nope/
// with the default locale's not-found page: where the address names another of the site's locales, this puts
// that locale's not-found page in place (same address, same 404 status, no redirect), then starts the runtime.
// Without JavaScript, or when that page cannot be fetched in time, the page served stays and works as it is.
// It reads only attributes (the locale list on <html>, its own tag), so its text and its CSP hash never change.
import { BOOT_MODULE_ATTRIBUTE } from '../shared/boot-data.ts';

/** How long the visitor may see nothing while the locale's page is fetched, before the page served is shown. */
const WAIT_MS = 3000;

const root = document.documentElement;
const servedTag = document.currentScript as HTMLScriptElement;

/** The locale the address starts with, when it is one of the site's and not this page's own. */
function addressedLocale(): string | null {
  const first = location.pathname.split('/')[1] ?? '';
  const locales = (root.dataset.locales ?? '').split(',');
  return locales.includes(first) && first !== root.lang.toLowerCase() ? first : null;
}

/** Adds the boot module named by a not-found page's inline tag; boot.ts reads its module list from that tag. */
function startRuntime(tag: Element): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = tag.getAttribute(BOOT_MODULE_ATTRIBUTE) ?? '';
  document.head.append(script);
}

function whenParsed(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });
}

/**
 * Replaces this document's content with another's. Elements both heads hold (stylesheets, fonts, icons) stay
 * as they are, so nothing is fetched or restyled again; moved-in scripts never run (DOMParser marks them).
 */
function replaceDocument(next: Document): Element[] {
  // Kept: the hidden state this script set, and the switch to the cached web fonts made before the first paint.
  for (const name of root.getAttributeNames()) if (name !== 'style') root.removeAttribute(name);
  for (const { name, value } of next.documentElement.attributes) root.setAttribute(name, value);
  const kept = new Map<string, Element[]>();
  for (const element of document.head.children) kept.set(element.outerHTML, [...(kept.get(element.outerHTML) ?? []), element]);
  const head = [...next.head.children].map((element) => kept.get(element.outerHTML)?.shift() ?? element);
  const added = head.filter((element) => element.ownerDocument === next);
  document.head.replaceChildren(...head);
  document.body.replaceChildren(...next.body.childNodes);
  return added;
}

/** Resolves once every given stylesheet has loaded or failed, so the page is never shown unstyled. */
function stylesheetsSettled(elements: Element[]): Promise<unknown> {
  const isStylesheet = (element: Element): element is HTMLLinkElement => element instanceof HTMLLinkElement && element.rel === 'stylesheet';
  const sheets = elements.filter(isStylesheet);
  const settled = (sheet: HTMLLinkElement) =>
    new Promise((resolve) => {
      sheet.addEventListener('load', resolve, { once: true });
      sheet.addEventListener('error', resolve, { once: true });
    });
  return Promise.all(sheets.map(settled));
}

/** Fetches and shows `/{locale}/404.html`; returns its boot tag, or throws and leaves the page served untouched. */
async function showNotFoundPageOf(locale: string): Promise<Element> {
  const response = await fetch(`/${locale}/404.html`, { signal: AbortSignal.timeout(WAIT_MS) });
  if (!response.ok) throw new Error(`/${locale}/404.html answered ${response.status}`);
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const tag = next.querySelector(`script[${BOOT_MODULE_ATTRIBUTE}]`);
  if (next.documentElement.lang.toLowerCase() !== locale || !tag) throw new Error(`/${locale}/404.html is not its not-found page`);
  await whenParsed();
  const added = replaceDocument(next);
  await Promise.race([stylesheetsSettled(added), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
  return tag;
}

const locale = addressedLocale();
if (locale) {
  // Hidden, not blank: the page served paints nothing until it is replaced or kept (CSSOM, allowed by the CSP).
  root.style.visibility = 'hidden';
  showNotFoundPageOf(locale)
    .then(startRuntime, (error: unknown) => {
      console.warn('Kept the not-found page served:', error instanceof Error ? error.message : error);
      startRuntime(servedTag);
    })
    .finally(() => root.style.removeProperty('visibility'));
} else {
  startRuntime(servedTag);
}
