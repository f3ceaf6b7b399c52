import type { PrintedOutcome, Unit } from './brochure-plan.ts';
import type { PdfWriter, TextStyle } from './pdf-writer.ts';
import { GUTTER, INK, SIZE, TRACKING, space } from './pdf-style.ts';
import { KICKER, LABEL, MUTED, SMALL } from './text-styles.ts';

type OutcomeUnit = Extract<Unit, { kind: 'outcome' }>;

const PADDING = space(6);
const BAR = 3;
const LABEL_WIDTH = 96;
const TITLE: TextStyle = { face: 'bold', size: 14, colour: INK.text, lineGap: 2, characterSpacing: 14 * TRACKING.display };
const TEXT: TextStyle = { ...MUTED, size: 9.5, lineGap: 9.5 * 0.45 };
const FIGURE: TextStyle = {
  face: 'bold',
  size: SIZE.outcomeFigure,
  colour: INK.primary,
  characterSpacing: SIZE.outcomeFigure * TRACKING.display,
};

/** The case box's content: who, the result in a line, situation / what we did / result, figures, time frame. */
function drawContent(
  writer: PdfWriter,
  outcome: PrintedOutcome,
  labels: OutcomeUnit['labels'],
  x: number,
  y: number,
  width: number,
): number {
  let top = writer.text('P', labels.kicker, KICKER, x, y, width) + space(2);
  top = writer.text('P', outcome.client, SMALL, x, top, width) + space(1);
  top = writer.text('H3', outcome.title, TITLE, x, top, width) + space(4);
  for (const [label, text] of [
    [labels.situation, outcome.situation],
    [labels.approach, outcome.approach],
    [labels.result, outcome.result],
  ] as const) {
    writer.artifact(() => writer.doc.rect(x, top, width, 0.5).fill(INK.border));
    const labelBottom = writer.text('H4', label, LABEL, x, top + space(2), LABEL_WIDTH - space(2));
    const textBottom = writer.text('P', text, TEXT, x + LABEL_WIDTH, top + space(2), width - LABEL_WIDTH);
    top = Math.max(labelBottom, textBottom) + space(2);
  }
  if (outcome.figures.length) {
    writer.artifact(() => writer.doc.rect(x, top, width, 0.5).fill(INK.border));
    const column = (width - GUTTER * (outcome.figures.length - 1)) / outcome.figures.length;
    let figuresBottom = top;
    writer.group('L', () => {
      outcome.figures.forEach((figure, index) => {
        const left = x + index * (column + GUTTER);
        writer.group('LI', () => {
          const valueBottom = writer.text('Lbl', figure.value, FIGURE, left, top + space(3), column);
          writer.group('LBody', () => {
            let bottom = writer.text('P', figure.label, { ...SMALL, colour: INK.text }, left, valueBottom + space(0.5), column);
            if (figure.context) bottom = writer.text('P', figure.context, SMALL, left, bottom + space(0.5), column);
            figuresBottom = Math.max(figuresBottom, bottom);
          });
        });
      });
    });
    top = figuresBottom + space(3);
  }
  top = writer.text('P', `${labels.timeframe} ${outcome.timeframe}`, { ...SMALL, face: 'semibold' }, x, top + space(1), width);
  if (outcome.quote) {
    const quoteTop = top + space(3);
    const bottom = writer.text(
      'BlockQuote',
      outcome.quote.text,
      { ...TEXT, face: 'italic', colour: INK.text },
      x + space(3),
      quoteTop,
      width - space(3),
    );
    writer.artifact(() => writer.doc.rect(x, quoteTop, 2, bottom - quoteTop - 3).fill(INK.accent));
    top = writer.text('P', `— ${outcome.quote.attribution}`, SMALL, x + space(3), bottom + space(1), width - space(3));
  }
  return top;
}

/** A client outcome as a case box: a surface panel with a primary bar down its side. */
export function drawOutcome(writer: PdfWriter, unit: OutcomeUnit, x: number, y: number, width: number): number {
  const innerX = x + BAR + PADDING;
  const innerWidth = width - BAR - 2 * PADDING;
  const height =
    writer.heightOf((measurer, start) => drawContent(measurer, unit.outcome, unit.labels, innerX, start, innerWidth)) + 2 * PADDING;
  writer.artifact(() => {
    writer.doc.rect(x, y, width, height).fill(INK.surface);
    writer.doc.rect(x, y, BAR, height).fill(INK.primary);
  });
  writer.group('Div', () => drawContent(writer, unit.outcome, unit.labels, innerX, y + PADDING, innerWidth));
  return y + height;
}
