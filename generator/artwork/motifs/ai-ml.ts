// AI and machine learning: a document-extraction review screen, with the one low-confidence field out for review.
import { circle, colour, rect } from '../system.ts';
import { group } from '../svg.ts';
import { avatar, bars, button, card, dots, rules, spread, windowFrame, type Bar } from './screens.ts';

/** A scanned invoice, slightly askew, with the boxes the model read; the bank details half under a stamp. */
export function scannedInvoice(x: number, y: number, width = 340, height = 520, doubt: string = colour.amber): string {
  const amounts = spread(11, 5, 40, 62);
  const items = spread(12, 5, 96, 168);
  const lines: Bar[] = items.map((w, row) => [28, 256 + row * 28, w]);
  const values: Bar[] = amounts.map((w, row) => [312 - w, 256 + row * 28, w]);
  const box = (bx: number, by: number, bw: number, bh: number, fill: string = colour.primary) =>
    rect(bx, by, bw, bh, fill, 5, { 'fill-opacity': 0.14, stroke: fill, 'stroke-width': fill === colour.amber ? 4 : 3 });
  return group({ transform: `translate(${x} ${y}) rotate(-1.6 ${width / 2} ${height / 2})` }, [
    rect(0, 8, width, height, colour.navy, 6, { 'fill-opacity': 0.1 }),
    rect(0, 0, width, height, colour.white, 6),
    rect(28, 28, 40, 40, colour.navy, 10),
    bars([[80, 30, 104]], colour.navy, 14),
    bars(
      [
        [80, 54, 70],
        [28, 140, 130],
        [28, 162, 108],
        [28, 184, 122],
        [196, 140, 48],
        [196, 162, 40],
        [196, 184, 52],
        [204, 398, 44],
        [204, 420, 36],
        ...lines,
        [28, 466, 140],
      ],
      colour.rule,
      10,
    ),
    bars([[28, 100, 132]], colour.navy, 16),
    bars([[258, 140, 54], [262, 162, 50], [266, 184, 46], ...values.slice(0, 4), [266, 398, 46], [270, 420, 42]], colour.navy, 10),
    rect(28, 222, 284, 20, colour.tint, 4),
    rules([[28, 388, 284]], colour.rule),
    bars([[250, 448, 62]], colour.navy, 14),
    bars([[28, 488, 196]], colour.rule, 10),
    // The stamp that smudges the bank details.
    circle(150, 476, 38, 'none', { stroke: colour.blue, 'stroke-width': 6, 'stroke-opacity': 0.45, 'stroke-dasharray': '30 8' }),
    box(74, 24, 116, 48),
    box(250, 132, 68, 62),
    box(242, 440, 76, 32),
    box(22, 480, 208, 28, doubt),
  ]);
}

/** One extracted field: its label and confidence meter above, the value in an input below. */
export function extracted(x: number, y: number, width: number, value: number, confidence: number, accent = false): string {
  const level = Math.round(confidence * 5);
  return [
    ...[0, 1, 2, 3, 4].map((step) =>
      rect(x + width - 88 + step * 18, y, 14, 10, step < level ? (accent ? colour.amber : colour.primary) : colour.tint, 3),
    ),
    rect(x, y + 20, width, 44, accent ? colour.amber : colour.white, 8, {
      'fill-opacity': accent ? 0.12 : undefined,
      stroke: accent ? colour.amber : colour.rule,
      'stroke-width': accent ? 4 : 2,
    }),
    rect(x + 16, y + 37, value, 10, colour.navy, 5),
  ].join('');
}

/** The review screen: the scan on the left, the fields on the right, the doubtful one opened in a popover. */
export function artificialIntelligence(): string[] {
  const fieldsX = 716;
  const rows = [
    [150, 0.97],
    [92, 0.99],
    [110, 0.94],
    [84, 0.82],
    [228, 0.4],
  ] as const;
  const labels: Bar[] = rows.map((_, row) => [fieldsX, 398 + row * 90, [92, 70, 56, 64, 110][row]!]);
  return [
    windowFrame(240, 230, 880, 700, 0.34),
    // The toolbar: the document's name, its place in the queue, the reviewers.
    rect(264, 298, 36, 36, colour.tint, 8),
    bars([[316, 300, 170]], colour.navy, 14),
    bars(
      [
        [316, 324, 96],
        [fieldsX, 364, 120],
      ],
      colour.rule,
      8,
    ),
    rect(264, 356, 430, 554, colour.surface, 12),
    scannedInvoice(310, 376, 340, 510),
    avatar(1070, 316, 20, colour.tint, colour.primary),
    avatar(1040, 316, 20, colour.surface, colour.blue),
    rules([[240, 354 - 4, 880]], colour.surface, 2),
    bars(labels, colour.rule, 8),
    ...rows.map(([value, confidence], row) => extracted(fieldsX, 394 + row * 90, 340, value, confidence, row === 4)),
    button(fieldsX, 856, 150, 44),
    button(fieldsX + 166, 856, 100, 44, 'outline'),
    // The popover for the person who checks the bank details.
    card(1040, 690, 320, 270, 16),
    dots([[1068, 722]], colour.amber, 14),
    bars([[1086, 716, 150]], colour.navy, 12),
    avatar(1326, 722, 16, colour.tint, colour.primary),
    rect(1062, 752, 276, 70, colour.surface, 10),
    bars(
      [
        [1078, 768, 210],
        [1078, 794, 150],
      ],
      colour.rule,
      10,
    ),
    circle(1190, 786, 40, 'none', { stroke: colour.blue, 'stroke-width': 7, 'stroke-opacity': 0.45, 'stroke-dasharray': '30 8' }),
    rect(1072, 762, 228, 30, 'none', 5, { stroke: colour.amber, 'stroke-width': 4 }),
    circle(1074, 848, 10, colour.white, { stroke: colour.primary, 'stroke-width': 7 }),
    circle(1074, 882, 10, colour.white, { stroke: colour.rule, 'stroke-width': 3 }),
    bars([[1096, 843, 200]], colour.navy, 10),
    bars([[1096, 877, 170]], colour.rule, 10),
    button(1062, 910, 130, 36),
    button(1204, 910, 90, 36, 'outline'),
  ];
}
