import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code loads after the first screen has hydrated, for a `<Suspense>` boundary the server rendered
 * whole. If its code cannot load (offline, a deploy removed the chunk), the boundary is left as the server wrote it —
 * readable, its links working — instead of failing the page: the promise then never settles.
 */
// `any` as in React.lazy's own signature: props are whatever the component takes.
export function deferred<T extends ComponentType<any>>(load: () => Promise<T>): LazyExoticComponent<T> {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error('Part of the page could not be made interactive; it stays as the server rendered it:', error);
        return new Promise<never>(() => {});
      },
    ),
  );
}
