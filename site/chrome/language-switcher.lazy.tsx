// The browser's language-switcher.tsx (the bundle swaps it in, see generator/bundle/deferred-modules.ts): the same
// component, its code loaded beside hydration rather than with the page's first scripts. Until it arrives, the
// server's HTML stands: the no-JavaScript list of languages, a disclosure of plain links.
import { deferred } from '../primitives/deferred.ts';

export const LanguageSwitcher = deferred(() => import('./language-switcher.tsx').then((module) => module.LanguageSwitcher));
