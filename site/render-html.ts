// The server's render, marked for the browser's runtime. Pages are rendered by React's renderToString and hydrated by
// Preact's React-compatible runtime (generator/bundle/client-bundle.ts says why). While a part's code is still
// loading (a Suspense boundary around a deferred part: the page's sections, the footer, the phone menu), Preact keeps
// the server's HTML of that part only where it is marked as Preact marks it, `<!--$s-->` … `<!--/$s-->`; React marks
// a boundary `<!--$-->` … `<!--/$-->`, and under those Preact kept the part's first element and drew the rest anew
// (six of the home page's seven sections were replaced once their code had arrived).
import type { ReactNode } from 'react';
import { renderToString, type ServerOptions } from 'react-dom/server';

/** What React writes around a Suspense boundary's content that rendered, and what Preact reads. */
const BOUNDARY_MARKS: readonly [react: string, preact: string][] = [
  ['<!--$-->', '<!--$s-->'],
  ['<!--/$-->', '<!--/$s-->'],
];

/** `renderToString`, with each Suspense boundary marked for Preact's hydration (text never holds a `<`). */
export function renderHtml(element: ReactNode, options?: ServerOptions): string {
  let html = renderToString(element, options);
  for (const [react, preact] of BOUNDARY_MARKS) html = html.replaceAll(react, preact);
  return html;
}
