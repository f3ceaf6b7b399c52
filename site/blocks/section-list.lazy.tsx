// The browser's section-list.tsx (the bundle swaps it in, see generator/bundle/deferred-modules.ts): the same
// component, loaded after the first screen has hydrated.
import { deferred } from '../primitives/deferred.ts';

export const SectionList = deferred(() => import('./section-list.tsx').then((module) => module.SectionList));
