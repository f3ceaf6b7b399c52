// Two industry flows: metals trading (desks → positions → hedges) and fraud work (sources traced into a link graph).
import { areaGradient, check, circle, colour, connector, iso, isoBox, line, node, panel, paper, person, rect } from '../system.ts';
import { smoothLine, tag } from '../svg.ts';
import { bars, dots, plot, rules, series, spread, type Bar } from './screens.ts';

/** A small ingot or a coil standing for the metal a desk trades. */
function metal(x: number, y: number, kind: 'ingot' | 'coil'): string {
  if (kind === 'ingot')
    return isoBox(...iso(x, y, 0, 0), { u: 54, v: 26, h: 18, taper: 4 }, { top: colour.tint, left: colour.blue, right: colour.primary });
  return (
    tag('ellipse', { cx: x, cy: y + 30, rx: 24, ry: 12, fill: colour.primary }) +
    rect(x - 24, y + 6, 48, 24, colour.primary) +
    tag('ellipse', { cx: x, cy: y + 6, rx: 24, ry: 12, fill: colour.blue }) +
    tag('ellipse', { cx: x, cy: y + 6, rx: 8, ry: 4, fill: colour.navyRaised })
  );
}

/**
 * Metals trading as a flow: the price curve over everything (history solid, the forward curve dotted), three
 * desks trading into one book of net positions, and the position over its limit (amber) hedged on the right.
 */
export function commoditiesMetals(): string[] {
  const prices = plot(series(93, 16, 0.15, 0.8, 0.5), 290, 262, 1020, 120);
  const now = 10;
  const desks = [470, 610, 750];
  const positions = [0.62, -0.38, 1.42, -0.22, 0.46];
  const axis = 826,
    limit = 120;
  const rowY = (row: number) => 548 + row * 62;
  return [
    tag('defs', {}, [areaGradient('area')]),
    panel(250, 214, 1100, 200),
    tag('path', { d: `${smoothLine(prices.slice(0, now + 1))}L${prices[now]![0]} 392L290 392Z`, fill: 'url(#area)' }),
    connector(smoothLine(prices.slice(0, now + 1)), { stroke: colour.blue, width: 8 }),
    connector(smoothLine(prices.slice(now)), { stroke: colour.blue, dotted: true }),
    connector(`M${prices[now]![0]} 244V392`, { stroke: colour.navyLine, width: line.fine }),
    node(prices[now]![0], prices[now]![1], 14, 'solid'),
    bars([[290, 240, 130]], colour.navyLine, 12),
    // The desks: a trader, the desk's name, its metal, today's buys and sells.
    ...desks.map(
      (y, index) =>
        panel(250, y, 290, 116) +
        circle(304, y + 58, 32, colour.navy, { stroke: colour.blue, 'stroke-width': line.fine }) +
        person(304, y + 62, 40, colour.blue) +
        bars([[352, y + 34, [96, 80, 104][index]!]], colour.blue, 12) +
        bars([[352, y + 58, [70, 84, 60][index]!]], colour.navyLine, 10) +
        rect(352, y + 80, 44, 16, colour.primary, 8) +
        rect(404, y + 80, 30, 16, colour.navyLine, 8) +
        metal(index === 1 ? 496 : 482, y + 42, index === 1 ? 'coil' : 'ingot'),
    ),
    ...desks.map((y, index) => connector(`M548 ${y + 58}C600 ${y + 58} 590 ${rowY(index * 2)} 644 ${rowY(index * 2)}`, { dotted: true })),
    // The book: net position per metal, long right of the axis, short left; the limit dashed either side.
    paper(644, 462, 364, 398),
    bars([[672, 490, 150]], colour.navy, 14),
    rules(
      positions.map((_, row): Bar => [672, rowY(row) + 24, 308]),
      colour.tint,
    ),
    tag('path', {
      d: `M${axis} 528V850M${axis - limit} 528V850M${axis + limit} 528V850`,
      stroke: colour.rule,
      'stroke-width': 3,
      'stroke-dasharray': '10 8',
    }),
    ...positions.map((value, row) => {
      const width = Math.abs(value) * limit * 0.95;
      const x = value > 0 ? axis : axis - width;
      return rect(x, rowY(row) - 14, width, 28, value > 0 ? colour.primary : colour.blue, 6);
    }),
    rect(axis + limit, rowY(2) - 14, positions[2]! * limit * 0.95 - limit, 28, colour.amber, 6),
    bars(
      spread(92, 5, 30, 46).map((width, row): Bar => [672, rowY(row) - 5, width]),
      colour.rule,
      10,
    ),
    // The hedges: tickets placed against the book, the newest for the position over its limit.
    connector(`M1008 ${rowY(2)}C1050 ${rowY(2)} 1040 ${rowY(2) + 140} 1090 ${rowY(2) + 140}`, { stroke: colour.amber, dotted: true }),
    connector(`M1008 ${rowY(0)}C1050 ${rowY(0)} 1040 506 1090 506`, { dotted: true }),
    ...[466, 584, 702].map(
      (y, index) =>
        paper(1090, y, 256, 96, colour.white, 14) +
        metal(1124, y + 30, index === 1 ? 'coil' : 'ingot') +
        bars([[1180, y + 28, [110, 96, 120][index]!]], colour.navy, 12) +
        bars([[1180, y + 52, [70, 90, 60][index]!]], colour.rule, 10) +
        (index < 2 ? check(1322, y + 16, 18) : circle(1322, y + 16, 18, colour.white, { stroke: colour.primary, 'stroke-width': 5 })),
    ),
    // Risk after the hedges: the book's exposure back under its limit.
    panel(1090, 830, 256, 130),
    bars([[1116, 856, 120]], colour.navyLine, 10),
    rect(1116, 894, 204, 16, colour.navyLine, 8),
    rect(1116, 894, 150, 16, colour.blue, 8),
    connector('M1290 884V922', { stroke: colour.white, width: line.fine }),
    dots([[1116 + 150, 902]], colour.white, 8),
  ];
}

type Entity = [x: number, y: number, kind: 'person' | 'company' | 'account'];

/** An entity of the graph on the navy ground: a person, a company (its windows), an account (a card). */
function entity([x, y, kind]: Entity, tone: string = colour.blue): string {
  const ring = { stroke: tone, 'stroke-width': line.weight };
  if (kind === 'person') return circle(x, y, 40, colour.navyRaised, ring) + person(x, y + 4, 48, tone);
  if (kind === 'company')
    return (
      rect(x - 38, y - 38, 76, 76, colour.navyRaised, 16, ring) +
      dots(
        [-12, 12].flatMap((dx): [number, number][] => [
          [x + dx, y - 12],
          [x + dx, y + 12],
        ]),
        tone,
        14,
      )
    );
  return (
    rect(x - 46, y - 30, 92, 60, colour.navyRaised, 12, ring) + rect(x - 46, y - 14, 92, 10, tone) + rect(x - 30, y + 10, 30, 8, tone, 4)
  );
}

/**
 * Fraud and forensic work as a flow: documents and a ledger on the left, the lines that matter traced into a
 * graph of people, companies and accounts, and the one loop of money that does not fit, in amber.
 */
export function fraudForensic(): string[] {
  const graph: Entity[] = [
    [720, 320, 'person'],
    [930, 270, 'company'],
    [1150, 330, 'account'],
    [1290, 520, 'person'],
    [730, 560, 'account'],
    [980, 580, 'company'],
    [1190, 720, 'account'],
    [760, 830, 'company'],
    [1010, 880, 'person'],
  ];
  const at = (index: number) => `${graph[index]![0]} ${graph[index]![1]}`;
  const links = [
    [0, 1],
    [1, 2],
    [2, 3],
    [0, 4],
    [1, 5],
    [4, 7],
    [7, 8],
    [3, 6],
    [4, 5],
  ];
  const loop = [5, 6, 8];
  const ledger = spread(94, 8, 40, 76);
  const [ax, ay] = graph[5]!;
  return [
    // The sources: a contract and invoices, the bank ledger with the two lines that were traced.
    paper(300, 236, 170, 220),
    paper(280, 256, 170, 220),
    paper(260, 276, 170, 220),
    rect(282, 298, 56, 12, colour.primary, 6),
    bars(
      [
        [282, 330, 124],
        [282, 354, 96],
        [282, 402, 110],
        [282, 426, 70],
        [282, 450, 100],
      ],
      colour.rule,
      10,
    ),
    rect(276, 372, 142, 24, colour.primary, 5, { 'fill-opacity': 0.14, stroke: colour.primary, 'stroke-width': 3 }),
    bars([[282, 378, 116]], colour.navy, 10),
    paper(250, 560, 240, 400),
    bars([[274, 586, 110]], colour.navy, 14),
    ...ledger.map((width, row) =>
      row === 2 || row === 5
        ? rect(266, 622 + row * 40, 208, 30, colour.primary, 5, { 'fill-opacity': 0.14, stroke: colour.primary, 'stroke-width': 3 })
        : '',
    ),
    dots(
      ledger.map((_, row): [number, number] => [284, 637 + row * 40]),
      colour.blue,
      10,
    ),
    bars(
      ledger.map((_, row): Bar => [300, 632 + row * 40, 60 + ((row * 37) % 40)]),
      colour.rule,
      10,
    ),
    bars(
      ledger.map((width, row): Bar => [460 - width, 632 + row * 40, width]),
      colour.navy,
      10,
    ),
    // The traces into the graph.
    connector(`M418 384C560 384 560 ${graph[0]![1]} 676 ${graph[0]![1]}`, { dotted: true }),
    connector(`M474 717C580 717 580 560 680 560`, { dotted: true }),
    connector(`M474 837C600 837 600 830 718 830`, { dotted: true }),
    ...links.map(([a, b]) => connector(`M${at(a!)}L${at(b!)}`, { stroke: colour.navyLine })),
    connector(`M${at(5)}L${at(6)}L${at(8)}Z`, { stroke: colour.amber, dotted: true }),
    circle(ax, ay, 110, colour.amber, { 'fill-opacity': 0.08 }),
    circle(ax, ay, 76, colour.amber, { 'fill-opacity': 0.14 }),
    ...graph.map((item, index) => entity(item, loop.includes(index) ? (index === 5 ? colour.amber : colour.blue) : colour.blue)),
    node(ax + 38, ay - 38, 14, 'accent'),
  ];
}
