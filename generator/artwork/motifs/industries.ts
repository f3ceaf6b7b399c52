// The three industry motifs: metals, fraud and forensic work, freight.
import { smoothLine, tag } from '../svg.ts';
import {
  areaGradient,
  circle,
  colour,
  connector,
  documentPage,
  iso,
  isoBox,
  line,
  node,
  panel,
  paper,
  person,
  pill,
  rect,
  textLines,
} from '../system.ts';

/** Ingots as cast, cross-stacked in two layers as a warehouse keeps them (isometric, back to front). */
export function ingotStack(cx: number, cy: number): string {
  const lower = { top: colour.tint, left: colour.blue, right: colour.primary };
  const upper = { top: colour.white, left: colour.blue, right: colour.primary };
  const bars: string[] = [];
  for (const v of [0, 80, 160]) bars.push(isoBox(...iso(cx, cy, 0, v), { u: 230, v: 70, h: 44, taper: 8 }, lower));
  for (const u of [0, 80, 160]) bars.push(isoBox(...iso(cx, cy, u, 0, 44), { u: 70, v: 230, h: 44, taper: 8 }, upper));
  return bars.join('');
}

/** A coil standing on its eye: body, the wound face on top, the bore. */
export function coil(cx: number, ground: number, r: number, height: number): string {
  const ry = r / 2;
  return [
    tag('ellipse', { cx, cy: ground, rx: r, ry, fill: colour.primary }),
    rect(cx - r, ground - height, 2 * r, height, colour.primary),
    tag('path', {
      d: `M${cx} ${ground - height}V${ground + ry}A${r} ${ry} 0 0 0 ${cx + r} ${ground}V${ground - height}Z`,
      fill: colour.shadow,
      'fill-opacity': 0.25,
    }),
    tag('ellipse', { cx, cy: ground - height, rx: r, ry, fill: colour.blue }),
    ...[0.78, 0.58].map((share) =>
      tag('ellipse', {
        cx,
        cy: ground - height,
        rx: r * share,
        ry: ry * share,
        fill: 'none',
        stroke: colour.tint,
        'stroke-opacity': 0.55,
        'stroke-width': line.fine,
      }),
    ),
    tag('ellipse', { cx, cy: ground - height, rx: r * 0.34, ry: ry * 0.34, fill: colour.navy }),
  ].join('');
}

/** Metal in stock (ingots and coils) under its price, with the desk's position level. */
export function commoditiesMetals(): string[] {
  const points: [number, number][] = [
    [320, 540],
    [420, 490],
    [520, 505],
    [620, 420],
    [720, 450],
    [820, 370],
    [920, 400],
    [1020, 320],
    [1120, 345],
    [1220, 285],
    [1290, 275],
  ];
  return [
    tag('defs', {}, [areaGradient('area')]),
    panel(260, 200, 1080, 400),
    textLines(300, 236, [140], colour.navyLine, 26, 14),
    tag('path', { d: `${smoothLine(points)}L1290 570L320 570Z`, fill: 'url(#area)' }),
    connector('M300 440H1300', { stroke: colour.amber, width: line.fine }),
    connector(smoothLine(points), { stroke: colour.blue, width: 8 }),
    node(1220, 285, 18, 'accent'),
    ingotStack(620, 700),
    coil(960, 880, 110, 120),
    coil(1200, 830, 110, 120),
  ];
}

/** Linked people, companies and documents; the magnifier finds the one link that does not fit. */
export function fraudForensic(): string[] {
  type Kind = 'person' | 'company' | 'document';
  const entities: [number, number, Kind][] = [
    [320, 330, 'person'],
    [580, 250, 'company'],
    [860, 270, 'document'],
    [1170, 300, 'company'],
    [330, 640, 'document'],
    [580, 560, 'person'],
    [380, 900, 'company'],
    [920, 650, 'person'],
    [1260, 580, 'person'],
    [680, 880, 'company'],
    [1270, 880, 'document'],
  ];
  const links = [
    [0, 1],
    [0, 4],
    [1, 2],
    [1, 5],
    [2, 3],
    [3, 8],
    [4, 5],
    [4, 6],
    [5, 9],
    [6, 9],
    [8, 10],
    [2, 8],
  ];
  const suspicious = [
    [5, 7],
    [7, 3],
    [7, 9],
  ];
  const at = (index: number) => `${entities[index]![0]} ${entities[index]![1]}`;
  const draw = ([x, y, kind]: [number, number, Kind]) => {
    if (kind === 'person')
      return circle(x, y, 46, colour.navyRaised, { stroke: colour.blue, 'stroke-width': line.weight }) + person(x, y + 4, 56, colour.blue);
    if (kind === 'company')
      return (
        rect(x - 44, y - 44, 88, 88, colour.navyRaised, 18, { stroke: colour.blue, 'stroke-width': line.weight }) +
        [
          [-20, -18],
          [4, -18],
          [-20, 6],
          [4, 6],
        ]
          .map(([dx, dy]) => rect(x + dx!, y + dy!, 16, 16, colour.blue, 3))
          .join('')
      );
    return documentPage(x - 40, y - 52, 80, 104, 'text');
  };
  const [ax, ay] = entities[7]!;
  return [
    ...links.map(([a, b]) => connector(`M${at(a!)}L${at(b!)}`, { stroke: colour.navyLine })),
    ...suspicious.map(([a, b]) => connector(`M${at(a!)}L${at(b!)}`, { stroke: colour.amber, dotted: true })),
    ...entities.map((entity, index) => (index === 7 ? '' : draw(entity))),
    // The lens: tinted glass over the anomaly, which it shows larger.
    circle(ax, ay, 180, colour.primary, { 'fill-opacity': 0.25 }),
    circle(ax, ay, 84, colour.amber, { 'fill-opacity': 0.18 }),
    circle(ax, ay, 62, colour.navyRaised, { stroke: colour.amber, 'stroke-width': line.weight }),
    person(ax, ay + 6, 78, colour.amber),
    circle(ax, ay, 180, 'none', { stroke: colour.white, 'stroke-width': 22 }),
    tag('path', {
      d: `M${ax + 138} ${ay + 138}L${ax + 225} ${ay + 225}`,
      stroke: colour.white,
      'stroke-width': 44,
      'stroke-linecap': 'round',
    }),
  ];
}

/** A container, doors towards us: ribs as vertical lines. */
export function container(x: number, y: number, width: number, height: number, fill: string): string {
  const ribs = Array.from(
    { length: Math.floor(width / 26) - 1 },
    (_, index) => `M${x + 20 + index * 26} ${y + 12}V${y + height - 12}`,
  ).join('');
  return (
    rect(x, y, width, height, fill, 6) +
    tag('path', { d: ribs, stroke: colour.navy, 'stroke-opacity': 0.25, 'stroke-width': line.fine, 'stroke-linecap': 'round' })
  );
}

/** A vessel between two ports on its route, and the bill of lading that goes with the cargo. */
export function freightLogistics(): string[] {
  const tiers: [number, string[]][] = [
    [688, [colour.primary, colour.blue, colour.tint, colour.primary]],
    [608, [colour.tint, colour.amber, colour.primary, colour.blue]],
    [528, [colour.blue, colour.primary, colour.tint]],
  ];
  return [
    connector('M340 330C560 170 880 170 1070 300', { dotted: true }),
    pin(340, 330),
    pin(1070, 300),
    ...tiers.flatMap(([y, fills]) => fills.map((fill, index) => container(410 + index * 156, y, 148, 72, fill))),
    // The bridge at the stern: a white block with its band of windows, the funnel behind it.
    rect(300, 470, 40, 70, colour.blue, 6),
    rect(280, 520, 110, 240, colour.white, 10),
    rect(294, 544, 82, 20, colour.navy, 6),
    rect(294, 580, 82, 20, colour.navy, 6),
    tag('path', {
      d: 'M240 760H1090L1030 900H290Z',
      fill: colour.navyRaised,
      stroke: colour.blue,
      'stroke-width': line.weight,
      'stroke-linejoin': 'round',
    }),
    tag('path', { d: 'M261 810H1069L1051 852H272Z', fill: colour.primary }),
    connector('M250 950H1350', { stroke: colour.navyLine, width: line.fine }),
    connector('M320 990H620M760 990H1100', { stroke: colour.navyLine, width: line.fine }),
    // The bill of lading, the one paper in the picture.
    paper(1110, 430, 240, 340),
    rect(1138, 460, 80, 16, colour.primary, 8),
    rect(1138, 500, 184, 44, colour.tint, 8),
    ...[0, 1, 2, 3].map(
      (row) =>
        rect(1138, 570 + row * 34, 80, 10, colour.rule, 5) + rect(1232, 570 + row * 34, 90, 10, row === 1 ? colour.amber : colour.rule, 5),
    ),
    circle(1300, 724, 22, 'none', { stroke: colour.primary, 'stroke-width': line.fine }),
    pill(1138, 716, 110, 14, colour.rule),
  ];
}

/** A port: a map pin with a ring under it. */
function pin(cx: number, cy: number): string {
  return [
    tag('ellipse', { cx, cy: cy + 6, rx: 34, ry: 12, fill: 'none', stroke: colour.blue, 'stroke-width': line.fine }),
    tag('path', {
      d:
        `M${cx} ${cy}C${cx - 12} ${cy - 30} ${cx - 36} ${cy - 44} ${cx - 36} ${cy - 72}` +
        `A36 36 0 0 1 ${cx + 36} ${cy - 72}C${cx + 36} ${cy - 44} ${cx + 12} ${cy - 30} ${cx} ${cy}Z`,
      fill: colour.white,
    }),
    circle(cx, cy - 72, 13, colour.primary),
  ].join('');
}
