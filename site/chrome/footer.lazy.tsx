// The browser's footer.tsx (the bundle swaps it in, see generator/bundle/deferred-modules.ts): the same component,
// loaded after the first screen has hydrated.
import { deferred } from '../primitives/deferred.ts';

export const Footer = deferred(() => import('./footer.tsx').then((module) => module.Footer));
