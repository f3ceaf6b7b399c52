// The reading set of blocks (site/shared/section-sets.ts), drawn by SectionList: legal texts, articles, the sitemap
// and the contact forms, whose first stylesheet then holds none of the marketing modules' rules. In the browser the
// bundle loads it after the first screen (reading-sections.lazy.tsx).
import type { BlockRenderers, PageSectionsProps } from './section-list.tsx';
import { EVERY_SET_SHOWS, SectionList } from './section-list.tsx';
import { StorageTable } from './storage-table.tsx';

const READING_BLOCKS: BlockRenderers = {
  ...EVERY_SET_SHOWS,
  storage: (block, id) => <StorageTable block={block} id={id} />,
};

export function ReadingSections(props: PageSectionsProps) {
  return <SectionList {...props} renderers={READING_BLOCKS} set="reading" />;
}
