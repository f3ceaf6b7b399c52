// Figures the article motifs draw: a model, a card of extracted fields.
import { check, colour, connector, line, node, panel, paper, pill, rect } from '../system.ts';
import { tag } from '../svg.ts';

/** A neural network on a raised panel: 3 → 4 → 3 nodes, every link drawn, one path lit through it. */
export function modelNetwork(x: number, y: number, width = 380, height = 600): string {
  const layers = [3, 4, 3];
  const columns = layers.map((count, layer) => {
    const cx = x + width * (0.2 + layer * 0.3);
    return Array.from(
      { length: count },
      (_, index) => [cx, y + height / 2 + (index - (count - 1) / 2) * (height / 4.6)] as [number, number],
    );
  });
  const links: string[] = [];
  for (let layer = 0; layer < columns.length - 1; layer++) {
    for (const [x1, y1] of columns[layer]!) for (const [x2, y2] of columns[layer + 1]!) links.push(`M${x1} ${y1}L${x2} ${y2}`);
  }
  const lit = [columns[0]![1]!, columns[1]![2]!, columns[2]![1]!];
  return [
    panel(x, y, width, height),
    tag('path', { d: links.join(''), stroke: colour.navyLine, 'stroke-width': line.fine, fill: 'none' }),
    connector(`M${lit.map(([px, py]) => `${px} ${py}`).join('L')}`, { stroke: colour.blue }),
    ...columns.flatMap((column, layer) =>
      column.map(([cx, cy], index) =>
        node(cx, cy, 22, lit.some(([lx, ly]) => lx === cx && ly === cy) ? (layer === 2 ? 'accent' : 'solid') : 'ring'),
      ),
    ),
  ].join('');
}

/** Structured fields: label and value rows, values in primary, one in amber, and a check. */
export function fieldsCard(x: number, y: number, width: number, height: number, accentRow = 2): string {
  const rows = Math.floor((height - 90) / 80);
  const parts = [paper(x, y, width, height), rect(x + 30, y + 36, 90, 16, colour.primary, 8)];
  for (let row = 0; row < rows; row++) {
    const rowY = y + 96 + row * 80;
    parts.push(
      rect(x + 30, rowY, width * 0.36, 10, colour.rule, 5),
      pill(x + 30, rowY + 22, width * (row % 2 ? 0.5 : 0.72), 28, row === accentRow ? colour.amber : colour.tint),
    );
  }
  parts.push(check(x + width - 20, y + 20, 34));
  return parts.join('');
}
