import type { Block, Figure, Outcome, TextItem as BlockTextItem } from '../../site/shared/blocks.ts';
import type { BrochureContent } from './brochure-content.ts';
import { bodyUnits } from './body-units.ts';
import { linkResolver, runsOf, type LinkResolver, type Run } from './rich-runs.ts';

/** An outcome as the case box prints it. */
export interface PrintedOutcome extends Omit<Outcome, 'industry' | 'image' | 'quote'> {
  /** The client's words in quotation marks, and who said them. */
  quote: { text: string; attribution: string } | null;
}

export interface PrintedItem {
  title: string | null;
  text: Run[];
}

/**
 * The pieces a brochure's inside pages are made of, in reading order. Paragraphs and list items may break between
 * their lines across two pages; the others are placed whole, and a heading never ends a page (paginate.ts).
 */
export type Unit =
  | { kind: 'heading'; number: string | null; title: string; intro: Run[] | null; anchor: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list-item'; marker: string; runs: Run[]; last: boolean }
  | { kind: 'blockquote'; runs: Run[] }
  | { kind: 'table'; rows: string[][] }
  | { kind: 'figures'; items: Figure[] }
  | { kind: 'feature-row'; items: (PrintedItem & { number: string })[] }
  | { kind: 'step'; number: string; title: string; duration: string | null; text: Run[]; last: boolean }
  | { kind: 'outcome'; outcome: PrintedOutcome; labels: BrochureContent['labels']['outcome'] }
  | { kind: 'question'; question: string; answer: Run[] }
  | { kind: 'quote'; /** In quotation marks. */ text: string; attribution: string }
  | { kind: 'problem-answer'; problem: { title: string; items: PrintedItem[] }; answer: { title: string; items: PrintedItem[] } }
  | { kind: 'wordmarks'; label: string | null; items: string[] }
  | { kind: 'link-card'; title: string; summary: string; url: string }
  | { kind: 'callout'; title: string; text: Run[]; action: { label: string; url: string } };

export type UnitKind = Unit['kind'];

/** A contents entry: a numbered section heading and where it is. */
export interface ContentsEntry {
  number: string;
  title: string;
  anchor: string;
}

export interface ClosingPage {
  title: string;
  text: Run[];
  action: { label: string; url: string };
  secondary: { label: string; url: string } | null;
}

export interface BrochurePlan {
  /** Listed on the first inside page when the brochure has more than CONTENTS_THRESHOLD sections. */
  contents: ContentsEntry[] | null;
  units: Unit[];
  closing: ClosingPage;
}

/** A contents list earns its place from this many titled sections on. */
export const CONTENTS_THRESHOLD = 5;

/**
 * What the inside pages show, in order (pure): the body where its `body` section stands (first when there is
 * none, as on the web page), every section as units, and the last section's call to action — or the site's
 * default one — kept for the back cover.
 */
export function planBrochure(content: BrochureContent): BrochurePlan {
  const resolve = linkResolver(content.siteUrl, content.locale);
  const sections = content.sections.some((block) => block.type === 'body')
    ? content.sections
    : [{ type: 'body' } as Block, ...content.sections];
  const last = sections.at(-1);
  const closingBlock = last?.type === 'cta' ? last : content.labels.closing;
  const flowing = last?.type === 'cta' ? sections.slice(0, -1) : sections;
  let count = 0;
  const number = () => String(++count).padStart(2, '0');
  const units = flowing.flatMap((block, index) =>
    block.type === 'body' ? bodyUnits(content.body, resolve, number) : blockUnits(block, `section-${index + 1}`, content, resolve, number),
  );
  const contents = units.flatMap((unit) =>
    unit.kind === 'heading' && unit.number ? [{ number: unit.number, title: unit.title, anchor: unit.anchor }] : [],
  );
  return {
    contents: contents.length >= CONTENTS_THRESHOLD ? contents : null,
    units,
    closing: {
      title: closingBlock.title,
      text: runsOf(closingBlock.text ?? [], resolve),
      action: { label: closingBlock.action.label, url: resolve(closingBlock.action.href) ?? content.pageUrl },
      secondary: closingBlock.secondary
        ? { label: closingBlock.secondary.label, url: resolve(closingBlock.secondary.href) ?? content.pageUrl }
        : null,
    },
  };
}

function blockUnits(
  block: Exclude<Block, { type: 'body' }>,
  anchor: string,
  content: BrochureContent,
  resolve: LinkResolver,
  number: () => string,
): Unit[] {
  const heading: Unit[] =
    'title' in block && block.title && block.type !== 'cta'
      ? [
          {
            kind: 'heading',
            number: number(),
            title: block.title,
            intro: 'intro' in block && block.intro ? runsOf(block.intro, resolve) : null,
            anchor,
          },
        ]
      : [];
  const textItem = (item: BlockTextItem): PrintedItem => ({ title: item.title, text: runsOf(item.text, resolve) });
  switch (block.type) {
    case 'figures':
      return [...heading, { kind: 'figures', items: block.items }];
    case 'features':
      return [
        ...heading,
        ...pairs(block.items.map((item, index) => ({ ...textItem(item), number: String(index + 1).padStart(2, '0') }))).map((items) => ({
          kind: 'feature-row' as const,
          items,
        })),
      ];
    case 'steps':
      return [
        ...heading,
        ...block.items.map((step, index) => ({
          kind: 'step' as const,
          number: String(index + 1),
          title: step.title,
          duration: step.duration,
          text: runsOf(step.text, resolve),
          last: index === block.items.length - 1,
        })),
      ];
    case 'outcomes':
      return [
        ...heading,
        ...block.items.map((outcome) => ({
          kind: 'outcome' as const,
          outcome: printedOutcome(outcome, content.labels),
          labels: content.labels.outcome,
        })),
      ];
    case 'questions':
      return [
        ...heading,
        ...block.items.map((item) => ({ kind: 'question' as const, question: item.question, answer: runsOf(item.answer, resolve) })),
      ];
    case 'quote':
      return [
        {
          kind: 'quote',
          text: fill(content.labels.quotation, { text: block.text }),
          attribution: fill(content.labels.attribution, { role: block.role, sector: block.sector }),
        },
      ];
    case 'problem-answer':
      return [
        ...heading,
        {
          kind: 'problem-answer',
          problem: { title: block.problem.title, items: block.problem.items.map(textItem) },
          answer: { title: block.answer.title, items: block.answer.items.map(textItem) },
        },
      ];
    case 'wordmarks':
      return [...heading, ...block.groups.map((group) => ({ kind: 'wordmarks' as const, label: group.label, items: group.items }))];
    case 'cards':
      return [
        ...heading,
        ...block.items.map((card) => ({
          kind: 'link-card' as const,
          title: card.title,
          summary: card.summary,
          url: resolve(card.href) ?? content.pageUrl,
        })),
      ];
    case 'cta':
      return [
        {
          kind: 'callout',
          title: block.title,
          text: runsOf(block.text ?? [], resolve),
          action: { label: block.action.label, url: resolve(block.action.href) ?? content.pageUrl },
        },
      ];
    case 'storage':
      // The privacy page's table: a brochure has none to print.
      return [];
  }
}

/** Items two by two, for a two-column grid: the last row may hold one. */
export function pairs<T>(items: T[]): T[][] {
  const rows: T[][] = [];
  for (let index = 0; index < items.length; index += 2) rows.push(items.slice(index, index + 2));
  return rows;
}

/** A translation's template with its `{{name}}` placeholders filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function printedOutcome(outcome: Outcome, labels: BrochureContent['labels']): PrintedOutcome {
  const { industry: _industry, image: _image, quote, ...rest } = outcome;
  return {
    ...rest,
    quote: quote
      ? {
          text: fill(labels.quotation, { text: quote.text }),
          attribution: fill(labels.attribution, { role: quote.role, sector: quote.sector }),
        }
      : null,
  };
}
