// The web fonts come from the browser's cache or not at all on a first paint: a first visit is drawn in a fallback
// shaped like Inter (site/design/fonts.css), while the runtime puts Inter in the cache for the pages after it.
// Waiting for the fonts, or swapping them in, would delay or shift the first screen of a first visit.

/** The local storage key noting that the site's web fonts are in the browser's cache (value: '1'). */
export const FONTS_CACHED_KEY = 'factor-fonts';

/** The attribute on `<html>` that switches the page's type from the fallback to the web fonts. */
export const FONTS_ATTRIBUTE = 'data-fonts';
