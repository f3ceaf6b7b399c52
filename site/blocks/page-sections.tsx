import { Suspense } from 'react';
import { SectionList, type PageSectionsProps } from './section-list.tsx';

export type { PageSectionsProps };

/**
 * A page's designed modules (section-list.tsx). The server renders them at once; in the browser they are not needed
 * to hydrate the first screen, so the bundle swaps in section-list.lazy.tsx: their code loads beside hydration, and
 * until it has, the server's HTML stands as it is (a dehydrated Suspense boundary; React replays a click on it).
 */
export function PageSections(props: PageSectionsProps) {
  return (
    <Suspense fallback={null}>
      <SectionList {...props} />
    </Suspense>
  );
}
