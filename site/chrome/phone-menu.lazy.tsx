// The browser's phone-menu.tsx (the bundle swaps it in, see generator/bundle/deferred-modules.ts): the same component,
// its code loaded beside hydration rather than with the page's first scripts. Until it arrives, the server's HTML
// stands: the no-JavaScript menu, a disclosure that unfolds under the bar.
import { deferred } from '../primitives/deferred.ts';

export const PhoneMenu = deferred(() => import('./phone-menu.tsx').then((module) => module.PhoneMenu));
