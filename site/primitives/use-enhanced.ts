import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/**
 * True around what the browser alone renders, after hydration (the phone menu's sheet, drawn when first opened): the
 * components in it start in their scripted form, with no form of the server's to match.
 */
export const RenderedEnhanced = createContext(false);

/**
 * False on the server and in the render that hydrates; true from a later one. Components render their no-JavaScript
 * form first (a `<details>`, a plain link) and switch to the scripted one once hydrated, so both match the HTML.
 *
 * `screen` is the media query of the screens the part is shown on: elsewhere it keeps its server form, so that the
 * page's start-up does not rebuild what the layout hides (the wide navigation on a phone, the phone menu on a
 * desktop), and it switches if the screen changes. `false`: never on its own, only inside RenderedEnhanced.
 *
 * The switch is a transition: it builds new elements, and as a transition React builds them in slices between which
 * the browser can respond, instead of one long task.
 */
export function useEnhanced(screen: string | false = 'all'): boolean {
  const renderedEnhanced = useContext(RenderedEnhanced);
  const [enhanced, setEnhanced] = useState(renderedEnhanced);
  useEffect(() => {
    if (enhanced || screen === false) return;
    const enhance = () => startTransition(() => setEnhanced(true));
    const shown = typeof window.matchMedia === 'function' ? window.matchMedia(screen) : null;
    if (!shown || shown.matches) {
      enhance();
      return;
    }
    const onChange = () => {
      if (shown.matches) enhance();
    };
    shown.addEventListener('change', onChange);
    return () => shown.removeEventListener('change', onChange);
  }, [enhanced, screen]);
  return enhanced;
}
