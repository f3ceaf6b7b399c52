// IT infrastructure: an isometric map of two regions and their services, and a pipeline run deploying to it.
import { check, circle, colour, connector, iso, isoBox, line, paper, rect } from '../system.ts';
import { group, tag } from '../svg.ts';
import { avatar, bars, dots, lineChart, plot, series, windowFrame, type Bar } from './screens.ts';

type Service = [u: number, v: number, kind: 'box' | 'db', state: 'up' | 'deploying'];

/** A database in the projection: a short cylinder. */
function cylinder(x: number, y: number, r: number, height: number): string {
  const rx = r * 1.41,
    ry = r * 0.71;
  return [
    tag('ellipse', { cx: x, cy: y, rx, ry, fill: colour.primary }),
    rect(x - rx, y - height, 2 * rx, height, colour.primary),
    tag('path', {
      d: `M${x} ${y - height}V${y + ry}A${rx} ${ry} 0 0 0 ${x + rx} ${y}V${y - height}Z`,
      fill: colour.navy,
      'fill-opacity': 0.25,
    }),
    tag('ellipse', { cx: x, cy: y - height, rx, ry, fill: colour.white, stroke: colour.blue, 'stroke-width': 3 }),
    tag('ellipse', { cx: x, cy: y - height * 0.5, rx, ry, fill: 'none', stroke: colour.blue, 'stroke-width': 3, 'stroke-opacity': 0.6 }),
  ].join('');
}

/** A service: a cube in the projection (60 on a side, 50 high) standing on (x, y), its top white. */
function server(x: number, y: number): string {
  const face = (d: string, fill: string) => tag('path', { d, fill });
  return group({ stroke: colour.navy, 'stroke-opacity': 0.35, 'stroke-width': 3, 'stroke-linejoin': 'round' }, [
    face(`M${x - 60} ${y}l60 30v-50l-60 -30z`, colour.blue),
    face(`M${x} ${y + 30}l60 -30v-50l-60 30z`, colour.primary),
    face(`M${x} ${y - 80}l60 30l-60 30l-60 -30z`, colour.white),
  ]);
}

/**
 * The map: a slab in the 2:1 projection, two regions on it (dashed zones), services standing in them, the
 * requests and the replication drawn flat on the slab, a health light over every service.
 */
export function infrastructureMap(cx: number, cy: number, services: Service[] = defaultServices): string {
  const flat = (children: string[]) => group({ transform: `matrix(1 .5 -1 .5 ${cx} ${cy})` }, children);
  const flows = [
    'M24 150H70',
    'M110 150V250H180',
    'M110 150H330',
    'M370 150V250H450',
    'M220 250V340',
    'M490 250V340',
    'M110 150V310',
    'M370 150V310',
  ];
  const standing = [...services].sort((a, b) => a[0] + a[1] - (b[0] + b[1]));
  return [
    isoBox(...iso(cx, cy + 28, 0, 0), { u: 580, v: 440, h: 28 }, { top: colour.surface, left: colour.rule, right: colour.tint }),
    flat([
      rect(24, 24, 262, 392, colour.tint, 22, { stroke: colour.blue, 'stroke-width': 3, 'stroke-dasharray': '14 10' }),
      rect(294, 24, 262, 392, colour.tint, 22, { stroke: colour.blue, 'stroke-width': 3, 'stroke-dasharray': '14 10' }),
      bars(
        [
          [48, 44, 110],
          [318, 44, 96],
        ],
        colour.blue,
        14,
      ),
      ...flows.map((d) => connector(d, { dotted: true, stroke: colour.primary, width: 5 })),
      connector('M220 380H490', { dotted: true, stroke: colour.blue, width: 5 }),
    ]),
    ...standing.map(([u, v, kind, state]) => {
      const [x, y] = iso(cx, cy, u, v);
      const body = kind === 'db' ? cylinder(x, y, 30, 44) : server(x, y);
      // The health light on the service's top face.
      const light = tag('ellipse', {
        cx: x,
        cy: y - (kind === 'db' ? 44 : 50),
        rx: 15,
        ry: 7.5,
        fill: state === 'deploying' ? colour.amber : colour.primary,
      });
      return (
        (state === 'deploying'
          ? flat([circle(u, v, 62, 'none', { stroke: colour.amber, 'stroke-width': 4, 'stroke-dasharray': '10 10' })])
          : '') +
        body +
        light
      );
    }),
  ].join('');
}

const defaultServices: Service[] = [
  [110, 150, 'box', 'up'],
  [110, 330, 'box', 'up'],
  [220, 250, 'box', 'up'],
  [220, 360, 'db', 'up'],
  [370, 150, 'box', 'up'],
  [380, 330, 'box', 'up'],
  [490, 250, 'box', 'deploying'],
  [490, 360, 'db', 'up'],
];

/** A pipeline run: the change that started it, then build, test, deploy (running, in amber) and verify. */
export function pipelineCard(x: number, y: number, width = 480, running: string = colour.amber): string {
  const stages = [0, 1, 2, 3].map((index) => x + 56 + index * ((width - 112) / 3));
  const row = y + 150;
  return [
    windowFrame(x, y, width, 300, 0),
    avatar(x + 44, y + 88, 20, colour.tint, colour.primary),
    bars([[x + 78, y + 74, 180]], colour.navy, 12),
    bars([[x + 78, y + 96, 120]], colour.rule, 8),
    rect(x + width - 124, y + 76, 96, 24, colour.surface, 12),
    rect(x + width - 110, y + 84, 68, 8, colour.blue, 4),
    connector(`M${stages[0]} ${row}H${stages[2]}`, { stroke: colour.primary }),
    connector(`M${stages[2]} ${row}H${stages[3]}`, { stroke: colour.rule, dotted: true }),
    check(stages[0]!, row, 22),
    check(stages[1]!, row, 22),
    circle(stages[2]!, row, 22, running),
    tag('path', {
      d: `M${stages[2]! - 10} ${row}a10 10 0 1 1 10 10`,
      fill: 'none',
      stroke: running === colour.amber ? colour.navy : colour.white,
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    circle(stages[3]!, row, 18, colour.white, { stroke: colour.rule, 'stroke-width': line.fine }),
    bars(
      stages.map((sx, index): Bar => [sx - 34, row + 38, [68, 52, 64, 60][index]!]),
      colour.navy,
      10,
    ),
    bars(
      stages.slice(0, 3).map((sx, index): Bar => [sx - 22, row + 60, [44, 36, 40][index]!]),
      colour.rule,
      8,
    ),
    rect(x + 24, y + 242, width - 48, 40, colour.navy, 10),
    bars(
      [
        [x + 44, y + 256, 120],
        [x + 176, y + 256, 90],
      ],
      colour.navyLine,
      12,
    ),
    bars([[x + 278, y + 256, 110]], colour.blue, 12),
  ].join('');
}

/** Latency over the last hour: a small card with its line. */
function latencyCard(x: number, y: number): string {
  const points = plot(series(71, 14, 0.45, 0.4, 0.35), x + 24, y + 70, 212, 60);
  return [
    paper(x, y, 260, 158, colour.white, 16),
    bars([[x + 24, y + 24, 96]], colour.rule, 8),
    bars([[x + 24, y + 42, 70]], colour.navy, 16),
    dots([[x + 230, y + 32]], colour.primary, 12),
    lineChart(points, y + 130, { width: 4 }),
  ].join('');
}

/** The map of what runs where, with the run deploying to it in front and the latency it watches. */
export function itInfrastructure(): string[] {
  return [infrastructureMap(680, 290), latencyCard(250, 236), pipelineCard(880, 680)];
}
