import { siteError } from '../errors/site-error.ts';
import { splitFrontMatter } from '../load/front-matter.ts';
import type { PageText } from './translation-status.ts';
import { RECORD_FIELD, RECORD_PATTERN } from '../templates/translation-record.ts';
import { hashPage } from './word-hash.ts';
import { isPartialOverrideFile, overriddenParts } from '../load/partial-override.ts';

/** The words and record of one content file (pure); a record `mark` cannot have written is an error at its line. */
export function readPageText(file: string, text: string): PageText {
  const [, folder = '', ...rest] = file.split('/');
  const split = splitFrontMatter(file, text);
  const value = split.data[RECORD_FIELD];
  const line = recordLine(text);
  if (value !== undefined && (typeof value !== 'string' || !RECORD_PATTERN.test(value))) {
    throw siteError('TranslationRecordInvalid', { value: String(value) }, { file, line, field: RECORD_FIELD });
  }
  const gives = isPartialOverrideFile(file, split.data) ? overriddenParts(split.data, split.body) : null;
  return { file, folder, path: rest.join('/'), words: hashPage(split.data, split.body), recorded: value ?? null, line, gives };
}

/** The line of the record in the file's text, else of the front matter's first field (asking the front matter for a
 * field's line parses it again, with positions: 3-6 ms a file). */
function recordLine(text: string): number {
  const at = new RegExp(`^${RECORD_FIELD}:`, 'm').exec(text)?.index;
  return at === undefined ? 2 : text.slice(0, at).split('\n').length;
}
