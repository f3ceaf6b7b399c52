import { Fragment, type ReactNode } from 'react';
import type { Block, BlockType, CallToActionBlock } from '../shared/blocks.ts';
import type { SectionTone } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { NearScreen } from '../primitives/near-screen.tsx';
import { Section } from '../primitives/section.tsx';
import type { SectionSet } from '../shared/section-sets.ts';
import { CallToAction } from './call-to-action.tsx';
import { Steps } from './steps.tsx';

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

type DrawnBlock = Exclude<Block, { type: 'body' }>;

/** How a set of blocks draws each of its types (marketing-sections.tsx, reading-sections.tsx); the body is the template's. */
export type BlockRenderers = { [Type in DrawnBlock['type']]?: (block: Extract<DrawnBlock, { type: Type }>, id: string) => ReactNode };

/** The blocks every set shows: an engagement's steps, and the call to action that closes a page. */
export const EVERY_SET_SHOWS: BlockRenderers = {
  steps: (block, id) => <Steps block={block} id={id} />,
  cta: (block, id) => <CallToAction block={block} id={id} />,
};

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

/**
 * A page's designed modules in order, in bands of alternating tone, ending with a call to action unless `closing` is
 * `none`; `renderers` draw the blocks of the template's set (`set` names it when a page holds another).
 */
export function SectionList({
  sections,
  after = 'default',
  body,
  beforeClosing,
  closing = 'band',
  renderers,
  set,
}: PageSectionsProps & { renderers: BlockRenderers; set: SectionSet }) {
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
    // Each band hydrates once a visitor nears it.
    return (
      <NearScreen key={id} name={id}>
        <Section tone={tones[index]} labelledBy={labelled} block={block.type} hydrates={id}>
          {drawBlock(block, id, renderers, set)}
        </Section>
      </NearScreen>
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

/**
 * A block outside the template's set. The front-matter check refuses such a page with its file and line before
 * anything renders; this only guards a page built by code around that check.
 */
function notShown(type: string, set: string): never {
  throw new Error(`A "${type}" block is not in the ${set} set of blocks its template shows (site/shared/section-sets.ts)`);
}

function drawBlock(block: DrawnBlock, id: string, renderers: BlockRenderers, set: SectionSet): ReactNode {
  // The map is keyed by type, so the renderer found takes this block's type.
  const draw = renderers[block.type] as ((block: DrawnBlock, id: string) => ReactNode) | undefined;
  return draw ? draw(block, id) : notShown(block.type, set);
}
