// The home page: the six service renderings, small, composed around the dashboard as one bento.
import { circle, colour, paper, rect } from '../system.ts';
import { group } from '../svg.ts';
import { scannedInvoice } from './ai-ml.ts';
import { trendCard } from './analytics.ts';
import { reconciliationRows, reconciliationTable } from './automation.ts';
import { pipelineCard } from './infrastructure.ts';
import { bars, button, toggle } from './screens.ts';
import { mobileList } from './web-app.ts';

const scaled = (x: number, y: number, scale: number, children: string[]) =>
  group({ transform: `matrix(${scale} 0 0 ${scale} ${x} ${y})` }, children);

/** The design system in a card: swatches, the type scale, a button and a switch. */
function componentCard(x: number, y: number): string {
  const swatches = [colour.navy, colour.primary, colour.blue, colour.rule, colour.tint];
  return [
    paper(x, y, 330, 190, colour.white, 18),
    ...swatches.map((fill, index) =>
      circle(x + 40 + index * 46, y + 44, 18, fill, index > 2 ? { stroke: colour.rule, 'stroke-width': 2 } : {}),
    ),
    bars([[x + 24, y + 84, 150]], colour.navy, 18),
    bars([[x + 24, y + 114, 110]], colour.navy, 10),
    bars([[x + 24, y + 134, 130]], colour.rule, 8),
    button(x + 190, y + 86, 116, 40),
    toggle(x + 262, y + 138, true),
    rect(x + 190, y + 138, 58, 24, colour.tint, 12),
  ].join('');
}

/**
 * The dashboard's trend card in the middle (with the one amber point of the picture), the invoice being read
 * above left, the pipeline above right, the reconciliation below left, the design system below, the phone right.
 */
export function home(): string[] {
  const rows = reconciliationRows()
    .slice(1, 4)
    .map((row) => (row.tone === 'alert' ? { ...row, tone: 'done' as const, paid: row.amount } : row));
  return [
    trendCard(470, 318, 640, 400, { compact: true }),
    scaled(290, 262, 0.62, [scannedInvoice(0, 0, 340, 510, colour.primary)]),
    scaled(1010, 250, 0.72, [pipelineCard(0, 0, 480, colour.primary)]),
    scaled(240, 680, 0.6, [
      paper(0, 0, 850, 440, colour.white, 26),
      bars([[32, 34, 220]], colour.navy, 22),
      bars([[32, 70, 140]], colour.rule, 12),
      reconciliationTable(0, 116, rows, 70, 850),
    ]),
    componentCard(780, 720),
    scaled(1150, 470, 0.8, [mobileList(0, 0)]),
  ];
}
