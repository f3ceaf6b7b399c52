import { RECORD_FIELD } from '../templates/translation-record.ts';

/**
 * A content file's text with its `translatedFrom` set to `hash` (pure): the line replaced where there is one, else
 * added below `template:` (or first). Nothing else of the file changes, so a mark's diff is that one line.
 */
export function markedPageText(text: string, hash: string): string {
  const match = /^---(\r?\n)([\s\S]*?)(\r?\n---)/.exec(text);
  if (!match) throw new Error('A content file without front matter cannot hold a record.');
  const [whole, newline, frontMatter] = match as unknown as [string, string, string];
  const line = `${RECORD_FIELD}: "${hash}"`;
  const existing = new RegExp(`^${RECORD_FIELD}:.*$`, 'm');
  const lines = frontMatter.split(/\r?\n/);
  const at = lines.findIndex((candidate) => existing.test(candidate));
  if (at >= 0) lines[at] = line;
  else lines.splice(lines.findIndex((candidate) => /^template:/.test(candidate)) + 1, 0, line);
  return `---${newline}${lines.join(newline)}${text.slice(whole.length - match[3]!.length)}`;
}
