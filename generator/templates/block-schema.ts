import type { z } from 'zod';
import { BLOCK_TYPES } from '../../site/shared/blocks.ts';
import { RECORD_FIELD, recordFieldSchema } from './translation-record.ts';

/** zod's namespace: the schemas are made with it once it is loaded (schema-kit.ts). */
export type Zod = typeof z;

// The designed modules as authors write them under `sections:` (content/README.md documents each).
// Rich text fields (`intro`, `text`, `answer`) hold inline markdown; the load stage parses them.

/** The schemas of sections, of the parts templates share with them, and of outcomes, made with `z`. */
export function blockSchemas(z: Zod) {
  const route = z.string().regex(/^\/([a-z0-9-]+\/)*$/, 'must be a route like /contact/business/ (no locale, trailing slash)');
  /** A route, a route with a fragment, a mailto: address or an absolute URL. */
  const href = z.string().min(1);
  const line = z.string().min(1);
  const richText = z.string().min(1);
  /** An outcome's id: its file name under content/{language}/outcomes/. */
  const outcomeId = z.string().regex(/^[a-z0-9-]+$/, 'must be the file name of an outcome under content/{language}/outcomes/, without .md');

  const action = z.strictObject({ label: line, href });
  const figure = z.strictObject({
    value: line.max(16, 'must be at most 16 characters: a figure, not a sentence'),
    label: line,
    context: line.optional(),
  });
  const quote = z.strictObject({ text: line, role: line, sector: line });
  const textItem = z.union([richText, z.strictObject({ title: line.optional(), text: richText })]);
  const heading = { title: line.optional(), intro: richText.optional() };

  /** A list of `min` to `max` items, with a message an author understands. */
  const list = <T extends z.ZodType>(item: T, min: number, max: number) =>
    z
      .array(item)
      .min(min, `needs at least ${min} item${min === 1 ? '' : 's'}`)
      .max(max, `takes at most ${max} items`);

  /** A block's id: what a partial override names it by (content/README.md, "Partial overrides"); never shown. */
  const blockId = z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits, words joined by hyphens (faq, next-steps)');
  const block = <Shape extends z.ZodRawShape>(shape: Shape) => z.strictObject({ id: blockId.optional(), ...shape });

  const blocks = {
    figures: block({ type: z.literal('figures'), ...heading, items: list(figure, 2, 4) }),
    outcomes: block({ type: z.literal('outcomes'), ...heading, items: list(outcomeId, 1, 3) }),
    steps: block({
      type: z.literal('steps'),
      ...heading,
      items: list(z.strictObject({ title: line, duration: line.optional(), text: richText }), 2, 6),
    }),
    quote: block({ type: z.literal('quote'), ...quote.shape }),
    'problem-answer': block({
      type: z.literal('problem-answer'),
      ...heading,
      problem: z.strictObject({ title: line, items: list(textItem, 1, 6) }),
      answer: z.strictObject({ title: line, items: list(textItem, 1, 6) }),
    }),
    questions: block({
      type: z.literal('questions'),
      ...heading,
      items: list(z.strictObject({ question: line, answer: richText }), 1, 12),
    }),
    wordmarks: block({
      type: z.literal('wordmarks'),
      ...heading,
      groups: list(z.strictObject({ label: line.optional(), items: list(line, 1, 16) }), 1, 6),
    }),
    storage: block({ type: z.literal('storage'), ...heading }),
    cta: block({ type: z.literal('cta'), title: line.max(120), text: richText.optional(), action, secondary: action.optional() }),
    cards: block({
      type: z.literal('cards'),
      ...heading,
      items: list(
        z.union([route, z.strictObject({ page: route, detail: line.optional(), action: line.optional(), outcome: outcomeId.optional() })]),
        1,
        12,
      ),
    }),
    features: block({ type: z.literal('features'), ...heading, items: list(textItem, 2, 9) }),
    body: block({ type: z.literal('body') }),
  } satisfies Record<(typeof BLOCK_TYPES)[number], z.ZodType>;

  /** One section as authored; `type` picks the block, with a clear message when it names none. */
  const authoredBlock = z.discriminatedUnion(
    'type',
    [
      blocks.figures,
      blocks.outcomes,
      blocks.steps,
      blocks.quote,
      blocks['problem-answer'],
      blocks.questions,
      blocks.wordmarks,
      blocks.cta,
      blocks.cards,
      blocks.features,
      blocks.storage,
      blocks.body,
    ],
    {
      error: (issue) => (issue.code === 'invalid_union' ? `must be one of ${BLOCK_TYPES.join(', ')}` : undefined),
    },
  );

  /** An anonymised client outcome, one file per outcome under content/{language}/outcomes/ (no body). */
  const outcomeSchema = z.strictObject({
    client: line,
    title: line.max(110),
    industry: route,
    situation: line,
    approach: line,
    result: line,
    figures: list(figure, 1, 3),
    timeframe: line,
    quote: quote.optional(),
    [RECORD_FIELD]: recordFieldSchema(z),
  });

  return { route, action, authoredBlock, outcomeSchema };
}

type BlockSchemas = ReturnType<typeof blockSchemas>;

export type AuthoredBlock = z.infer<BlockSchemas['authoredBlock']>;

export type AuthoredOutcome = z.infer<BlockSchemas['outcomeSchema']>;
