// The browser's section-list.tsx (the bundle swaps it in, see generator/bundle/deferred-modules.ts): the same
// component, loaded after the first screen has hydrated.
import { lazy } from 'react';

export const SectionList = lazy(() => import('./section-list.tsx').then((module) => ({ default: module.SectionList })));
