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
 * Fetches each font file into the browser's cache, at low priority, without using it on this page (whose text would
 * reflow); then notes that the next pages can. Only the bytes are kept: FontFace.load() also decoded and checked
 * each file on the main thread, a task of 10-20 ms in the page's first seconds on a slow phone.
 */
export async function cacheFonts(urls: string[]): Promise<void> {
  if (!urls.length || fontsCached()) return;
  try {
    await Promise.all(
      urls.map(async (url) => {
        // What the stylesheet's request for the font asks for (a CORS request), so the cache answers it later.
        const response = await fetch(url, { mode: 'cors', credentials: 'same-origin', priority: 'low' });
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        await response.arrayBuffer();
      }),
    );
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
