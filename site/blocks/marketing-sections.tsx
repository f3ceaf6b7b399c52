// The marketing set of blocks (site/shared/section-sets.ts), drawn by SectionList: home, services, industries and
// the other marketing pages. In the browser the bundle loads it after the first screen (marketing-sections.lazy.tsx).
import type { BlockRenderer, PageSectionsProps } from './section-list.tsx';
import { notShown, SectionList } from './section-list.tsx';
import { CallToAction } from './call-to-action.tsx';
import { Cards } from './cards.tsx';
import { Features } from './features.tsx';
import { Figures } from './figures.tsx';
import { Outcomes } from './outcomes.tsx';
import { ProblemAnswer } from './problem-answer.tsx';
import { Questions } from './questions.tsx';
import { Quote } from './quote.tsx';
import { Steps } from './steps.tsx';
import { Wordmarks } from './wordmarks.tsx';

const renderMarketingBlock: BlockRenderer = (block, id) => {
  switch (block.type) {
    case 'figures':
      return <Figures block={block} id={id} />;
    case 'outcomes':
      return <Outcomes block={block} id={id} />;
    case 'steps':
      return <Steps block={block} id={id} />;
    case 'quote':
      return <Quote block={block} />;
    case 'problem-answer':
      return <ProblemAnswer block={block} id={id} />;
    case 'questions':
      return <Questions block={block} id={id} />;
    case 'wordmarks':
      return <Wordmarks block={block} id={id} />;
    case 'cta':
      return <CallToAction block={block} id={id} />;
    case 'cards':
      return <Cards block={block} id={id} />;
    case 'features':
      return <Features block={block} id={id} />;
    default:
      return notShown(block.type, 'marketing');
  }
};

export function MarketingSections(props: PageSectionsProps) {
  return <SectionList {...props} render={renderMarketingBlock} />;
}
