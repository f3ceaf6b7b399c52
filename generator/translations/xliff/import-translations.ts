import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { LocaleInfo } from '../../../site/shared/locales.ts';
import type { ErrorCode } from '../../errors/catalogue.ts';
import { siteError, throwIfAny, type SiteError } from '../../errors/site-error.ts';
import { splitFrontMatter } from '../../load/front-matter.ts';
import { readTranslationInputs } from '../read-translation-inputs.ts';
import { computeTranslationStatus, type TranslationStatus } from '../translation-status.ts';
import { writeCatalogues } from './catalogue-writes.ts';
import { codeTable, restoreText } from './inline-codes.ts';
import { catalogueValue, isTranslatedPage, readPageSource, STRINGS_GROUP } from './owed-units.ts';
import { translatedPageText } from './translated-page.ts';
import { pageGroupId, stringUnit, type TranslationUnit } from './translation-units.ts';
import { readXliff, type ReturnedGroup, type ReturnedUnit } from './xliff-file.ts';

export interface ImportResult {
  locale: string;
  written: string[];
  pages: number;
  strings: number;
}

/**
 * `site translations import FILE`: the translations of a returned XLIFF file written into the locale's pages and
 * catalogue, with their records (`translatedFrom`, translation.sources.json). All or nothing: every unit is checked
 * first (its id, its source unchanged since the export, its codes, its length), every problem is reported with the
 * unit and its line in `file`, and then nothing is written.
 */
export async function importTranslations(
  root: string,
  config: { defaultLocale: string; locales: LocaleInfo[] },
  path: string,
  file: string,
): Promise<ImportResult> {
  const returned = readXliff(file, readFileSync(path, 'utf8'));
  const locale = returned.targetLanguage;
  if (locale === config.defaultLocale || !config.locales.some((candidate) => candidate.code === locale)) {
    throw siteError(
      'XliffInvalid',
      { problem: `its target-language "${locale}" is not a translated locale of the site` },
      { file, line: 1 },
    );
  }
  const status = computeTranslationStatus(await readTranslationInputs(root, config));
  const errors: SiteError[] = [];
  const fail = <C extends ErrorCode>(code: C, values: Parameters<typeof siteError<C>>[1], line: number, unit: string) =>
    errors.push(siteError(code, values, { file, line, field: unit }));
  const check = (units: ReturnedUnit[], current: TranslationUnit[]) => translatedTexts(units, current, locale, fail);

  const pages: { file: string; text: string }[] = [];
  const strings: { key: string; value: string; record: string }[] = [];
  for (const group of returned.groups) {
    if (group.id === STRINGS_GROUP) {
      strings.push(...checkStrings(root, status, locale, group, check));
      continue;
    }
    const page = status.pages.find(
      (candidate) => candidate.locale === locale && isTranslatedPage(candidate) && pageGroupId(candidate.path) === group.id,
    );
    if (!page?.sourceFile) {
      fail('XliffUnknownUnit', { unit: group.id, locale }, group.line, group.id);
      continue;
    }
    const source = readPageSource(root, page);
    const before = errors.length;
    const translations = check(group.units, source.units);
    for (const unit of source.units.filter((candidate) => !group.units.some((returnedUnit) => returnedUnit.id === candidate.id))) {
      fail('XliffSourceChanged', { unit: `${unit.id} (added to the source since the export)` }, group.line, unit.id);
    }
    if (errors.length === before && group.record !== page.expected) fail('XliffSourceChanged', { unit: group.id }, group.line, group.id);
    if (errors.length > before) continue;
    const text = translatedPageText({ ...source, translations, record: page.expected! });
    splitFrontMatter(source.file, text);
    pages.push({ file: source.file, text });
  }
  throwIfAny(errors);

  const written: string[] = [];
  for (const page of pages) {
    mkdirSync(dirname(join(root, page.file)), { recursive: true });
    writeFileSync(join(root, page.file), page.text);
    written.push(page.file);
  }
  written.push(...writeCatalogues(root, locale, strings));
  return { locale, written, pages: pages.length, strings: strings.length };
}

type Fail = <C extends ErrorCode>(code: C, values: Parameters<typeof siteError<C>>[1], line: number, unit: string) => void;

/** The text of each returned unit, checked against the source's units as they are now (pure); problems go to `fail`. */
export function translatedTexts(units: ReturnedUnit[], current: TranslationUnit[], locale: string, fail: Fail): Map<string, string> {
  const byId = new Map(current.map((unit) => [unit.id, unit]));
  const texts = new Map<string, string>();
  for (const unit of units) {
    const source = byId.get(unit.id);
    if (!source) {
      fail('XliffUnknownUnit', { unit: unit.id, locale }, unit.line, unit.id);
      continue;
    }
    if (unit.sourceHash !== source.sourceHash) {
      fail('XliffSourceChanged', { unit: unit.id }, unit.line, unit.id);
      continue;
    }
    if (!unit.target) {
      fail('XliffUntranslated', { unit: unit.id }, unit.line, unit.id);
      continue;
    }
    const codes = codeTable(source.segments);
    const restored = restoreText(unit.target, codes);
    const problems = [...unit.foreign.map((tag) => `${tag} is not a code the export wrote`), ...restored.problems];
    if (problems.length) {
      fail('XliffCodesChanged', { unit: unit.id, problems: problems.join('; ') }, unit.line, unit.id);
      continue;
    }
    const text = restored.text.trim() ? restored.text : '';
    if (!text) fail('XliffUntranslated', { unit: unit.id }, unit.line, unit.id);
    else if (source.maxWidth && [...text].length > source.maxWidth) {
      fail('XliffTooLong', { unit: unit.id, length: [...text].length, max: source.maxWidth }, unit.line, unit.id);
    } else texts.set(unit.id, text);
  }
  return texts;
}

function checkStrings(
  root: string,
  status: TranslationStatus,
  locale: string,
  group: ReturnedGroup,
  check: (units: ReturnedUnit[], current: TranslationUnit[]) => Map<string, string>,
): { key: string; value: string; record: string }[] {
  const catalogues = new Map<string, unknown>();
  const read = (path: string) => {
    if (!catalogues.has(path)) catalogues.set(path, JSON.parse(readFileSync(join(root, path), 'utf8')));
    return catalogues.get(path);
  };
  const current: TranslationUnit[] = [];
  const records = new Map<string, string>();
  for (const string of status.strings.filter((candidate) => candidate.locale === locale)) {
    const value = catalogueValue(read(string.sourceFile), string.key);
    if (value === undefined) continue;
    current.push(stringUnit(string.key, value));
    records.set(`string:${string.key}`, string.expected);
  }
  const texts = check(group.units, current);
  return [...texts].map(([id, value]) => ({ key: id.slice('string:'.length), value, record: records.get(id)! }));
}
