import { siteError } from '../errors/site-error.ts';
import { RECORD_PATTERN } from '../templates/translation-record.ts';

// A catalogue's records live beside it (locales/{code}/translation.sources.json, written by `site translations mark`):
// key → the hash of its source string's words when it was marked. Apart from the catalogue, so that translators and
// their tools keep editing translation.json as it is, and the load stage never sees them.

const COMMENT = 'Written by `site translations mark`: the hash of the source string each key was translated from.';

/** Parses a records file (pure): a JSON object of dotted keys to 12-hex-digit hashes; a bad one names its line. */
export function readRecords(file: string, text: string): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw siteError('TranslationRecordsUnreadable', { reason: (error as Error).message }, { file }, error);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw siteError('TranslationRecordsUnreadable', { reason: 'it is not a JSON object' }, { file });
  }
  const records: Record<string, string> = {};
  const lines = keyLines(text);
  for (const [key, hash] of Object.entries(value)) {
    if (key === '$comment') continue;
    if (typeof hash !== 'string' || !RECORD_PATTERN.test(hash)) {
      throw siteError('TranslationRecordInvalid', { value: String(hash) }, { file, line: lines[key], field: key });
    }
    records[key] = hash;
  }
  return records;
}

/** The text of a records file (pure): keys sorted, one per line, so a mark shows in a diff as the lines it changed. */
export function recordsToText(records: Record<string, string>): string {
  const sorted = Object.fromEntries(
    Object.keys(records)
      .sort()
      .map((key) => [key, records[key]]),
  );
  return `${JSON.stringify({ $comment: COMMENT, ...sorted }, null, 2)}\n`;
}

/**
 * The line of every key of a JSON object written one member per line (as catalogues are), dotted by nesting (pure).
 * A key of a file written otherwise is not found; errors then name the file alone.
 */
export function keyLines(text: string): Record<string, number> {
  const lines: Record<string, number> = {};
  const stack: string[] = [];
  text.split('\n').forEach((line, index) => {
    const member = /^\s*"((?:[^"\\]|\\.)*)"\s*:\s*(\{\s*$)?/.exec(line);
    if (member) {
      const key = [...stack, member[1]!].join('.');
      lines[key] = index + 1;
      if (member[2]) stack.push(member[1]!);
    } else if (/^\s*\},?\s*$/.test(line)) {
      stack.pop();
    }
  });
  return lines;
}
