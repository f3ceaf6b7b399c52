import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * True around what the browser alone renders, after hydration (the phone menu's sheet, drawn when first opened): the
 * components in it start in their scripted form, with no form of the server's to match.
 */
export const RenderedEnhanced = createContext(false);

/**
 * False on the server and in the render that hydrates; true from a later one. Components render their no-JavaScript
 * form first (a `<details>`, a plain link) and switch to the scripted one once hydrated, so both match the HTML.
 * With `media`, the switch waits until the screen matches it: a part the layout hides on this screen (the wide
 * navigation on a phone, the phone menu on a desktop) keeps its server form, and the page's start-up does not
 * rebuild it. The switch is a transition: it builds new elements, and as a transition React builds them in slices
 * between which the browser can respond, instead of one long task.
 */
export function useEnhanced(media?: string): boolean {
  const renderedEnhanced = useContext(RenderedEnhanced);
  const [enhanced, setEnhanced] = useState(renderedEnhanced);
  useEffect(() => {
    if (enhanced) return;
    const enhance = () => startTransition(() => setEnhanced(true));
    const screen = media && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;
    if (!screen || screen.matches) {
      enhance();
      return;
    }
    const onChange = () => {
      if (screen.matches) enhance();
    };
    screen.addEventListener('change', onChange);
    return () => screen.removeEventListener('change', onChange);
  }, [enhanced, media]);
  return enhanced;
}
