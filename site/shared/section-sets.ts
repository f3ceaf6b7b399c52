// The sets of blocks a page may hold (pure); each template names its set (generator/templates/{name}.ts). A page's
// first stylesheet carries the rules of every block its template can show, so a template that shows few (a legal
// text, a contact form) does not pay for the rest: its pages use the reading set, whose code and styles are a chunk
// of their own (site/blocks/reading-sections.tsx).
// The front-matter check refuses a block its template does not show, naming the file and line.
import type { BlockType } from './blocks.ts';

export const SECTION_SETS = {
  /** Marketing pages: every designed module but the privacy page's storage table. */
  marketing: ['figures', 'outcomes', 'steps', 'quote', 'problem-answer', 'questions', 'wordmarks', 'cta', 'cards', 'features', 'body'],
  /** Pages read as a column of text, and the contact forms: the body, steps, the closing band, the storage table. */
  reading: ['body', 'steps', 'cta', 'storage'],
} as const satisfies Record<string, readonly BlockType[]>;

export type SectionSet = keyof typeof SECTION_SETS;
