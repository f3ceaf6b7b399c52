import type { PdfWriter } from './pdf-writer.ts';
import { INK, TRACKING } from './pdf-style.ts';

/** The mark's "F", from site/primitives/logo.tsx (a 64-unit square). */
const MARK_PATH = 'M21 48V16h23v6H28v7h14v6H28v13z';

/**
 * The wordmark: the square mark in primary with its white "F", and the site's name beside it, `size` points
 * tall. The mark is decoration; the name is text (tagged by the caller's `type`, or an artifact).
 */
export function drawWordmark(
  writer: PdfWriter,
  name: string,
  x: number,
  y: number,
  size: number,
  nameColour: string,
  type: string | null,
): number {
  const doc = writer.doc;
  writer.artifact(() => {
    doc
      .save()
      .translate(x, y)
      .scale(size / 64);
    doc.roundedRect(0, 0, 64, 64, 12).fill(INK.primary);
    doc.path(MARK_PATH).fill(INK.white);
    doc.restore();
  });
  const fontSize = size * 0.82;
  const style = { face: 'bold' as const, size: fontSize, colour: nameColour, characterSpacing: fontSize * TRACKING.display };
  const textX = x + size * 1.35;
  // Inter's cap height is about 0.73 of its size: centre the capitals on the mark.
  const textY = y + size / 2 - (fontSize * 0.73) / 2 - fontSize * 0.2;
  const draw = () => {
    writer.style(style).doc.text(name, textX, textY, { lineBreak: false, characterSpacing: style.characterSpacing });
  };
  if (type) writer.leaf(type, draw);
  else writer.artifact(draw);
  writer.style(style);
  return textX + doc.widthOfString(name, { characterSpacing: style.characterSpacing });
}
