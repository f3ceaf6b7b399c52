import { Fragment, type ReactNode } from 'react';
import type { Block, BlockType, CallToActionBlock } from '../shared/blocks.ts';
import type { SectionTone } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Section } from '../primitives/section.tsx';
import { CallToAction } from './call-to-action.tsx';
import { Cards } from './cards.tsx';
import { Features } from './features.tsx';
import { Figures } from './figures.tsx';
import { Outcomes } from './outcomes.tsx';
import { ProblemAnswer } from './problem-answer.tsx';
import { Questions } from './questions.tsx';
import { Quote } from './quote.tsx';
import { Steps } from './steps.tsx';
import { StorageTable } from './storage-table.tsx';
import { Wordmarks } from './wordmarks.tsx';

/** The tone each block prefers; light bands alternate so that sections never run together. */
const PREFERRED_TONE: Record<BlockType, SectionTone> = {
  figures: 'dark',
  outcomes: 'surface',
  steps: 'default',
  quote: 'default',
  'problem-answer': 'default',
  questions: 'default',
  wordmarks: 'surface',
  cta: 'primary',
  cards: 'default',
  features: 'default',
  storage: 'surface',
  body: 'default',
};

/**
 * The tone of every section (pure): each block's preferred tone, except that a band never takes the tone of
 * the band above it: a light band flips to the other light tone, a dark one under a dark lead turns white.
 * `first` is the tone above the first section.
 */
export function sectionTones(types: BlockType[], first: SectionTone): SectionTone[] {
  const tones: SectionTone[] = [];
  let previous = first;
  for (const type of types) {
    let tone = PREFERRED_TONE[type];
    if (tone === previous) tone = tone === 'default' ? 'surface' : 'default';
    tones.push(tone);
    previous = tone;
  }
  return tones;
}

export interface PageSectionsProps {
  sections: Block[];
  /** The tone of what sits above the first section (the lead), so the rhythm starts right. */
  after?: SectionTone;
  /** What a `body` section shows: the page's markdown body, laid out by the template. */
  body?: ReactNode;
  /** Blocks the template shows after the authored ones, before the closing band (e.g. a contact hub's offices). */
  beforeClosing?: ReactNode;
  /**
   * `none` where the visitor is already acting (the contact pages): the page ends with what happens next, not with
   * the site's band inviting them to where they are. An authored call to action still closes the page.
   */
  closing?: 'band' | 'none';
}

/** The site's closing band, for pages whose sections do not end with one of their own. */
function useDefaultCallToAction(): CallToActionBlock {
  const { t } = useSite();
  return {
    type: 'cta',
    title: t('blocks.cta.title'),
    text: [t('blocks.cta.text')],
    action: { label: t('blocks.cta.action'), href: '/contact/business/' },
    secondary: { label: t('blocks.cta.secondary'), href: '/audit/' },
  };
}

/** A page's designed modules in order, in bands of alternating tone, ending with a call to action unless `closing` is `none`. */
export function SectionList({ sections, after = 'default', body, beforeClosing, closing = 'band' }: PageSectionsProps) {
  const band = useDefaultCallToAction();
  const endsWithBand = sections.at(-1)?.type === 'cta';
  const blocks = endsWithBand || closing === 'none' ? sections : [...sections, band];
  const tones = sectionTones(
    blocks.map((block) => block.type),
    after,
  );
  const rendered = blocks.map((block, index) => {
    const id = `section-${index + 1}`;
    if (block.type === 'body') return <Fragment key={id}>{body}</Fragment>;
    const labelled = 'title' in block && block.title ? id : undefined;
    return (
      <Section key={id} tone={tones[index]} labelledBy={labelled} block={block.type}>
        {renderBlock(block, id)}
      </Section>
    );
  });
  const closes = endsWithBand || closing === 'band';
  return (
    <>
      {closes ? rendered.slice(0, -1) : rendered}
      {beforeClosing}
      {closes && rendered.at(-1)}
    </>
  );
}

function renderBlock(block: Exclude<Block, { type: 'body' }>, id: string): ReactNode {
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
    case 'storage':
      return <StorageTable block={block} id={id} />;
  }
}
