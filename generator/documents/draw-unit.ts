import type { Unit } from './brochure-plan.ts';
import type { PdfWriter } from './pdf-writer.ts';
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
