import { useEffect, useState } from 'react';

/**
 * False on the server and in the render that hydrates; true from the next one. Components render their no-JavaScript
 * form first (a `<details>`, a plain link) and switch to the scripted one once hydrated, so both match the HTML. The
 * switch comes in a render of its own, after the hydration's task.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
