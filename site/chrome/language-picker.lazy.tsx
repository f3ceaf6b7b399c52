// The browser's language-picker.tsx (the bundle swaps it in, see generator/bundle/deferred-modules.ts): the picker's
// code loads when a visitor first reaches for it (language-switcher.tsx), not with the page.
import { deferred } from '../primitives/deferred.ts';

export const LanguagePicker = deferred(() => import('./language-picker.tsx').then((module) => module.LanguagePicker));
