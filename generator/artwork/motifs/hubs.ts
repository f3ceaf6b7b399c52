// The two service hubs, each combining the motifs of its group.
import {
  areaGradient,
  barChart,
  check,
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
import { smoothLine, tag } from '../svg.ts';

/** Business services: a model and a trusted chart fed by one workflow, a person approving in the middle of it. */
export function businessServices(): string[] {
  const points: [number, number][] = [
    [880, 580],
    [960, 530],
    [1040, 550],
    [1120, 450],
    [1280, 380],
  ];
  const step = (cx: number, glyph: string) => circle(cx, 830, 44, colour.primary) + glyph;
  return [
    tag('defs', {}, [areaGradient('area')]),
    connector('M520 650V720', { dotted: true }),
    connector('M1090 650V720', { dotted: true }),
    modelNetworkSideways(280, 230, 480, 420),
    paper(820, 230, 520, 420),
    rect(860, 270, 140, 16, colour.primary, 8),
    barChart(880, 610, [70, 110, 90, 150, 190, 230], 50, 30, [colour.tint]),
    tag('path', { d: `${smoothLine(points)}L1280 610L880 610Z`, fill: 'url(#area)' }),
    connector(smoothLine(points), { stroke: colour.primary, width: 8 }),
    check(1330, 240, 36),
    panel(250, 720, 1100, 220),
    connector('M400 830H1120', { dotted: true }),
    documentPage(290, 760, 106, 140, 'text'),
    step(520, rect(500, 812, 40, 8, colour.white, 4) + rect(500, 826, 40, 8, colour.white, 4) + rect(500, 840, 26, 8, colour.white, 4)),
    circle(800, 830, 58, colour.amber),
    person(800, 838, 84, colour.navy),
    step(
      1090,
      [
        [-18, -18],
        [4, -18],
        [-18, 4],
        [4, 4],
      ]
        .map(([dx, dy]) => rect(1090 + dx!, 830 + dy!, 14, 14, colour.white, 3))
        .join(''),
    ),
    documentPage(1190, 770, 106, 140, 'text'),
    documentPage(1170, 760, 106, 140, 'form'),
    check(1270, 770, 22),
  ];
}

/** The network of the AI motif turned on its side, for a wide panel: 3 → 4 → 4 → 2 nodes. */
function modelNetworkSideways(x: number, y: number, width: number, height: number): string {
  const layers = [3, 4, 4, 2];
  const columns = layers.map((count, layer) =>
    Array.from(
      { length: count },
      (_, index) => [x + 70 + layer * ((width - 140) / 3), y + height / 2 + (index - (count - 1) / 2) * 80] as [number, number],
    ),
  );
  const links: string[] = [];
  for (let layer = 0; layer < columns.length - 1; layer++)
    for (const [x1, y1] of columns[layer]!) for (const [x2, y2] of columns[layer + 1]!) links.push(`M${x1} ${y1}L${x2} ${y2}`);
  const lit = [columns[0]![1]!, columns[1]![1]!, columns[2]![2]!, columns[3]![0]!];
  return [
    panel(x, y, width, height),
    tag('path', { d: links.join(''), stroke: colour.navyLine, 'stroke-width': line.fine }),
    connector(`M${lit.map(([px, py]) => `${px} ${py}`).join('L')}`, {}),
    ...columns.flat().map(([cx, cy]) => node(cx, cy, 20, lit.some(([lx, ly]) => lx === cx && ly === cy) ? 'solid' : 'ring')),
  ].join('');
}

/** Software services: a web app on its layered platform, with the phone flow in front. */
export function softwareServices(): string[] {
  const x = 330,
    y = 230,
    width = 860,
    height = 540;
  const points: [number, number][] = [
    [x + 230, y + 470],
    [x + 320, y + 420],
    [x + 410, y + 440],
    [x + 500, y + 360],
    [x + 600, y + 330],
  ];
  const slabs = [
    [870, colour.navyLine],
    [800, colour.primary],
    [730, colour.blue],
  ] as [number, string][];
  return [
    tag('defs', {}, [areaGradient('area')]),
    paper(x, y, width, height, colour.white, 24),
    rect(x, y, width, 56, colour.surface, 24),
    rect(x, y + 32, width, 24, colour.surface),
    circle(x + 34, y + 28, 8, colour.rule),
    circle(x + 60, y + 28, 8, colour.rule),
    circle(x + 86, y + 28, 8, colour.rule),
    pill(x + 130, y + 14, 340, 28, colour.white),
    rect(x, y + 56, 170, height - 56 - 24, colour.navy),
    rect(x, y + height - 24, 170, 24, colour.navy),
    textLines(x + 28, y + 96, [100, 80, 92], colour.navyLine, 36, 12),
    rect(x + 28, y + 132, 100, 12, colour.primary, 6),
    rect(x + 200, y + 86, 200, 96, colour.tint, 12),
    rect(x + 420, y + 86, 200, 96, colour.tint, 12),
    rect(x + 220, y + 110, 60, 12, colour.primary, 6),
    rect(x + 440, y + 110, 60, 12, colour.primary, 6),
    rect(x + 200, y + 204, 420, 300, colour.surface, 12),
    tag('path', { d: `${smoothLine(points)}L${x + 600} ${y + 490}L${x + 230} ${y + 490}Z`, fill: 'url(#area)' }),
    connector(smoothLine(points), { stroke: colour.primary }),
    ...slabs.map(([cy, fill]) =>
      isoBox(...iso(1130, cy - 190, 0, 0), { u: 190, v: 190, h: 30 }, { top: fill, left: colour.shadow, right: colour.navy }),
    ),
    isoBox(...iso(1130, 540, 65, 65, 30), { u: 60, v: 60, h: 50 }, { top: colour.white, left: colour.tint, right: colour.rule }),
    paper(270, 500, 230, 440, colour.white, 28),
    rect(360, 518, 50, 10, colour.rule, 5),
    rect(292, 550, 186, 130, colour.tint, 14),
    textLines(292, 704, [150, 110, 130], colour.rule),
    pill(292, 866, 186, 48, colour.amber),
  ];
}
