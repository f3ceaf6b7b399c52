import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRecords, recordsToText } from '../catalogue-records.ts';
import { CATALOGUE, RECORDS } from '../read-translation-inputs.ts';

/** A translated catalogue string and the record of its source's words. */
export interface ImportedString {
  key: string;
  value: string;
  record: string;
}

/**
 * Writes imported strings into a locale's catalogue (each dotted key set where it is, a new one added at the end of
 * its object; the file printed as catalogues are, two spaces) and their records beside it. Returns the files written.
 */
export function writeCatalogues(root: string, locale: string, strings: ImportedString[]): string[] {
  if (!strings.length) return [];
  const file = `locales/${locale}/${CATALOGUE}`;
  const recordsFile = `locales/${locale}/${RECORDS}`;
  const catalogue = existsSync(join(root, file)) ? (JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, unknown>) : {};
  const records = existsSync(join(root, recordsFile)) ? readRecords(recordsFile, readFileSync(join(root, recordsFile), 'utf8')) : {};
  for (const { key, value, record } of strings) {
    setKey(catalogue, key.split('.'), value);
    records[key] = record;
  }
  writeFileSync(join(root, file), `${JSON.stringify(catalogue, null, 2)}\n`);
  writeFileSync(join(root, recordsFile), recordsToText(records));
  return [file, recordsFile];
}

/** Sets a nested key of a catalogue (pure but for the object it is given). */
export function setKey(catalogue: Record<string, unknown>, path: string[], value: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (!rest.length) {
    catalogue[head] = value;
    return;
  }
  const child = catalogue[head];
  const next = child && typeof child === 'object' && !Array.isArray(child) ? (child as Record<string, unknown>) : {};
  catalogue[head] = next;
  setKey(next, rest, value);
}
