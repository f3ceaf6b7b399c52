import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser: it runs in the render's own commit, before the browser paints or handles the next
 * event. On the server, where no effect runs, `useEffect`: React 18 warns about every layout effect it renders there.
 */
export const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;
