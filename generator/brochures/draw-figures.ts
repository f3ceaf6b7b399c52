import type { Figure } from '../../site/shared/blocks.ts';
import type { Unit } from './brochure-plan.ts';
import type { PdfWriter, TextStyle } from './pdf-writer.ts';
import { fittingSize } from './fit-type.ts';
import { GUTTER, INK, SIZE, TRACKING, space } from './pdf-style.ts';

const PADDING = space(6);
const VALUE: TextStyle = { face: 'bold', size: SIZE.figure, colour: INK.white, characterSpacing: SIZE.figure * TRACKING.display };
const LABEL: TextStyle = { face: 'regular', size: 9.5, colour: INK.white, lineGap: 2.5 };
const CONTEXT: TextStyle = { face: 'regular', size: SIZE.small - 0.5, colour: INK.onDarkMuted, lineGap: 2 };

/** Each figure's column in a band `width` wide: as many columns as figures, two to four. */
export function figureColumns(count: number, width: number): { offset: number; width: number }[] {
  const inner = width - 2 * PADDING;
  const columnWidth = (inner - GUTTER * (count - 1)) / count;
  return Array.from({ length: count }, (_, index) => ({ offset: PADDING + index * (columnWidth + GUTTER), width: columnWidth }));
}

function drawFigure(writer: PdfWriter, figure: Figure, size: number, x: number, y: number, width: number): number {
  let bottom = y;
  writer.group('LI', () => {
    writer.artifact(() => writer.doc.rect(x, y, 24, 2.5).fill(INK.accent));
    // The value reads as the figure's label; what it measured is its body.
    const valueBottom = writer.text(
      'Lbl',
      figure.value,
      { ...VALUE, size, characterSpacing: size * TRACKING.display },
      x,
      y + space(3),
      width,
    );
    writer.group('LBody', () => {
      bottom = writer.text('P', figure.label, LABEL, x, valueBottom + space(1), width);
      if (figure.context) bottom = writer.text('P', figure.context, CONTEXT, x, bottom + space(1.5), width);
    });
  });
  return bottom;
}

/** The figures band: a navy panel of large numbers, each over what it measured and where. */
export function drawFigures(writer: PdfWriter, unit: Extract<Unit, { kind: 'figures' }>, x: number, y: number, width: number): number {
  const columns = figureColumns(unit.items.length, width);
  writer.style({ ...VALUE, size: 1 });
  const widths = unit.items.map((figure) => writer.doc.widthOfString(figure.value, { characterSpacing: TRACKING.display }));
  const size = fittingSize(widths, columns[0]!.width, SIZE.figure, SIZE.figure * 0.65);
  const contentHeight = Math.max(
    ...unit.items.map((figure, index) =>
      writer.heightOf((measurer, start) => drawFigure(measurer, figure, size, x + columns[index]!.offset, start, columns[index]!.width)),
    ),
  );
  const height = contentHeight + 2 * PADDING;
  writer.artifact(() => writer.doc.roundedRect(x, y, width, height, 6).fill(INK.dark));
  writer.group('L', () => {
    unit.items.forEach((figure, index) => drawFigure(writer, figure, size, x + columns[index]!.offset, y + PADDING, columns[index]!.width));
  });
  return y + height;
}
