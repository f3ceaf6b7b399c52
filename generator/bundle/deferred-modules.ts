import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as esbuild from 'esbuild';

/**
 * Modules the browser loads after hydration (the browser bundle only). Where `x.tsx` has a sibling `x.lazy.tsx`,
 * every import of `./x.tsx` resolves to the sibling — except the sibling's own `import('./x.tsx')`, which becomes a
 * chunk of its own. The server bundle keeps `x.tsx`, so pages are rendered whole; the caller wraps the component in
 * a Suspense boundary on both sides, so hydration leaves the server's HTML in place until the chunk has arrived.
 */
export const deferredModules: esbuild.Plugin = {
  name: 'deferred-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\/.*\.tsx$/ }, (args) => {
      const target = join(args.resolveDir, args.path);
      const lazy = target.replace(/\.tsx$/, '.lazy.tsx');
      if (args.importer === lazy || !existsSync(lazy)) return undefined;
      return { path: lazy };
    });
  },
};
