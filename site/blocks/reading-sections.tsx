// The reading set of blocks (site/shared/section-sets.ts), drawn by SectionList: legal texts, articles, the sitemap
// and the contact forms, whose first stylesheet then holds none of the marketing modules' rules. In the browser the
// bundle loads it after the first screen (reading-sections.lazy.tsx).
import type { BlockRenderer, PageSectionsProps } from './section-list.tsx';
import { notShown, SectionList } from './section-list.tsx';
import { CallToAction } from './call-to-action.tsx';
import { Steps } from './steps.tsx';
import { StorageTable } from './storage-table.tsx';

const renderReadingBlock: BlockRenderer = (block, id) => {
  switch (block.type) {
    case 'steps':
      return <Steps block={block} id={id} />;
    case 'cta':
      return <CallToAction block={block} id={id} />;
    case 'storage':
      return <StorageTable block={block} id={id} />;
    default:
      return notShown(block.type, 'reading');
  }
};

export function ReadingSections(props: PageSectionsProps) {
  return <SectionList {...props} render={renderReadingBlock} />;
}
