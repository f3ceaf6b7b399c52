import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { splitFrontMatter } from '../../load/front-matter.ts';
import { readUtf8 } from '../../load/read-text.ts';
import { type PageStatus, type StringStatus, type TranslationStatus } from '../translation-status.ts';
import { pageGroupId, pageUnits, stringUnit, type TranslationUnit } from './translation-units.ts';
import { partialUnits } from './partial-units.ts';
import { isPartialOverrideFile } from '../../load/partial-override.ts';

// What a locale owes its translators, read from the project (shared by export and import): the pages and strings it
// translates itself — a base language's own pages and every string; a regional locale's overrides and the keys of its
// own catalogue — that are stale or missing, each with its source's units as they are now.

/** The group of a locale's catalogue strings in an XLIFF file. */
export const STRINGS_GROUP = 'strings';

/** A page a locale translates: own (a base language's), an override (a regional locale's), or missing. */
export function isTranslatedPage(page: PageStatus): boolean {
  return page.kind === 'own' || page.kind === 'override' || page.kind === 'missing';
}

/** The pages and strings of a locale that are stale or missing (pure). */
export function owedTranslations(status: TranslationStatus, locale: string): { pages: PageStatus[]; strings: StringStatus[] } {
  const owed = (state: string | null) => state === 'stale' || state === 'missing';
  return {
    pages: status.pages.filter((page) => page.locale === locale && isTranslatedPage(page) && owed(page.state) && page.sourceFile),
    strings: status.strings.filter((string) => string.locale === locale && owed(string.state)),
  };
}

export interface PageSource {
  page: PageStatus;
  groupId: string;
  /** The file the translation is written to. */
  file: string;
  sourceText: string;
  units: TranslationUnit[];
  existingText: string | null;
  existingUnits: TranslationUnit[] | null;
  /** A partial override: its units are those of what it gives, written into its own file (partial-units.ts). */
  partial: boolean;
}

/** A page's source and its translation as they are now, with their units. */
export function readPageSource(root: string, page: PageStatus): PageSource {
  const file = page.file ?? `content/${page.locale}/${page.path}`;
  const sourceText = readUtf8(root, page.sourceFile!);
  const existingText = existsSync(join(root, file)) ? readUtf8(root, file) : null;
  const source = splitFrontMatter(page.sourceFile!, sourceText);
  if (isPartialOverrideFile(page.sourceFile!, source.data)) {
    throw new Error(`${file} overrides ${page.sourceFile!}, itself a partial override: translate ${page.sourceFile!} first.`);
  }
  const units = pageUnits(page.path, source.data, source.body);
  const partial = page.overrides !== null && existingText !== null;
  const own = partial ? splitFrontMatter(file, existingText) : null;
  return {
    page,
    groupId: pageGroupId(page.path),
    file,
    sourceText,
    units: own ? partialUnits(units, source.data, own.data, own.body) : units,
    existingText,
    existingUnits: existingText === null ? null : unitsOfText(file, page.path, existingText),
    partial,
  };
}

function unitsOfText(file: string, path: string, text: string): TranslationUnit[] {
  const split = splitFrontMatter(file, text);
  return pageUnits(path, split.data, split.body);
}

/** The value of a dotted key in a catalogue. */
export function catalogueValue(catalogue: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
  return typeof value === 'string' ? value : undefined;
}

/** The units of a locale's owed strings, their sources read from the catalogues named. */
export function stringUnits(
  strings: StringStatus[],
  readCatalogue: (file: string) => unknown,
): (TranslationUnit & { string: StringStatus })[] {
  return strings.flatMap((string) => {
    const value = catalogueValue(readCatalogue(string.sourceFile), string.key);
    return value === undefined ? [] : [{ ...stringUnit(string.key, value), string }];
  });
}

/** The context a translator reads beside a unit. */
export function unitNote(unit: TranslationUnit, route: string | null): string {
  const limit = unit.maxWidth ? ` (at most ${unit.maxWidth} characters)` : '';
  if (route === null) return `Catalogue string ${unit.id.slice('string:'.length)}: an interface text; keep {{placeholders}} as codes.`;
  if ('block' in unit.place) return `${route}, body block ${unit.place.block} (markdown: a paragraph, heading, list or table)${limit}.`;
  return `${route}, field ${unit.place.field.join('.')}${limit}.`;
}
