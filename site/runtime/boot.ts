// The page's only script tag. It evaluates nothing heavy: the runtime (React, the App, the translations) starts once
// the page has loaded and painted. The server HTML already reads and works, so on a slow phone the text and
// the lead image arrive first, with the whole connection to themselves, and the JavaScript comes after them.
import { BOOT_PRELOAD_ATTRIBUTE } from '../shared/boot-data.ts';

function whenLoaded(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else addEventListener('load', callback, { once: true });
}

whenLoaded(() => {
  // Every module at once, instead of the waterfall the browser would discover import by import.
  const modules = document.querySelector(`script[${BOOT_PRELOAD_ATTRIBUTE}]`)?.getAttribute(BOOT_PRELOAD_ATTRIBUTE)?.split(' ') ?? [];
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Run after the next paint, so the lead image is on screen before any script work.
  requestAnimationFrame(() =>
    setTimeout(() => {
      // main.tsx is an entry of its own: this resolves to the file preloaded above.
      void import('./main.tsx');
    }),
  );
});
