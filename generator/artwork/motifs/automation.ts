// Business automation: a close-up of a reconciliation table, invoices against payments, one exception in amber.
import { check, colour, connector, paper, rect } from '../system.ts';
import { group, tag } from '../svg.ts';
import { avatar, bars, button, card, chip, dots, pointer, rules, spread, tickBox, type Bar, type Tone } from './screens.ts';

interface Row {
  tone: Tone;
  invoice: number;
  vendor: number;
  amount: number;
  /** The payment's amount, or 0 when no payment matches yet. */
  paid: number;
}

/** Six invoices: matched, one paid short (the exception), one still open. */
export function reconciliationRows(): Row[] {
  const invoices = spread(21, 6, 84, 124);
  const vendors = spread(22, 6, 90, 150);
  const amounts = spread(23, 6, 64, 112);
  return invoices.map((invoice, row) => {
    const tone: Tone = row === 2 ? 'alert' : row === 4 ? 'open' : 'done';
    const amount = amounts[row]!;
    return { tone, invoice, vendor: vendors[row]!, amount, paid: tone === 'open' ? 0 : tone === 'alert' ? amount - 30 : amount };
  });
}

/** The table from (x, y), `width` wide: status, invoice, amount, the link, payment, amount, and a memo if room. */
export function reconciliationTable(left: number, y: number, rows: Row[], height = 66, width = 1000): string {
  // Bands (header, the exception, totals) run the full width; the cells are inset from its edge.
  const x = left + 24;
  const navy: Bar[] = [];
  const soft: Bar[] = [];
  // The links between invoice and payment, by kind: matched (solid), paid short (amber), none yet (dotted rule).
  const links = { done: [] as number[], alert: [] as number[], open: [] as number[], quiet: [] as number[] };
  const columns = [40, 190, 400, 550, 720, 830].filter((dx) => dx < width - 124);
  const parts: string[] = [rect(left, y, width, 44, colour.surface)];
  soft.push(...columns.map((dx, index): Bar => [x + dx, y + 17, [60, 80, 64, 90, 64, 110][index]!]));
  rows.forEach((row, index) => {
    const top = y + 44 + index * height;
    const mid = top + height / 2;
    if (row.tone === 'alert') parts.push(rect(left, top, width, height, colour.amber, 0, { 'fill-opacity': 0.14 }));
    parts.push(tickBox(x + 8, mid - 10, row.tone === 'done'), chip(x + 40, mid - 12, 128, row.tone));
    navy.push([x + 190, mid - 14, row.invoice], [x + 470 - row.amount, mid - 6, row.amount]);
    soft.push([x + 190, mid + 6, row.vendor * 0.7]);
    links[row.tone].push(mid);
    if (row.tone === 'open')
      parts.push(rect(x + 550, mid - 16, 240, 32, 'none', 8, { stroke: colour.rule, 'stroke-width': 2, 'stroke-dasharray': '8 8' }));
    else navy.push([x + 550, mid - 14, row.vendor * 0.8], [x + 790 - row.paid, mid - 6, row.paid]);
    if (row.tone !== 'open') soft.push([x + 550, mid + 6, row.invoice * 0.9]);
    if (width > 900) soft.push([x + 830, mid - 6, 120 + ((index * 47) % 90)]);
  });
  const link = (mids: number[], stroke: string, ends: string, dotted: boolean) =>
    mids.length
      ? connector(mids.map((mid) => `M${x + 492} ${mid}H${x + 528}`).join(''), { stroke, width: 4, dotted }) +
        dots(
          mids.flatMap((mid): [number, number][] => [
            [x + 492, mid],
            [x + 528, mid],
          ]),
          ends,
          10,
        )
      : '';
  const foot = y + 44 + rows.length * height;
  parts.push(
    link(links.done, colour.blue, colour.primary, false),
    link(links.alert, colour.amber, colour.amber, true),
    link(links.open, colour.rule, colour.rule, true),
    rules(
      rows.map((_, index): Bar => [left, y + 44 + (index + 1) * height, width]),
      colour.tint,
      2,
    ),
    rect(left, foot, width, 56, colour.surface),
    rules([[left, foot + 1, width]], colour.rule, 3),
    bars(navy, colour.navy, 12),
    bars(soft, colour.rule, 10),
    bars(
      [
        [x + 190, foot + 20, 90],
        [x + 362, foot + 19, 108],
        [x + 690, foot + 19, 100],
      ],
      colour.navy,
      16,
    ),
  );
  return parts.join('');
}

/** The card at close-up scale, from its top-left corner: title, tabs, search, then the table. */
export function closeUp(rows: Row[]): string[] {
  return [
    paper(0, 0, 1000, 146 + 44 + rows.length * 62 + 56 + 16, colour.white, 18),
    bars([[28, 28, 200]], colour.navy, 18),
    bars([[28, 58, 130]], colour.rule, 10),
    // Tabs: all, matched, exceptions; the first selected.
    bars(
      [
        [28, 98, 52],
        [112, 98, 76],
        [220, 98, 96],
      ],
      colour.rule,
      10,
    ),
    rect(28, 124, 52, 4, colour.primary, 2),
    rules([[0, 128, 1000]], colour.tint, 2),
    rect(560, 24, 230, 40, colour.white, 10, { stroke: colour.rule, 'stroke-width': 2 }),
    button(806, 24, 130, 40, 'outline'),
    reconciliationTable(0, 146, rows, 62),
  ];
}

/** The table runs off to the right and fades, as a close-up; the approval card floats over its end. */
export function businessAutomation(): string[] {
  return [
    tag('defs', {}, [
      tag('linearGradient', { id: 'fade', x1: 1200, x2: 1340, y1: 0, y2: 0, gradientUnits: 'userSpaceOnUse' }, [
        tag('stop', { offset: 0, 'stop-color': colour.white }),
        tag('stop', { offset: 1, 'stop-color': colour.white, 'stop-opacity': 0 }),
      ]),
      tag('mask', { id: 'crop', maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: 1600, height: 1200 }, [
        rect(0, 0, 1600, 1200, 'url(#fade)'),
      ]),
    ]),
    group({ mask: 'url(#crop)' }, [group({ transform: 'matrix(1.2 0 0 1.2 240 212)' }, closeUp(reconciliationRows()))]),
    approvalCard(1030, 716),
  ];
}

/** The approval: who approves, the batch matched (the exception in amber), the button about to be pressed. */
export function approvalCard(x: number, y: number, exception: string = colour.amber): string {
  return [
    card(x, y, 320, 240),
    avatar(x + 40, y + 40, 22, colour.tint, colour.primary),
    bars([[x + 76, y + 26, 150]], colour.navy, 12),
    bars([[x + 76, y + 48, 100]], colour.rule, 8),
    rect(x + 24, y + 86, 272, 14, colour.tint, 7),
    rect(x + 24, y + 86, 196, 14, colour.primary, 7),
    rect(x + 226, y + 86, 26, 14, exception, 7),
    bars(
      [
        [x + 24, y + 116, 90],
        [x + 140, y + 116, 70],
      ],
      colour.rule,
      8,
    ),
    button(x + 24, y + 154, 272, 56),
    check(x + 78, y + 182, 12, colour.white, colour.primary),
    pointer(x + 232, y + 186),
  ].join('');
}
