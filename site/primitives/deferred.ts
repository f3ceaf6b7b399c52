import { createElement, Fragment, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { HydratedPart, type HydratingPart } from './hydrated-part.tsx';

/**
 * A component whose code loads after the first screen has hydrated, for a `<Suspense>` boundary the server rendered
 * whole. If its code cannot load (offline, a deploy removed the chunk), the boundary is left as the server wrote it —
 * readable, its links working — instead of failing the page: the promise then never settles.
 *
 * A part the page waits for before it counts as hydrated (`part`) reports from the loaded component's own render.
 * Preact, the browser's runtime, hydrates what stands beside a part that is still loading and commits it at once: a
 * report beside the part came before the part itself (a contact form still without its own checks when the page
 * said it was interactive).
 */
// `any` as in React.lazy's own signature: props are whatever the component takes.
export function deferred<T extends ComponentType<any>>(load: () => Promise<T>, part?: HydratingPart): LazyExoticComponent<T> {
  return lazy(() =>
    load().then(
      (component) => ({ default: part ? reporting(component, part) : component }),
      (error: unknown) => {
        console.error('Part of the page could not be made interactive; it stays as the server rendered it:', error);
        return new Promise<never>(() => {});
      },
    ),
  );
}

/** The component, then its part's report, committed together once the component has rendered. */
function reporting<T extends ComponentType<any>>(Component: T, part: HydratingPart): T {
  const Reporting = (props: ComponentProps<T>) =>
    createElement(Fragment, null, createElement(Component, props), createElement(HydratedPart, { part }));
  Reporting.displayName = `Reporting(${part})`;
  return Reporting as unknown as T;
}
