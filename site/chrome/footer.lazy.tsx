// The browser's footer.tsx (the bundle swaps it in, see generator/bundle/deferred-modules.ts): the same component,
// loaded after the first screen has hydrated.
import { lazy } from 'react';

export const Footer = lazy(() => import('./footer.tsx').then((module) => ({ default: module.Footer })));
