// How the top navigation marks where the page is (aria-current). Pure: the header reads it, and the server render
// writes the header once per locale with stand-ins for the marks, then works out each page's (site/server-chrome.tsx).

/** A mark: the page itself, a page in the section, or none (no attribute). */
export type NavMark = 'page' | 'true' | undefined;

/**
 * What a mark is of: a link of the bar (the page itself or a page in its section), a link in a dropdown (the page
 * itself only: its hub would otherwise be marked on every page of the section), or a dropdown (any of its links).
 */
export type MarkOf = { link: string } | { dropdownLink: string } | { dropdown: string[] };

/** Where the page at `route` stands against a link: the page itself, a page in its section, or elsewhere. */
export function currentness(route: string, href: string): NavMark {
  if (route === href) return 'page';
  return href !== '/' && route.startsWith(href) ? 'true' : undefined;
}

export function navMark(route: string, of: MarkOf): NavMark {
  if ('link' in of) return currentness(route, of.link);
  if ('dropdownLink' in of) return currentness(route, of.dropdownLink) === 'page' ? 'page' : undefined;
  return of.dropdown.some((href) => currentness(route, href)) ? 'true' : undefined;
}
