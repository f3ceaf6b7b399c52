import { Suspense } from 'react';
import type { PageSectionsProps } from './section-list.tsx';
import { ReadingSections } from './reading-sections.tsx';

/** A reading page's designed modules (legal texts, articles, the sitemap, the contact forms): see page-sections.tsx. */
export function ReadingPageSections(props: PageSectionsProps) {
  return (
    <Suspense fallback={null}>
      <ReadingSections {...props} />
    </Suspense>
  );
}
