/**
 * The lines around a place in a file, numbered, with a caret under the column when it is known (pure):
 *
 *    5 | sections:
 *  > 6 |   - type: faq
 *      |     ^
 *    7 |     items: []
 */
export function codeFrame(text: string, line: number, column?: number, context = 2): string {
  const lines = text.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const frame: string[] = [];
  for (let number = first; number <= last; number += 1) {
    const marker = number === line ? '>' : ' ';
    frame.push(`${marker} ${String(number).padStart(width)} | ${lines[number - 1]}`.trimEnd());
    if (number === line && column && column > 0) frame.push(`  ${' '.repeat(width)} | ${' '.repeat(column - 1)}^`);
  }
  return frame.join('\n');
}
