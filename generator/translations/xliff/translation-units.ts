import { routeOfPath } from '../translation-status.ts';
import { ADDRESS, hashWords, NOT_WORDS } from '../word-hash.ts';
import { protectText, type Segment } from './inline-codes.ts';

// What a translator translates, unit by unit (pure): each front-matter field of a page that holds words, each block
// of its markdown body (paragraph, heading, list, table), each catalogue string. A unit's id says where it goes.

/** A front-matter field's path (`['sections', 2, 'items', 0, 'text']`), or the body's block (`{ block: 3 }`). */
export type UnitPlace = { field: (string | number)[] } | { block: number };

export interface TranslationUnit {
  /** `page:/services/ui-ux/#lead.title`, `page:/audit/#body.2`, `outcome:forwarder-rate-sheets#title`, `string:nav.label` */
  id: string;
  place: UnitPlace;
  /** The source's text, as it is in its file. */
  text: string;
  segments: Segment[];
  /** The schema's limit, in characters, where there is one. */
  maxWidth?: number;
  /** The hash of the source's text: import refuses a unit whose source changed since the export. */
  sourceHash: string;
}

/** Front-matter fields whose strings name something rather than say it: outcome ids, routes of cards. */
const NAMES = new Set(['outcome', 'page']);

/** The group of a page's units: `page:/audit/`, `outcome:forwarder-rate-sheets`, `page:404`. */
export function pageGroupId(path: string): string {
  if (path === '404.md') return 'page:404';
  if (path.startsWith('outcomes/')) return `outcome:${path.slice('outcomes/'.length, -'.md'.length)}`;
  return `page:${routeOfPath(path)}`;
}

/** The units of a page (pure): its front matter's fields with words, in the order of the file, then its body's blocks. */
export function pageUnits(path: string, frontMatter: Record<string, unknown>, body: string): TranslationUnit[] {
  const group = pageGroupId(path);
  const outcome = path.startsWith('outcomes/');
  const units: TranslationUnit[] = [];
  const visit = (value: unknown, field: (string | number)[], sectionType: string | null) => {
    if (typeof value === 'string') {
      if (!hasWords(value) || ADDRESS.test(value.trim())) return;
      const maxWidth = limitOf(field, outcome, sectionType);
      units.push(unit(`${group}#${field.join('.')}`, { field }, value, maxWidth));
    } else if (Array.isArray(value)) {
      // An outcomes section's items are outcome ids.
      if (sectionType === 'outcomes' && field.at(-1) === 'items') return;
      value.forEach((item, index) => visit(item, [...field, index], sectionType));
    } else if (value && typeof value === 'object' && !(value instanceof Date)) {
      const record = value as Record<string, unknown>;
      const type = field[0] === 'sections' && field.length === 2 && typeof record.type === 'string' ? record.type : sectionType;
      for (const [key, child] of Object.entries(record)) {
        if (!NOT_WORDS.has(key) && !NAMES.has(key)) visit(child, [...field, key], type);
      }
    }
  };
  visit(frontMatter, [], null);
  bodyBlocks(body).blocks.forEach((block, index) => {
    if (hasWords(block) && !/^\s*(```|~~~)/.test(block)) units.push(unit(`${group}#body.${index + 1}`, { block: index + 1 }, block));
  });
  return units;
}

/** The unit of a catalogue string (pure). */
export function stringUnit(key: string, value: string): TranslationUnit {
  return unit(`string:${key}`, { field: key.split('.') }, value);
}

function unit(id: string, place: UnitPlace, text: string, maxWidth?: number): TranslationUnit {
  return { id, place, text, segments: protectText(text), sourceHash: hashWords(text), ...(maxWidth ? { maxWidth } : {}) };
}

function hasWords(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** The schema's character limits (generator/templates/shared-fields.ts, block-schema.ts). */
function limitOf(field: (string | number)[], outcome: boolean, sectionType: string | null): number | undefined {
  const path = field.join('.');
  if (outcome && path === 'title') return 110;
  if (path === 'title') return 90;
  if (path === 'description') return 200;
  if (path === 'navSummary') return 70;
  if (field.at(-1) === 'value' && (sectionType === 'figures' || field[0] === 'figures')) return 16;
  if (sectionType === 'cta' && field.length === 3 && field[2] === 'title') return 120;
  return undefined;
}

/** A markdown body as blocks separated by blank lines (a fenced code block is one block, blank lines and all). */
export interface BodyBlocks {
  /** What comes before the first block and after the last (blank lines). */
  before: string;
  after: string;
  blocks: string[];
  /** The blank lines between blocks, as they are. */
  separators: string[];
}

/** Splits a body into blocks (pure); `joinBody` puts them back, so that a body whose blocks are kept is the same text. */
export function bodyBlocks(body: string): BodyBlocks {
  const before = /^\s*/.exec(body)![0];
  const after = /\s*$/.exec(body.slice(before.length))![0];
  const inner = body.slice(before.length, body.length - after.length);
  if (!inner) return { before, after, blocks: [], separators: [] };
  const parts = inner.split(/(\n[ \t]*\n\s*)/);
  const blocks: string[] = [];
  const separators: string[] = [];
  let fence: string | null = null;
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      if (fence) blocks[blocks.length - 1] += part;
      else separators.push(part);
      return;
    }
    if (fence) blocks[blocks.length - 1] += part;
    else blocks.push(part);
    for (const line of part.split('\n')) {
      const mark = /^\s*(```|~~~)/.exec(line)?.[1];
      if (mark && !fence) fence = mark;
      else if (mark && fence === mark) fence = null;
    }
  });
  return { before, after, blocks, separators };
}

export function joinBody({ before, after, blocks, separators }: BodyBlocks): string {
  return before + blocks.map((block, index) => (index ? separators[index - 1]! : '') + block).join('') + after;
}
