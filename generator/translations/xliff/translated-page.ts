import { isScalar, parseDocument } from 'yaml';
import { RECORD_FIELD } from '../../templates/translation-record.ts';
import { markedPageText } from '../record-text.ts';
import { bodyBlocks, joinBody, type TranslationUnit } from './translation-units.ts';

// A translated page as import writes it (pure). Its front matter is edited with yaml's Document API: each field's value
// replaced in its node, so its quoting, the order of fields, comments and every other line stay as they are (the
// site's files print back identically, `lineWidth: 0, flowCollectionPadding: false`). The record is set last.

export interface TranslatedPageInput {
  /** The source page's text (the default locale's, or the page a regional override is made from). */
  sourceText: string;
  /** The translation's text as it is, or null where it is missing. */
  existingText: string | null;
  /** The source's units, and the text each translates to. */
  units: TranslationUnit[];
  translations: Map<string, string>;
  /** What `translatedFrom` records. */
  record: string;
  /** The units of the existing translation (its own fields), to see whether it has the source's shape. */
  existingUnits: TranslationUnit[] | null;
  /** A partial override: the units are placed in its own file, and its body is written only where it has one. */
  partial: boolean;
}

const PRINT = { lineWidth: 0, flowCollectionPadding: false } as const;
const FRONT_MATTER = /^---(\r?\n)([\s\S]*?\r?\n)---([ \t]*(?:\r?\n|$))/;

/**
 * The text of the translated page (pure). Where the translation has the source's fields (a page whose words changed),
 * they are replaced in the translation's own file, which keeps its other values (images, links); where it is missing or
 * its fields differ (a section added or removed since), it is made from the source's file. The body is the source's
 * blocks, each translated.
 */
export function translatedPageText(input: TranslatedPageInput): string {
  const inPlace = input.existingText !== null && (input.partial || sameFields(input.existingUnits ?? [], input.units));
  const base = inPlace ? input.existingText! : input.sourceText;
  const match = FRONT_MATTER.exec(base);
  if (!match) throw new Error('A content file without front matter cannot be translated.');
  const [, newline, frontMatter, closing] = match as unknown as [string, string, string, string];
  const document = parseDocument(frontMatter);
  if (!inPlace) document.delete(RECORD_FIELD);
  for (const unit of input.units) {
    if (!('field' in unit.place)) continue;
    const value = input.translations.get(unit.id)!;
    const node = document.getIn(unit.place.field, true);
    if (isScalar(node)) node.value = value;
    else document.setIn(unit.place.field, value);
  }
  const sourceBody = input.sourceText.slice(FRONT_MATTER.exec(input.sourceText)?.[0].length ?? 0);
  // A partial override without a body of its own inherits its base's, and keeps none.
  const blocks = bodyBlocks(input.partial && !input.units.some((unit) => 'block' in unit.place) ? base.slice(match[0].length) : sourceBody);
  for (const unit of input.units) {
    if ('block' in unit.place) blocks.blocks[unit.place.block - 1] = input.translations.get(unit.id)!;
  }
  const text = `---${newline}${document.toString(PRINT)}---${closing}${joinBody(blocks)}`;
  return markedPageText(text, input.record);
}

/** Whether a translation has the same fields as its source (and so can take the source's units in place). */
function sameFields(existing: TranslationUnit[], source: TranslationUnit[]): boolean {
  const fields = (units: TranslationUnit[]) =>
    units
      .filter((unit) => 'field' in unit.place)
      .map((unit) => unit.id.slice(unit.id.indexOf('#')))
      .sort()
      .join('\n');
  return fields(existing) === fields(source);
}
