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
 * RFC 4180 CSV with a header row and CRLF line ends. A value a spreadsheet would run as a formula (it starts
 * with = + - @, a tab or a carriage return) gets a leading apostrophe: visitors write these values.
 */
export function submissionsToCsv(rows: readonly StoredSubmission[]): string {
  const cell = (value: string | number | null) => {
    let text = value === null ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => cell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
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
  ].map((cells) => cells.map((text) => text.replace(/\s+/g, ' ').slice(0, 40)));
  const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
  const lines = table.map((cells) =>
    cells
      .map((text, column) => text.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  return `${lines.join('\n')}\n${rows.length} submission${rows.length === 1 ? '' : 's'}.\n`;
}
