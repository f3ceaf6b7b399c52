// The designed modules authors compose in front matter (`sections:`), as the page data carries them.
// The generator resolves references (outcome ids, routes, images) and parses rich text; templates render them.
import type { Card, ImageSource, TreeNode } from './page-data.ts';

/** Inline markdown from a front-matter field (links, emphasis), parsed at build time. */
export type RichText = TreeNode[];

export interface Action {
  label: string;
  /** A route without locale, a `mailto:` address or an absolute URL. */
  href: string;
}

/** A figure with what it measured: "70 %" — "of invoices processed without a touch". */
export interface Figure {
  value: string;
  label: string;
  /** Where and when it was measured: "customs broker, after three months". */
  context: string | null;
}

export interface Quote {
  text: string;
  /** Attributed by role and sector, never by a person's name (docs/design.md, "Client outcomes"). */
  role: string;
  sector: string;
}

/** An anonymised client outcome: who (sector, size, region), the situation, what was done, the result. */
export interface Outcome {
  id: string;
  /** "A European metals trader, 40 traders". */
  client: string;
  /** The result in one line. */
  title: string;
  situation: string;
  approach: string;
  result: string;
  figures: Figure[];
  /** "Twelve weeks, a team of three". */
  timeframe: string;
  /** The industry page it belongs to, as a link. */
  industry: Action;
  quote: Quote | null;
  /** The industry's artwork, for the outcome's visual. */
  image: ImageSource | null;
}

export interface TextItem {
  title: string | null;
  text: RichText;
}

export interface Step {
  title: string;
  /** "Two weeks". */
  duration: string | null;
  text: RichText;
}

export interface Question {
  question: string;
  answer: RichText;
}

export interface WordmarkGroup {
  label: string | null;
  items: string[];
}

/** A card of a cards block: a page, optionally with what to expect there and a figure from an outcome. */
export interface BlockCard extends Card {
  /** A line under the summary ("A senior consultant replies within one business day"). */
  detail: string | null;
  /** The card's action label, instead of "Read more". */
  action: string | null;
  /** A client outcome shown on the card: its headline figure and client line. */
  outcome: Pick<Outcome, 'client' | 'title' | 'figures'> | null;
}

interface BlockHeading {
  /** The section's heading (level 2). */
  title: string | null;
  intro: RichText | null;
}

export interface FiguresBlock extends BlockHeading {
  type: 'figures';
  items: Figure[];
}
export interface OutcomesBlock extends BlockHeading {
  type: 'outcomes';
  items: Outcome[];
}
export interface StepsBlock extends BlockHeading {
  type: 'steps';
  items: Step[];
}
export interface QuoteBlock extends Quote {
  type: 'quote';
}
export interface ProblemAnswerBlock extends BlockHeading {
  type: 'problem-answer';
  problem: { title: string; items: TextItem[] };
  answer: { title: string; items: TextItem[] };
}
export interface QuestionsBlock extends BlockHeading {
  type: 'questions';
  items: Question[];
}
export interface WordmarksBlock extends BlockHeading {
  type: 'wordmarks';
  groups: WordmarkGroup[];
}
export interface CallToActionBlock {
  type: 'cta';
  /** One sentence. */
  title: string;
  text: RichText | null;
  action: Action;
  secondary: Action | null;
}
export interface CardsBlock extends BlockHeading {
  type: 'cards';
  items: BlockCard[];
}
export interface FeaturesBlock extends BlockHeading {
  type: 'features';
  items: TextItem[];
}
/** The privacy page's table of every cookie, storage item, cache and database the site sets (shared/storage-items.ts). */
export interface StorageBlock extends BlockHeading {
  type: 'storage';
}
/** Where the page's markdown body goes among its sections. */
export interface BodyBlock {
  type: 'body';
}

export type Block =
  | FiguresBlock
  | OutcomesBlock
  | StepsBlock
  | QuoteBlock
  | ProblemAnswerBlock
  | QuestionsBlock
  | WordmarksBlock
  | CallToActionBlock
  | CardsBlock
  | FeaturesBlock
  | StorageBlock
  | BodyBlock;

export type BlockType = Block['type'];

export const BLOCK_TYPES = [
  'figures',
  'outcomes',
  'steps',
  'quote',
  'problem-answer',
  'questions',
  'wordmarks',
  'cta',
  'cards',
  'features',
  'storage',
  'body',
] as const satisfies readonly BlockType[];
