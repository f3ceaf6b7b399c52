// The web fonts for the pages after the first (see site/shared/cached-fonts.ts): fetched once the page is
// interactive, at low priority, into the browser's cache; later pages use them from their first paint.
import { FONTS_ATTRIBUTE, FONTS_CACHED_KEY } from '../shared/cached-fonts.ts';

function fontsCached(): boolean {
  try {
    return localStorage.getItem(FONTS_CACHED_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * Loads each font file as the page's styles would (a font request, from the cache when it is there) without
 * using it on this page, whose text would reflow; then notes that the next pages can.
 */
export async function cacheFonts(urls: string[]): Promise<void> {
  if (!urls.length || fontsCached() || typeof FontFace === 'undefined') return;
  try {
    await Promise.all(urls.map((url) => new FontFace('cache-only', `url(${JSON.stringify(url)})`).load()));
    localStorage.setItem(FONTS_CACHED_KEY, '1');
  } catch {
    // Offline, or storage refused: the next page asks again.
  }
}

/**
 * After a client-side navigation, when the fonts are cached: the new page is drawn in them (its content is new
 * anyway, so nothing the visitor was reading moves).
 */
export function adoptCachedFonts(): void {
  if (fontsCached()) document.documentElement.setAttribute(FONTS_ATTRIBUTE, '');
}
