// The names in the DOM that code loaded apart agrees on: the server-rendered parts of the page, the runtime and the
// lazily loaded consent and analytics code. They share one module because each module that several entry points
// import becomes a first-load chunk of its own: two modules of constants were two more requests at start-up.

/** Window event: asks the consent banner to open (the footer's "Cookie settings"). */
export const OPEN_CONSENT_EVENT = 'site:open-consent';
/** Window event: a modal opened or closed, `{ state: 'open' | 'closed', trackId?, name? }` (tracked after consent, SPEC §7). */
export const MODAL_EVENT = 'site:modal';

// The page's bands and its footer are laid out and painted only as they near the screen (content-visibility: auto,
// in site/design/global-styles.ts), until the runtime draws them for good once the browser is idle
// (runtime/off-screen-parts.ts). Chromium paints a long page before it has parsed all of it, then lays out the rest:
// on the home page that layout after the first paint now covers 225 boxes instead of 607, a task of 4-7 ms instead of
// 15-36 ms on a two-core test machine. A part not drawn yet stands at a guessed height.

/** The attribute that marks such a part (Section, Footer). */
export const OFF_SCREEN_ATTRIBUTE = 'data-off-screen';

/**
 * Props that mark an element as such a part. The runtime gives a part its style once the browser is idle, which may
 * be before React has hydrated it (the sections hydrate in a Suspense boundary of their own): that one attribute
 * differs from the server's on purpose, and React leaves it as it is.
 */
export const offScreenPart = { [OFF_SCREEN_ATTRIBUTE]: '', suppressHydrationWarning: true } as const;

/**
 * The attribute that names a part of the server's page hydrated only once a visitor comes near it
 * (site/primitives/near-screen.tsx): its value is the part's name, unique on the page.
 */
export const NEAR_SCREEN_ATTRIBUTE = 'data-hydrates';
