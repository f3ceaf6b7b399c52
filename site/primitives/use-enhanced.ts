import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates; true from the next one. Components render their no-JavaScript
 * form first (a `<details>`, a plain link) and switch to the scripted one once hydrated, so both match the HTML.
 * The switch is a transition: it builds new elements (the phone menu's dialog and everything in it), and as a
 * transition React builds them in slices between which the browser can respond, instead of one long task.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => startTransition(() => setEnhanced(true)), []);
  return enhanced;
}
