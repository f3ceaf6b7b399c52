import type { Block, BlockCard, Outcome, RichText, TextItem } from '../../site/shared/blocks.ts';
import type { Card, ImageSource } from '../../site/shared/page-data.ts';
import type { AuthoredBlock } from '../templates/block-schema.ts';
import type { ContentOutcome } from '../load/parse-outcome.ts';
import type { PlannedPage } from './create-route-table.ts';

/** What resolving a page's sections needs from the rest of its locale. */
export interface BlockContext {
  /** The page's parsed rich text fields, by path (ContentPage.richText). */
  richText: Record<string, RichText>;
  /** This locale's outcomes by id. */
  outcomes: Map<string, ContentOutcome>;
  /** This locale's pages by route. */
  pagesByRoute: Map<string, PlannedPage>;
  toCard: (page: PlannedPage) => Card;
  image: (src: string | undefined) => ImageSource | null;
}

/**
 * The page's sections as the page data carries them (pure): outcome ids become outcomes, routes become
 * cards, rich text fields their parsed trees. The route table has checked every reference already.
 */
export function resolveBlocks(sections: AuthoredBlock[], context: BlockContext): Block[] {
  return sections.map((block, index) => resolveBlock(block, `sections.${index}`, context));
}

function resolveBlock(block: AuthoredBlock, at: string, context: BlockContext): Block {
  const rich = (path: string): RichText => context.richText[path] ?? [];
  const optionalRich = (path: string): RichText | null => context.richText[path] ?? null;
  const heading = { title: 'title' in block ? (block.title ?? null) : null, intro: optionalRich(`${at}.intro`) };
  const textItems = (items: (string | { title?: string; text: string })[], path: string): TextItem[] =>
    items.map((item, position) =>
      typeof item === 'string'
        ? { title: null, text: rich(`${path}.${position}`) }
        : { title: item.title ?? null, text: rich(`${path}.${position}.text`) },
    );
  switch (block.type) {
    case 'figures':
      return { type: 'figures', ...heading, items: block.items.map((item) => ({ ...item, context: item.context ?? null })) };
    case 'outcomes':
      return { type: 'outcomes', ...heading, items: block.items.map((id) => resolveOutcome(context.outcomes.get(id)!, context)) };
    case 'steps':
      return {
        type: 'steps',
        ...heading,
        items: block.items.map((item, position) => ({
          title: item.title,
          duration: item.duration ?? null,
          text: rich(`${at}.items.${position}.text`),
        })),
      };
    case 'quote':
      return { type: 'quote', text: block.text, role: block.role, sector: block.sector };
    case 'problem-answer':
      return {
        type: 'problem-answer',
        ...heading,
        problem: { title: block.problem.title, items: textItems(block.problem.items, `${at}.problem.items`) },
        answer: { title: block.answer.title, items: textItems(block.answer.items, `${at}.answer.items`) },
      };
    case 'questions':
      return {
        type: 'questions',
        ...heading,
        items: block.items.map((item, position) => ({ question: item.question, answer: rich(`${at}.items.${position}.answer`) })),
      };
    case 'wordmarks':
      return { type: 'wordmarks', ...heading, groups: block.groups.map((group) => ({ label: group.label ?? null, items: group.items })) };
    case 'cta':
      return {
        type: 'cta',
        title: block.title,
        text: optionalRich(`${at}.text`),
        action: block.action,
        secondary: block.secondary ?? null,
      };
    case 'cards':
      return { type: 'cards', ...heading, items: newestFirst(block.items.map((item) => resolveCard(item, context))) };
    case 'features':
      return { type: 'features', ...heading, items: textItems(block.items, `${at}.items`) };
    case 'storage':
      return { type: 'storage', ...heading };
    case 'body':
      return { type: 'body' };
  }
}

/** Cards that all lead to articles read newest first, whatever order they were listed in; others keep their order. */
export function newestFirst(cards: BlockCard[]): BlockCard[] {
  if (!cards.every((card) => card.article)) return cards;
  return [...cards].sort((a, b) => b.article!.published.iso.localeCompare(a.article!.published.iso));
}

type AuthoredCard = Extract<AuthoredBlock, { type: 'cards' }>['items'][number];

function resolveCard(item: AuthoredCard, context: BlockContext): BlockCard {
  const entry = typeof item === 'string' ? { page: item } : item;
  const card = context.toCard(context.pagesByRoute.get(entry.page)!);
  const outcome = entry.outcome ? context.outcomes.get(entry.outcome)!.outcome : null;
  return {
    ...card,
    detail: entry.detail ?? null,
    action: entry.action ?? null,
    outcome: outcome
      ? {
          client: outcome.client,
          title: outcome.title,
          figures: outcome.figures.map((figure) => ({ ...figure, context: figure.context ?? null })),
        }
      : null,
  };
}

/** An outcome with its industry as a link and the industry's artwork. */
export function resolveOutcome(file: ContentOutcome, context: BlockContext): Outcome {
  const { outcome } = file;
  const industry = context.pagesByRoute.get(outcome.industry)!.content.frontMatter;
  return {
    id: file.id,
    client: outcome.client,
    title: outcome.title,
    situation: outcome.situation,
    approach: outcome.approach,
    result: outcome.result,
    figures: outcome.figures.map((figure) => ({ ...figure, context: figure.context ?? null })),
    timeframe: outcome.timeframe,
    industry: { label: industry.navTitle ?? industry.title, href: outcome.industry },
    quote: outcome.quote ?? null,
    image: context.image(industry.lead?.image),
  };
}
