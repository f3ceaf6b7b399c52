// The browser's reading-sections.tsx (the bundle swaps it in, see generator/bundle/deferred-modules.ts): the same
// component, loaded after the first screen has hydrated.
import { deferred } from '../primitives/deferred.ts';

export const ReadingSections = deferred(() => import('./reading-sections.tsx').then((module) => module.ReadingSections));
