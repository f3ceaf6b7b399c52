import { Suspense } from 'react';
import type { PageSectionsProps } from './section-list.tsx';
import { MarketingSections } from './marketing-sections.tsx';

export type { PageSectionsProps };

/**
 * A marketing page's designed modules (section-list.tsx, marketing-sections.tsx). The reading set has a module of its
 * own (reading-page-sections.tsx): a template imports the one its pages use (site/shared/section-sets.ts), so its
 * stylesheet holds that set's rules only. The server renders them at once; in the browser they are not needed to
 * hydrate the first screen, so the bundle swaps in the set's `.lazy.tsx`: its code loads beside hydration, and until
 * it has, the server's HTML stands as it is (a dehydrated Suspense boundary; React replays a click on it).
 */
export function PageSections(props: PageSectionsProps) {
  return (
    <Suspense fallback={null}>
      <MarketingSections {...props} />
    </Suspense>
  );
}
