import { siteError } from '../errors/site-error.ts';
import { RECORD_FIELD } from '../templates/translation-record.ts';
import type { FieldPosition } from './field-locator.ts';
import type { SplitFile } from './front-matter.ts';

// A regional file without `template` is a partial override: it gives only the front-matter fields and blocks that
// differ from the page it overrides, its base (the first page along the locale's fallback chain: fr-ca → fr), and
// inherits the rest (content/README.md, "Partial overrides"). The merge rules, on the files' front matter as written:
// - a field it gives replaces the base's, whatever its kind (text, a list, an object such as `lead`);
// - `sections` merge by block id: each block it gives names a block of the base by `id`, and its fields replace that
//   block's fields one by one (a block given with another `type` replaces the base's block whole); the base's order
//   and its other blocks stay;
// - a body, when it has one, replaces the base's body;
// - its translation record is its own, never the base's.

/** A file and the file it inherits from, when it is a partial override (the base may be one too: en-au → en-gb → en). */
export interface SourceFile {
  file: string;
  text: string;
  base?: SourceFile | undefined;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** Whether a content file is a partial override: a file with front matter that names no template (pure). */
export function isPartialOverride(text: string): boolean {
  const frontMatter = FRONT_MATTER.exec(text)?.[1];
  return frontMatter !== undefined && !/^template[ \t]*:/m.test(frontMatter);
}

/**
 * Whether a content file, its front matter read, is a partial override: a page of a regional folder (`fr-ca`) that
 * names no template (client outcomes are whole files).
 */
export function isPartialOverrideFile(file: string, data: Record<string, unknown>): boolean {
  const [, folder = '', first = ''] = file.split('/');
  return folder.includes('-') && first !== 'outcomes' && data.template === undefined;
}

/** The text a cache keys a content file's page by: its own, then every file it inherits from. */
export function sourceKeyText(source: SourceFile): string {
  return source.base ? `${source.text}\0${source.base.file}\0${sourceKeyText(source.base)}` : source.text;
}

type Block = Record<string, unknown>;

/** What a partial override gives, as `site translations` lists it: fields, `sections#id` per block, and `body`. */
export function overriddenParts(data: Record<string, unknown>, body: string): string[] {
  const fields = Object.keys(data).filter((key) => key !== RECORD_FIELD);
  const parts = fields.flatMap((key) =>
    key === 'sections' && Array.isArray(data.sections)
      ? (data.sections as Block[]).map((block) => `sections#${typeof block?.id === 'string' ? block.id : '?'}`)
      : [key],
  );
  return body.trim() ? [...parts, 'body'] : parts;
}

/**
 * The override merged onto its base (pure): the front matter and body the page is made of, and field positions that
 * point into the override where it gives the field (the base's are the base file's own business, checked there).
 * A block without an id, or with an id the base lacks, is an error at the block's line.
 */
export function mergeOverride(file: string, own: SplitFile, base: SplitFile & { file: string }): SplitFile {
  const baseBlocks = Array.isArray(base.data.sections) ? (base.data.sections as Block[]) : [];
  const ownBlocks = Array.isArray(own.data.sections) ? asBlocks(own.data.sections) : [];
  const given = new Map<string, { block: Block; index: number }>();
  ownBlocks.forEach((block, index) => {
    const line = own.lineOf(`sections.${index}.id`) ?? own.lineOf(`sections.${index}`);
    if (typeof block.id !== 'string') {
      throw siteError('OverrideBlockWithoutId', { position: index + 1 }, { file, line, field: `sections.${index}` });
    }
    if (!baseBlocks.some((candidate) => candidate?.id === block.id)) {
      throw siteError('OverrideUnknownBlock', { id: block.id, base: base.file }, { file, line, field: `sections.${index}.id` });
    }
    given.set(block.id, { block, index });
  });
  const { [RECORD_FIELD]: _inherited, ...inherited } = base.data;
  const data: Record<string, unknown> = { ...inherited, ...own.data };
  // Sections that are not a list are left for the schema to refuse.
  if (Array.isArray(own.data.sections)) {
    data.sections = baseBlocks.map((block) => {
      const change = typeof block?.id === 'string' ? given.get(block.id)?.block : undefined;
      if (!change) return block;
      return change.type === undefined || change.type === block.type ? { ...block, ...change } : change;
    });
  }
  const ownBody = own.body.trim() !== '';
  // A merged block's fields are at its index in the base; the override wrote the ones it gives at its own index.
  const positionOf = (field: string): FieldPosition | undefined => {
    const [head, index, ...rest] = field.split('.');
    if (head === 'sections' && index !== undefined && /^\d+$/.test(index)) {
      const id = baseBlocks[Number(index)]?.id;
      const at = typeof id === 'string' ? given.get(id)?.index : undefined;
      if (at === undefined) return undefined;
      return own.positionOf(['sections', at, ...rest].join('.')) ?? own.positionOf(`sections.${at}`);
    }
    return head !== undefined && head in own.data ? (own.positionOf(field) ?? own.positionOf(head)) : undefined;
  };
  return {
    data,
    body: ownBody ? own.body : base.body,
    bodyOffset: ownBody ? own.bodyOffset : base.bodyOffset,
    positionOf,
    lineOf: (field) => positionOf(field)?.line,
  };
}

function asBlocks(value: unknown[]): Block[] {
  return value.map((block) => (block && typeof block === 'object' ? (block as Block) : {}));
}
