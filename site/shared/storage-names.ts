// The names and lifetimes of what the site stores in a visitor's browser, as the code that sets each item reads
// them. The privacy page's list (storage-items.ts) is made from the same names, so it cannot drift from the code;
// they live apart from it because the runtime's first modules need a name or two, not the whole list.
/** The consent record (SPEC §9). */
export const CONSENT_COOKIE = 'factor-segment-consents';
export const CONSENT_DAYS = 31;
/** The visit stamps of the contact forms, one cookie per form (`contact-opened-business` …). */
export const VISIT_STAMP_COOKIE = 'contact-opened';
export const VISIT_STAMP_HOURS = 6;
/** Where the router keeps each page's scroll position, for Back and Forward in the same tab. */
export const SCROLL_KEY = 'site:scroll';
/** Set once a page reloaded for a new service worker, so that it reloads only once. */
export const WORKER_RELOAD_KEY = 'site:reloaded-for-worker-update';
/** The service worker's runtime caches (its precache is Workbox's `workbox-precache-v2-{scope}`). */
export const CACHE_NAMES = { assets: 'assets', pages: 'pages' } as const;
