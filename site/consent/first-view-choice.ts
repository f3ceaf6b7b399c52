// What the served banner's first view (first-view.ts) tells the runtime, which may arrive before or after the choice.

/** A choice made in the served banner's first view. */
export type FirstViewChoice = 'accept-all' | 'reject-all' | 'customize';

/** On <html>: the latest first-view choice of this page, for a runtime that starts after it was made. */
export const FIRST_VIEW_ATTRIBUTE = 'data-consent-first-view';

/** Fired on window with the choice as `detail`, for a runtime already running. */
export const FIRST_VIEW_EVENT = 'site:consent-first-view';

/** The choice made before the runtime started, if any. */
export function earlierChoice(): FirstViewChoice | null {
  const value = document.documentElement.getAttribute(FIRST_VIEW_ATTRIBUTE);
  return value === 'accept-all' || value === 'reject-all' || value === 'customize' ? value : null;
}
