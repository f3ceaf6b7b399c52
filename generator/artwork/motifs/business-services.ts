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
  const step = (x: number, y: number, glyph: (cx: number, cy: number) => string) =>
    panel(x, y, 250, 130) +
    circle(x + 66, y + 65, 38, colour.primary) +
    glyph(x + 66, y + 65) +
    textLines(x + 124, y + 46, [94, 64], colour.navyLine, 26);
  const sort = (cx: number, cy: number) =>
    [-14, 0, 14].map((dy, index) => rect(cx - 20, cy + dy - 4, index === 2 ? 28 : 40, 8, colour.white, 4)).join('');
  const fields = (cx: number, cy: number) =>
    [
      [-20, -20],
      [2, -20],
      [-20, 2],
      [2, 2],
    ]
      .map(([dx, dy], index) => rect(cx + dx!, cy + dy!, 18, 18, index === 3 ? colour.blue : colour.white, 4))
      .join('');
  return [
    connector('M500 610C540 610 520 345 560 345'),
    connector('M500 610C540 610 520 875 560 875'),
    connector('M810 345C850 345 840 610 880 610'),
    connector('M810 875C850 875 840 610 880 610'),
    connector('M1120 610H1170', { dotted: true }),
    documentStack(250, 480),
    step(560, 280, sort),
    step(560, 810, fields),
    // The human checkpoint: the one amber element.
    paper(880, 470, 240, 280, colour.white, 24),
    circle(1000, 580, 66, colour.amber),
    person(1000, 590, 98, colour.navy),
    pill(930, 676, 140, 16, colour.rule),
    pill(955, 704, 90, 16, colour.rule),
    check(1110, 480, 32),
    documentPage(1210, 530, 140, 190, 'text'),
    documentPage(1190, 510, 140, 190, 'text'),
    documentPage(1170, 490, 140, 190, 'form'),
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
