// `site submissions list | export`: the stored submissions as a table to read, or CSV / JSON to import
// elsewhere. Pure.
import type { StoredSubmission } from '../host/contact/submission-store.ts';

export type ExportFormat = 'csv' | 'json';

const CSV_COLUMNS = [
  'id',
  'receivedAt',
  'form',
  'locale',
  'name',
  'email',
  'company',
  'topic',
  'message',
  'deliveryState',
  'deliveryAttempts',
  'deliveredAt',
  'deliveryError',
] as const satisfies readonly (keyof StoredSubmission)[];

/**
 * Where a spreadsheet could start a cell inside a value (its start, or after a comma, semicolon, tab or line break,
 * spaces aside) followed by what it runs as a formula (= + - @ or a tab).
 */
const FORMULA_START = /(^|[,;\t\r\n])( *)(?=[=+\-@\t])/g;

/**
 * One cell of the export, quoted. Visitors write these values, and a spreadsheet may split a file with the delimiter
 * of its own locale (a semicolon in French ones) whatever the file uses, or lose track of the quotes, so a formula
 * trigger gets an apostrophe wherever a cell could start, not only at the start of the value.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return `"${text.replace(FORMULA_START, "$1$2'").replace(/"/g, '""')}"`;
}

/** RFC 4180 CSV with a header row and CRLF line ends, every field quoted (see `csvCell`). */
export function submissionsToCsv(rows: readonly StoredSubmission[]): string {
  const lines = [CSV_COLUMNS.map(csvCell).join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Text from a visitor as a terminal may show it: control characters (escape sequences that recolour the screen or
 * set its title), bidirectional overrides and other invisible format characters written as `\u{…}`, never run.
 */
export function printable(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (character) => `\\u{${character.codePointAt(0)!.toString(16)}}`);
}

export function submissionsToJson(rows: readonly StoredSubmission[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** One line per submission, newest last: when, which form and locale, who, and whether the webhook has it. */
export function submissionList(rows: readonly StoredSubmission[]): string {
  if (!rows.length) return 'No submissions yet.\n';
  const table = [
    ['received (UTC)', 'form', 'locale', 'name', 'email', 'company', 'delivery'],
    ...rows.map((row) => [
      row.receivedAt.replace('T', ' ').slice(0, 19),
      row.form,
      row.locale,
      row.name,
      row.email,
      row.company,
      row.deliveryState === 'pending' || row.deliveryState === 'failed'
        ? `${row.deliveryState} (${row.deliveryAttempts} tries)`
        : row.deliveryState,
    ]),
  ].map((cells) => cells.map((text) => printable(text.replace(/[ \t\r\n]+/g, ' ')).slice(0, 40)));
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  const lines = table.map((cells) =>
    cells
      .map((text, column) => text.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  return `${lines.join('\n')}\n${rows.length} submission${rows.length === 1 ? '' : 's'}.\n`;
}
