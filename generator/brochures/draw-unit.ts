import type { Unit } from './brochure-plan.ts';
import type { UnitMeasure } from './paginate.ts';
import type { PdfWriter, TextStyle } from './pdf-writer.ts';
import { AREA } from './pdf-style.ts';
import { BODY } from './text-styles.ts';
import { drawCallout, drawLinkCard, drawProblemAnswer, drawQuote, drawWordmarks } from './draw-extras.ts';
import { drawFeatureRow } from './draw-features.ts';
import { drawFigures } from './draw-figures.ts';
import { drawOutcome } from './draw-outcome.ts';
import { drawStep } from './draw-steps.ts';
import { drawBlockquote, drawHeading, drawListItem, drawParagraph, drawQuestion, drawSubheading, drawTable } from './draw-text.ts';

/** Draws a unit at (x, y), `width` wide, and returns the y below it. */
export function drawUnit(writer: PdfWriter, unit: Unit, x: number, y: number, width: number): number {
  switch (unit.kind) {
    case 'heading':
      return drawHeading(writer, unit, x, y, width);
    case 'subheading':
      return drawSubheading(writer, unit, x, y, width);
    case 'paragraph':
      return drawParagraph(writer, unit, x, y, width);
    case 'list-item':
      return drawListItem(writer, unit, x, y, width);
    case 'blockquote':
      return drawBlockquote(writer, unit, x, y, width);
    case 'table':
      return drawTable(writer, unit, x, y, width);
    case 'figures':
      return drawFigures(writer, unit, x, y, width);
    case 'feature-row':
      return drawFeatureRow(writer, unit, x, y, width);
    case 'step':
      return drawStep(writer, unit, x, y, width);
    case 'outcome':
      return drawOutcome(writer, unit, x, y, width);
    case 'question':
      return drawQuestion(writer, unit, x, y, width);
    case 'quote':
      return drawQuote(writer, unit, x, y, width);
    case 'problem-answer':
      return drawProblemAnswer(writer, unit, x, y, width);
    case 'wordmarks':
      return drawWordmarks(writer, unit, x, y, width);
    case 'link-card':
      return drawLinkCard(writer, unit, x, y, width);
    case 'callout':
      return drawCallout(writer, unit, x, y, width);
  }
}

/** The style of a unit that may break between its lines (its text is one run of lines in it), or null. */
export function lineStyleOf(unit: Unit): TextStyle | null {
  return unit.kind === 'paragraph' || unit.kind === 'list-item' ? BODY : null;
}

/** A unit's height as drawn across the text area, measured on the scratch page, and the pitch of its lines if it may break. */
export function measureUnit(measurer: PdfWriter, unit: Unit): UnitMeasure {
  const height = measurer.heightOf((writer, top) => drawUnit(writer, unit, AREA.left, top, AREA.width));
  const style = lineStyleOf(unit);
  return { height, line: style ? measurer.style(style).doc.currentLineHeight(true) + (style.lineGap ?? 0) : null };
}
