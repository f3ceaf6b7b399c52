import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LocaleInfo } from '../../../site/shared/locales.ts';
import { siteError } from '../../errors/site-error.ts';
import { readTranslationInputs } from '../read-translation-inputs.ts';
import { computeTranslationStatus, routeOfPath } from '../translation-status.ts';
import { owedTranslations, readPageSource, STRINGS_GROUP, stringUnits, unitNote } from './owed-units.ts';
import { writeXliff, type ExportGroup } from './xliff-file.ts';

export interface ExportResult {
  xliff: string;
  pages: number;
  strings: number;
  units: number;
}

/**
 * `site translations export --locale fr-ca`: an XLIFF 1.2 file of every unit the locale owes, the pages and catalogue
 * strings it translates itself that are stale or missing (a regional locale's overrides and own keys: a page it
 * inherits is its base's to translate), each unit with its source as it is now and the hash import checks it by.
 */
export async function exportTranslations(
  root: string,
  config: { defaultLocale: string; locales: LocaleInfo[] },
  locale: string,
): Promise<ExportResult> {
  if (!config.locales.some((candidate) => candidate.code === locale)) {
    throw siteError('NothingToExport', { locale, reason: 'it is not a locale of site.config.json' });
  }
  if (locale === config.defaultLocale) {
    throw siteError('NothingToExport', { locale, reason: 'it is the default locale, the source every translation is made from' });
  }
  const status = computeTranslationStatus(await readTranslationInputs(root, config));
  const owed = owedTranslations(status, locale);
  const groups: ExportGroup[] = owed.pages.map((page) => {
    const source = readPageSource(root, page);
    const route = routeOfPath(page.path);
    const state = page.state === 'missing' ? 'missing: a new page' : 'stale: its source changed since it was translated';
    return {
      id: source.groupId,
      file: source.file,
      sourceFile: page.sourceFile!,
      record: page.expected,
      note: `${route} (${source.file}), ${state}; translated from ${page.sourceFile}.`,
      units: source.units.map((unit) => ({ ...unit, note: unitNote(unit, route) })),
    };
  });
  const catalogues = new Map<string, unknown>();
  const readCatalogue = (file: string) => {
    if (!catalogues.has(file)) catalogues.set(file, JSON.parse(readFileSync(join(root, file), 'utf8')));
    return catalogues.get(file);
  };
  const strings = stringUnits(owed.strings, readCatalogue);
  if (strings.length) {
    groups.push({
      id: STRINGS_GROUP,
      file: `locales/${locale}/translation.json`,
      sourceFile: [...new Set(strings.map((unit) => unit.string.sourceFile))].join(', '),
      record: null,
      note: `Interface strings of locales/${locale}/translation.json, stale or missing.`,
      units: strings.map(({ string: _string, ...unit }) => ({ ...unit, note: unitNote(unit, null) })),
    });
  }
  const units = groups.reduce((total, group) => total + group.units.length, 0);
  const xliff = writeXliff({ sourceLanguage: sourceLanguageOf(config, locale), targetLanguage: locale, groups });
  return { xliff, pages: owed.pages.length, strings: strings.length, units };
}

/** The language a locale's translations are made from: the default locale's for a base one, its base's otherwise. */
function sourceLanguageOf(config: { defaultLocale: string; locales: LocaleInfo[] }, locale: string): string {
  const info = config.locales.find((candidate) => candidate.code === locale)!;
  return info.code === info.language ? config.defaultLocale : info.language;
}
