// Where the page is, as the header and the footer show it: the route their language links lead to, and how the
// navigation marks the page. The server render writes both parts once per locale with stand-ins for these, and puts
// each page's in their place (site/server-chrome.tsx); in the browser they are always the page's own.
import { createContext, useContext } from 'react';
import { useSite } from '../context.tsx';
import { navMark, type MarkOf, type NavMark } from '../shared/nav-marks.ts';
import { languageRoute } from '../shared/paths.ts';

export interface PlaceStandIns {
  languageRoute: string;
  navMark: (of: MarkOf) => NavMark;
}

/** Server only: stand-ins for the page's place (site/server-chrome.tsx). */
export const PlaceStandIns = createContext<PlaceStandIns | null>(null);

/** The route the page's language links lead to in each locale. */
export function useLanguageRoute(): string {
  const { page } = useSite();
  return useContext(PlaceStandIns)?.languageRoute ?? languageRoute(page);
}

/** How the navigation marks the page against a link or a dropdown. */
export function useNavMark(): (of: MarkOf) => NavMark {
  const { page } = useSite();
  const standIns = useContext(PlaceStandIns);
  return standIns ? standIns.navMark : (of) => navMark(page.route, of);
}
