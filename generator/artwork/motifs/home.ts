// The home page: the six service motifs, small, as one bento.
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
import { smoothLine, tag, translate } from '../svg.ts';

/** The six services as one bento of six tiles, one small motif in each, in the order of the services grid. */
export function home(): string[] {
  const tiles: [number, number, string[]][] = [
    [230, 250, miniNetwork()],
    [620, 250, miniWorkflow()],
    [1010, 250, miniChart()],
    [230, 610, miniPlatform()],
    [620, 610, miniScreens()],
    [1010, 610, miniBrowser()],
  ];
  return [tag('defs', {}, [areaGradient('area')]), ...tiles.map(([x, y, body]) => panel(x, y, 360, 330) + translate(x, y, body))];
}

function miniNetwork(): string[] {
  const columns = [
    [110, 165, 220],
    [90, 165, 240],
    [130, 200],
  ].map((rows, index) => rows.map((y) => [90 + index * 90, y] as [number, number]));
  const links: string[] = [];
  for (let index = 0; index < 2; index++)
    for (const [x1, y1] of columns[index]!) for (const [x2, y2] of columns[index + 1]!) links.push(`M${x1} ${y1}L${x2} ${y2}`);
  return [
    tag('path', { d: links.join(''), stroke: colour.navyLine, 'stroke-width': line.fine }),
    connector('M90 165L180 90L270 130', {}),
    ...columns
      .flat()
      .map(([x, y]) => node(x, y, 16, (x === 90 && y === 165) || (x === 180 && y === 90) || (x === 270 && y === 130) ? 'solid' : 'ring')),
  ];
}

function miniWorkflow(): string[] {
  return [
    connector('M110 165H250', { dotted: true }),
    documentPage(40, 115, 76, 100, 'text'),
    circle(180, 165, 44, colour.amber),
    person(180, 171, 62, colour.navy),
    documentPage(244, 115, 76, 100, 'form'),
    check(312, 120, 20),
  ];
}

function miniChart(): string[] {
  const points: [number, number][] = [
    [70, 230],
    [120, 200],
    [170, 210],
    [220, 150],
    [290, 110],
  ];
  return [
    paper(40, 50, 280, 230),
    barChart(70, 250, [40, 64, 52, 90, 110], 34, 16, [colour.tint]),
    connector(smoothLine(points), { stroke: colour.primary }),
    node(290, 110, 11, 'solid'),
    rect(64, 74, 80, 12, colour.primary, 6),
  ];
}

function miniPlatform(): string[] {
  const slab = (cy: number, fill: string) =>
    isoBox(...iso(180, cy - 60, 0, 0), { u: 120, v: 120, h: 18 }, { top: fill, left: colour.shadow, right: colour.navy });
  return [
    slab(200, colour.navyLine),
    slab(150, colour.primary),
    slab(100, colour.blue),
    isoBox(...iso(180, 40, 40, 40, 18), { u: 40, v: 40, h: 30 }, { top: colour.white, left: colour.tint, right: colour.rule }),
  ];
}

function miniScreens(): string[] {
  const screen = (x: number, y: number, accent: boolean) =>
    paper(x, y, 110, 200, colour.white, 16) +
    rect(x + 14, y + 22, 82, 56, colour.tint, 8) +
    textLines(x + 14, y + 96, [70, 50], colour.rule, 22, 10) +
    pill(x + 14, y + 158, 82, 22, accent ? colour.primary : colour.tint);
  return [
    screen(45, 65, true),
    screen(205, 65, false),
    connector('M130 234C170 234 160 120 200 120', { dotted: true }),
    node(200, 120, 7, 'solid'),
  ];
}

function miniBrowser(): string[] {
  return [
    paper(35, 60, 290, 210, colour.white, 14),
    rect(35, 60, 290, 30, colour.surface, 14),
    rect(35, 76, 290, 14, colour.surface),
    circle(55, 75, 5, colour.rule),
    circle(72, 75, 5, colour.rule),
    circle(89, 75, 5, colour.rule),
    rect(35, 90, 64, 180, colour.navy),
    rect(35, 256, 64, 14, colour.navy),
    rect(48, 110, 38, 8, colour.primary, 4),
    textLines(48, 130, [30, 38], colour.navyLine, 18, 8),
    rect(115, 106, 92, 62, colour.tint, 8),
    rect(217, 106, 92, 62, colour.tint, 8),
    rect(115, 180, 194, 74, colour.surface, 8),
    connector('M130 240L180 210L230 225L295 192', { stroke: colour.primary, width: line.fine }),
  ];
}
