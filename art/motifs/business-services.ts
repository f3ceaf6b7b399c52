// The motifs of the three business services: AI and machine learning, business automation, data analytics.
import {
  areaGradient,
  barChart,
  check,
  circle,
  colour,
  connector,
  documentPage,
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
import { documentStack, fieldsCard, modelNetwork } from './parts.ts';

/** A model reading documents: pages on the left, a network in the middle, structured fields on the right. */
export function artificialIntelligence(): string[] {
  return [
    documentStack(250, 400),
    modelNetwork(610, 300),
    connector('M505 600H600', { dotted: true }),
    connector('M990 600H1070', { dotted: true }),
    fieldsCard(1080, 330, 260, 540),
  ];
}

/** Documents through a workflow of steps, with a person approving before anything goes out. */
export function businessAutomation(): string[] {
  const step = (x: number, y: number, glyph: string) =>
    panel(x, y, 230, 120) + circle(x + 60, y + 60, 34, colour.primary) + glyph + textLines(x + 112, y + 42, [86, 60], colour.navyLine, 26);
  return [
    connector('M430 600C480 600 470 420 520 420', {}),
    connector('M430 600C480 600 470 780 520 780', {}),
    connector('M750 420C800 420 800 600 850 600', {}),
    connector('M750 780C800 780 800 600 850 600', {}),
    connector('M1090 600H1150', { dotted: true }),
    documentPage(250, 480, 180, 240, 'text'),
    step(
      520,
      360,
      rect(560, 404, 40, 8, colour.white, 4) + rect(560, 416, 40, 8, colour.white, 4) + rect(560, 428, 28, 8, colour.white, 4),
    ),
    step(
      520,
      720,
      rect(560, 760, 16, 16, colour.white, 4) +
        rect(584, 760, 16, 16, colour.white, 4) +
        rect(560, 784, 16, 16, colour.white, 4) +
        rect(584, 784, 16, 16, colour.tint, 4, { 'fill-opacity': 0.5 }),
    ),
    // The human checkpoint: the one amber element.
    paper(850, 500, 240, 200, colour.white, 24),
    circle(970, 580, 54, colour.amber),
    person(970, 588, 80, colour.navy),
    pill(910, 652, 120, 16, colour.rule),
    check(1078, 512, 30),
    documentPage(1190, 520, 150, 200, 'text'),
    documentPage(1170, 500, 150, 200, 'text'),
    documentPage(1150, 480, 150, 200, 'form'),
  ];
}

/** Sources (a database, a spreadsheet, documents) converging into one chart you can trust. */
export function dataAnalytics(): string[] {
  const tile = (y: number, glyph: string) => panel(250, y, 170, 150) + glyph;
  const database = (cx: number, cy: number) =>
    [0, 1, 2]
      .map((index) =>
        tag('ellipse', {
          cx,
          cy: cy + index * 26 - 26,
          rx: 46,
          ry: 16,
          fill: index === 0 ? colour.blue : colour.primary,
          stroke: colour.navyRaised,
          'stroke-width': line.fine,
        }),
      )
      .reverse()
      .join('');
  const sheet = (x: number, y: number) =>
    [0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2].map((column) => rect(x + column * 34, y + row * 26, 30, 20, row === 0 ? colour.blue : colour.navyLine, 4)),
      )
      .join('');
  const chartX = 700;
  const points: [number, number][] = [
    [760, 720],
    [850, 660],
    [940, 690],
    [1030, 560],
    [1120, 590],
    [1210, 470],
    [1290, 430],
  ];
  return [
    tag('defs', {}, [areaGradient('area')]),
    connector('M420 325C560 325 540 600 690 600', { dotted: true }),
    connector('M420 600H690', { dotted: true }),
    connector('M420 875C560 875 540 600 690 600', { dotted: true }),
    tile(250, database(335, 327)),
    tile(525, sheet(285, 563)),
    tile(800, rect(305, 830, 60, 86, colour.white, 8) + textLines(317, 852, [36, 30, 36], colour.rule, 18, 8)),
    paper(chartX, 280, 640, 640),
    rect(chartX + 48, 328, 150, 18, colour.primary, 9),
    textLines(chartX + 48, 366, [260], colour.rule),
    barChart(chartX + 60, 850, [90, 130, 110, 170, 150, 210, 240], 62, 20, [colour.tint]),
    tag('path', { d: `${smoothLine(points)}L1290 850L760 850Z`, fill: 'url(#area)' }),
    connector(smoothLine(points), { stroke: colour.primary, width: 8 }),
    node(1210, 470, 16, 'accent'),
    rect(chartX + 48, 850, 544, 4, colour.rule, 2),
    check(1330, 290, 40),
  ];
}
