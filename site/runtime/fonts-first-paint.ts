// Inlined at the top of every page's <head> (its hash is in the Content-Security-Policy): before anything is drawn,
// the page uses the web fonts if an earlier page has put them in the browser's cache (runtime/fonts.ts), and keeps
// the fallback otherwise. It reads one local storage key and sets one attribute, so its text never changes.
import { FONTS_ATTRIBUTE, FONTS_CACHED_KEY } from '../shared/cached-fonts.ts';

try {
  if (localStorage.getItem(FONTS_CACHED_KEY)) document.documentElement.setAttribute(FONTS_ATTRIBUTE, '');
} catch {
  // Storage refused (a privacy setting): the fallback, as on a first visit.
}
