import type { Unit } from './brochure-plan.ts';
import type { PdfWriter, TextStyle } from './pdf-writer.ts';
import { INK, space } from './pdf-style.ts';
import { ITEM_TITLE, MUTED } from './text-styles.ts';

const DOT = 22;
const RAIL = DOT + space(4);
const NUMBER: TextStyle = { face: 'bold', size: 9, colour: INK.white, align: 'center' };
const DURATION: TextStyle = { face: 'semibold', size: 7.5, colour: INK.primary };

/**
 * A step of the engagement timeline: a numbered primary dot on a rail that runs down to the next step, the
 * step's title with its duration in a tinted pill, and its text.
 */
export function drawStep(writer: PdfWriter, unit: Extract<Unit, { kind: 'step' }>, x: number, y: number, width: number): number {
  const textX = x + RAIL;
  const textWidth = width - RAIL;
  let bottom = y;
  writer.group('LI', () => {
    writer.artifact(() => writer.doc.circle(x + DOT / 2, y + DOT / 2, DOT / 2).fill(INK.primary));
    writer.text('Lbl', unit.number, NUMBER, x, y + (DOT - 9) / 2 - 0.5, DOT);
    writer.group('LBody', () => {
      let top = y + 3;
      if (unit.duration) {
        const duration = unit.duration;
        writer.style(DURATION);
        const pill = writer.doc.widthOfString(duration.toUpperCase(), { characterSpacing: 0.6 }) + space(3);
        writer.artifact(() => writer.doc.roundedRect(textX, top - 1, pill, 13, 6.5).fill(INK.primaryTint));
        writer.text('P', duration, { ...DURATION, characterSpacing: 0.6, uppercase: true }, textX + space(1.5), top + 2.2, pill);
        top += 13 + space(2);
      }
      top = writer.text('H3', unit.title, ITEM_TITLE, textX, top, textWidth) + space(1);
      bottom = writer.runs('P', unit.text, { ...MUTED, size: 9.5, lineGap: 9.5 * 0.45 }, textX, top, textWidth);
    });
  });
  bottom += space(5);
  if (!unit.last) {
    const end = bottom;
    writer.artifact(() => writer.doc.rect(x + DOT / 2 - 0.75, y + DOT + space(1), 1.5, end - y - DOT - space(1)).fill(INK.border));
  }
  return bottom;
}
