import type { Unit } from './brochure-plan.ts';
import type { PdfWriter } from './pdf-writer.ts';
import { INK, space } from './pdf-style.ts';
import { BODY, HEADING, KICKER, LEDE, MUTED, SMALL, SUBHEADING } from './text-styles.ts';

type Of<K extends Unit['kind']> = Extract<Unit, { kind: K }>;

/** A section's heading: its number as a kicker over a short primary rule, the title, the intro as a lede. */
export function drawHeading(writer: PdfWriter, unit: Of<'heading'>, x: number, y: number, width: number): number {
  let top = y;
  if (unit.number) {
    const number = unit.number;
    writer.artifact(() => {
      writer.doc.rect(x, y, 20, 2).fill(INK.primary);
      writer.text(null, number, KICKER, x, y + space(2), width);
    });
    top = writer.doc.y + space(1.5);
  }
  let bottom = writer.text('H2', unit.title, HEADING, x, top, writer.balanced(unit.title, HEADING, width));
  if (unit.intro) bottom = writer.runs('P', unit.intro, LEDE, x, bottom + space(2), width);
  return bottom;
}

export function drawSubheading(writer: PdfWriter, unit: Of<'subheading'>, x: number, y: number, width: number): number {
  return writer.text('H3', unit.text, SUBHEADING, x, y, width);
}

export function drawParagraph(writer: PdfWriter, unit: Of<'paragraph'>, x: number, y: number, width: number): number {
  return writer.runs('P', unit.runs, BODY, x, y, width);
}

/** A list item: its marker hangs in the margin of the text, in primary. */
export function drawListItem(writer: PdfWriter, unit: Of<'list-item'>, x: number, y: number, width: number): number {
  const indent = unit.marker.length > 1 ? 18 : 14;
  let bottom = y;
  writer.group('LI', () => {
    writer.leaf('Lbl', () =>
      writer.style({ ...BODY, face: 'bold', colour: INK.primary }).doc.text(unit.marker, x, y, { width: indent, lineBreak: false }),
    );
    writer.group('LBody', () => {
      bottom = writer.runs('P', unit.runs, BODY, x + indent, y, width - indent);
    });
  });
  return bottom;
}

/** A quotation from the body: a primary bar beside the text in emphasis. */
export function drawBlockquote(writer: PdfWriter, unit: Of<'blockquote'>, x: number, y: number, width: number): number {
  const bottom = writer.runs(
    'BlockQuote',
    unit.runs.map((run) => ({ ...run, italic: true })),
    { ...BODY, size: 11, colour: INK.text },
    x + 16,
    y,
    width - 16,
  );
  writer.artifact(() => writer.doc.rect(x, y, 2.5, bottom - y - 4).fill(INK.primary));
  return bottom;
}

/** A table from the body: the first row as column heads over a rule, the others over hairlines. */
export function drawTable(writer: PdfWriter, unit: Of<'table'>, x: number, y: number, width: number): number {
  const columns = Math.max(1, ...unit.rows.map((row) => row.length));
  const cell = width / columns;
  let top = y;
  writer.group('Table', () => {
    unit.rows.forEach((row, rowIndex) => {
      const head = rowIndex === 0;
      let rowBottom = top;
      writer.group('TR', () => {
        row.forEach((text, column) => {
          const style = head ? { ...SMALL, face: 'semibold' as const, colour: INK.text } : { ...SMALL, colour: INK.text };
          const bottom = writer.text(head ? 'TH' : 'TD', text, style, x + column * cell, top + space(1.5), cell - space(2));
          rowBottom = Math.max(rowBottom, bottom);
        });
      });
      const ruleY = rowBottom + space(1);
      writer.artifact(() => writer.doc.rect(x, ruleY, width, head ? 1 : 0.5).fill(head ? INK.text : INK.border));
      top = ruleY;
    });
  });
  return top + space(1);
}

/** A question buyers ask, under a hairline, and its answer. */
export function drawQuestion(writer: PdfWriter, unit: Of<'question'>, x: number, y: number, width: number): number {
  writer.artifact(() => writer.doc.rect(x, y, width, 0.5).fill(INK.border));
  const questionBottom = writer.text('H3', unit.question, { ...SUBHEADING, size: 11.5 }, x, y + space(3), width);
  return writer.runs('P', unit.answer, MUTED, x, questionBottom + space(1.5), width) + space(3);
}
