// Window events the page's parts use to talk to the lazily loaded consent and analytics code.

/** Asks the consent banner to open (the footer's "Cookie settings"). */
export const OPEN_CONSENT_EVENT = 'site:open-consent';
/** A modal opened or closed: `{ state: 'open' | 'closed', trackId?, name? }` (tracked after consent, SPEC §7). */
export const MODAL_EVENT = 'site:modal';
