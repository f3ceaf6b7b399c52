// The marketing set of blocks (site/shared/section-sets.ts), drawn by SectionList: home, services, industries and
// the other marketing pages. In the browser the bundle loads it after the first screen (marketing-sections.lazy.tsx).
import type { BlockRenderers, PageSectionsProps } from './section-list.tsx';
import { EVERY_SET_SHOWS, SectionList } from './section-list.tsx';
import { Cards } from './cards.tsx';
import { Features } from './features.tsx';
import { Figures } from './figures.tsx';
import { Outcomes } from './outcomes.tsx';
import { ProblemAnswer } from './problem-answer.tsx';
import { Questions } from './questions.tsx';
import { Quote } from './quote.tsx';
import { Wordmarks } from './wordmarks.tsx';

const MARKETING_BLOCKS: BlockRenderers = {
  ...EVERY_SET_SHOWS,
  figures: (block, id) => <Figures block={block} id={id} />,
  outcomes: (block, id) => <Outcomes block={block} id={id} />,
  quote: (block) => <Quote block={block} />,
  'problem-answer': (block, id) => <ProblemAnswer block={block} id={id} />,
  questions: (block, id) => <Questions block={block} id={id} />,
  wordmarks: (block, id) => <Wordmarks block={block} id={id} />,
  cards: (block, id) => <Cards block={block} id={id} />,
  features: (block, id) => <Features block={block} id={id} />,
};

export function MarketingSections(props: PageSectionsProps) {
  return <SectionList {...props} renderers={MARKETING_BLOCKS} set="marketing" />;
}
