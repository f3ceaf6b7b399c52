// The browser's marketing-sections.tsx (the bundle swaps it in, see generator/bundle/deferred-modules.ts): the same
// component, loaded after the first screen has hydrated.
import { deferred } from '../primitives/deferred.ts';

export const MarketingSections = deferred(() => import('./marketing-sections.tsx').then((module) => module.MarketingSections));
