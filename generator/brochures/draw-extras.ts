import type { PrintedItem, Unit } from './brochure-plan.ts';
import type { PdfWriter, TextStyle } from './pdf-writer.ts';
import { GUTTER, INK, TRACKING, space } from './pdf-style.ts';
import { BODY, ITEM_TITLE, KICKER, MUTED, SMALL } from './text-styles.ts';

type Of<K extends Unit['kind']> = Extract<Unit, { kind: K }>;

const QUOTE: TextStyle = { face: 'italic', size: 15, colour: INK.text, lineGap: 15 * 0.35 };
const ITEM_TEXT: TextStyle = { ...MUTED, size: 9.5, lineGap: 9.5 * 0.45 };

/** A client's words, large, with an amber bar, attributed by role and sector. */
export function drawQuote(writer: PdfWriter, unit: Of<'quote'>, x: number, y: number, width: number): number {
  let bottom = y;
  writer.group('BlockQuote', () => {
    const textBottom = writer.text('P', unit.text, QUOTE, x + space(5), y, width - space(5));
    bottom = writer.text('P', `— ${unit.attribution}`, SMALL, x + space(5), textBottom + space(2), width - space(5));
  });
  const end = bottom;
  writer.artifact(() => writer.doc.rect(x, y + 2, 3, end - y - 4).fill(INK.accent));
  return bottom;
}

function drawItems(writer: PdfWriter, title: string, items: PrintedItem[], x: number, y: number, width: number, marker: string): number {
  let top = writer.text('H3', title, ITEM_TITLE, x, y, width) + space(2.5);
  writer.group('L', () => {
    for (const item of items) {
      writer.group('LI', () => {
        writer.leaf('Lbl', () =>
          writer
            .style({ ...BODY, face: 'bold', colour: marker === '–' ? INK.textMuted : INK.primary })
            .doc.text(marker, x, top, { width: 12, lineBreak: false }),
        );
        writer.group('LBody', () => {
          if (item.title) top = writer.text('P', item.title, { ...ITEM_TITLE, size: 10 }, x + 12, top, width - 12) + space(0.5);
          top = writer.runs('P', item.text, ITEM_TEXT, x + 12, top, width - 12) + space(2);
        });
      });
    }
  });
  return top;
}

/** The problem and our answer side by side; the answer on a tinted panel. */
export function drawProblemAnswer(writer: PdfWriter, unit: Of<'problem-answer'>, x: number, y: number, width: number): number {
  const column = (width - GUTTER) / 2;
  const padding = space(4);
  const answerX = x + column + GUTTER;
  const answerHeight = writer.heightOf((measurer, start) =>
    drawItems(measurer, unit.answer.title, unit.answer.items, answerX + padding, start, column - 2 * padding, '✓'),
  );
  const problemHeight = writer.heightOf((measurer, start) =>
    drawItems(measurer, unit.problem.title, unit.problem.items, x, start + padding, column, '–'),
  );
  const height = Math.max(answerHeight + 2 * padding, problemHeight + padding);
  writer.artifact(() => writer.doc.roundedRect(answerX, y, column, height, 6).fill(INK.primaryTint));
  writer.group('Div', () => drawItems(writer, unit.problem.title, unit.problem.items, x, y + padding, column, '–'));
  writer.group('Div', () =>
    drawItems(writer, unit.answer.title, unit.answer.items, answerX + padding, y + padding, column - 2 * padding, '✓'),
  );
  return y + height;
}

/** A group of technology names set as wordmarks: bold names in a row, wrapped, separated by thin dots. */
export function drawWordmarks(writer: PdfWriter, unit: Of<'wordmarks'>, x: number, y: number, width: number): number {
  let top = y;
  if (unit.label) top = writer.text('H3', unit.label, { ...KICKER, colour: INK.textMuted }, x, y, width) + space(1.5);
  return writer.text(
    'P',
    unit.items.join('  ·  '),
    { face: 'bold', size: 12, colour: INK.text, lineGap: 5, characterSpacing: 12 * TRACKING.display },
    x,
    top,
    width,
  );
}

/** A page the brochure points to: its title as a link, its summary and its address. */
export function drawLinkCard(writer: PdfWriter, unit: Of<'link-card'>, x: number, y: number, width: number): number {
  let bottom = y;
  writer.group('Div', () => {
    const titleBottom = writer.runs(
      'P',
      [{ text: unit.title, bold: true, italic: false, href: unit.url }],
      { ...ITEM_TITLE, colour: INK.primary },
      x,
      y,
      width,
    );
    bottom = writer.text('P', unit.summary, ITEM_TEXT, x, titleBottom + space(1), width);
  });
  return bottom;
}

/** A call to action inside the brochure (the last one becomes the back cover): a tinted panel with its link. */
export function drawCallout(writer: PdfWriter, unit: Of<'callout'>, x: number, y: number, width: number): number {
  const padding = space(6);
  const content = (target: PdfWriter, top: number) => {
    let bottom = target.text('H3', unit.title, { ...ITEM_TITLE, size: 13 }, x + padding, top, width - 2 * padding);
    if (unit.text.length) bottom = target.runs('P', unit.text, ITEM_TEXT, x + padding, bottom + space(1.5), width - 2 * padding);
    const action = [{ text: `${unit.action.label} →`, bold: true, italic: false, href: unit.action.url }];
    return target.runs('P', action, { ...ITEM_TITLE, size: 10, colour: INK.primary }, x + padding, bottom + space(3), width - 2 * padding);
  };
  const height = writer.heightOf(content) + 2 * padding;
  writer.artifact(() => writer.doc.roundedRect(x, y, width, height, 6).fill(INK.primaryTint));
  writer.group('Div', () => content(writer, y + padding));
  return y + height;
}
