import type { Unit } from './brochure-plan.ts';
import type { PdfWriter, TextStyle } from './pdf-writer.ts';
import { GUTTER, INK, space } from './pdf-style.ts';
import { ITEM_TITLE, MUTED } from './text-styles.ts';

type FeatureRow = Extract<Unit, { kind: 'feature-row' }>;

const TILE = 22;
const NUMBER: TextStyle = { face: 'bold', size: 8, colour: INK.primary, align: 'center' };
const TEXT: TextStyle = { ...MUTED, size: 9.5, lineGap: 9.5 * 0.45 };

/** The site's marker: a small primary-tint tile with the item's number, over the item's title and text. */
function drawFeature(writer: PdfWriter, feature: FeatureRow['items'][number], x: number, y: number, width: number): number {
  let bottom = y;
  writer.group('LI', () => {
    writer.artifact(() => writer.doc.roundedRect(x, y, TILE, TILE, 5).fill(INK.primaryTint));
    writer.text('Lbl', feature.number, NUMBER, x, y + (TILE - 8) / 2 - 0.5, TILE);
    writer.group('LBody', () => {
      let top = y + TILE + space(2.5);
      if (feature.title) top = writer.text('H3', feature.title, ITEM_TITLE, x, top, width) + space(1);
      bottom = writer.runs('P', feature.text, TEXT, x, top, width);
    });
  });
  return bottom;
}

/** A row of the features grid: two items side by side (the last row may hold one). */
export function drawFeatureRow(writer: PdfWriter, unit: FeatureRow, x: number, y: number, width: number): number {
  const column = (width - GUTTER) / 2;
  return Math.max(...unit.items.map((feature, index) => drawFeature(writer, feature, x + index * (column + GUTTER), y, column)));
}
