// The motifs of the three articles and the two brochures.
import { smoothLine, tag } from '../svg.ts';
import {
  areaGradient,
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
  pill,
  rect,
  textLines,
} from '../system.ts';
import { fieldsCard, modelNetwork } from './parts.ts';

/** A record, a template with its placeholders, and the signed documents generated from them. */
export function automatingDocumentGeneration(): string[] {
  const slot = (x: number, y: number, width: number) =>
    rect(x, y, width, 30, colour.tint, 8, { stroke: colour.primary, 'stroke-width': line.fine, 'stroke-dasharray': '10 8' });
  return [
    connector('M500 600H590', { dotted: true }),
    connector('M900 600H990', { dotted: true }),
    fieldsCard(250, 360, 250, 480, -1),
    paper(590, 280, 310, 640),
    rect(630, 320, 100, 16, colour.primary, 8),
    slot(630, 370, 230),
    textLines(630, 436, [230, 200, 220], colour.rule),
    slot(630, 530, 140),
    textLines(630, 596, [230, 180, 210, 230], colour.rule),
    slot(630, 720, 230),
    slot(630, 790, 120),
    documentPage(1070, 300, 260, 360, 'text'),
    documentPage(1040, 340, 260, 360, 'text'),
    paper(1010, 380, 260, 360),
    rect(1040, 410, 80, 16, colour.primary, 8),
    rect(1040, 456, 200, 24, colour.tint, 8),
    textLines(1040, 504, [200, 170, 190, 120], colour.rule),
    rect(1040, 560, 130, 12, colour.primary, 6),
    connector('M1040 690c20-40 34-40 40-10s18 24 30-6 20-28 40-4', { stroke: colour.primary, width: line.fine }),
    circle(1218, 678, 34, colour.amber),
    circle(1218, 678, 22, 'none', { stroke: colour.white, 'stroke-width': line.fine }),
  ];
}

/** A scanned page read field by field: boxes around what was found, one sent for review. */
export function intelligentDocumentParsing(): string[] {
  const box = (x: number, y: number, width: number, height: number, stroke: string) =>
    rect(x, y, width, height, 'none', 8, { stroke, 'stroke-width': line.fine }) + rect(x - 2, y - 18, 36, 18, stroke, 4);
  return [
    tag('defs', {}, [
      tag('linearGradient', { id: 'beam', x1: 0, y1: 0, x2: 0, y2: 1 }, [
        tag('stop', { offset: 0, 'stop-color': colour.blue, 'stop-opacity': 0 }),
        tag('stop', { offset: 1, 'stop-color': colour.blue, 'stop-opacity': 0.45 }),
      ]),
    ]),
    tag('g', { transform: 'rotate(-3 520 600)' }, [
      paper(300, 230, 440, 740),
      rect(340, 270, 120, 18, colour.primary, 9),
      textLines(340, 320, [180, 140], colour.rule),
      textLines(560, 320, [140, 120], colour.rule),
      rect(340, 420, 360, 16, colour.tint, 8),
      ...[0, 1, 2, 3, 4].map(
        (row) => textLines(340, 460 + row * 34, [150], colour.rule, 26, 10) + rect(560, 460 + row * 34, 140, 10, colour.rule, 5),
      ),
      textLines(340, 680, [360, 320, 340, 200], colour.rule),
      rect(340, 830, 150, 70, colour.surface, 8),
      box(326, 306, 208, 60, colour.primary),
      box(546, 446, 168, 150, colour.primary),
      box(326, 816, 178, 98, colour.amber),
    ]),
    rect(270, 560, 500, 120, 'url(#beam)'),
    connector('M262 680H778', { stroke: colour.blue }),
    connector('M540 330C800 330 820 420 990 420', { dotted: true }),
    connector('M720 520C860 520 860 540 990 540', { dotted: true }),
    connector('M510 860C820 860 840 660 990 660', { dotted: true, stroke: colour.amber }),
    fieldsCard(1000, 330, 320, 480, 2),
  ];
}

/** Scattered scraps of text and numbers, through a model, into a typed table. */
export function structuringDataUsingAi(): string[] {
  const scraps: [number, number, number, number, string, number][] = [
    [270, 300, 150, 56, colour.white, -8],
    [460, 270, 110, 40, colour.blue, 10],
    [300, 420, 90, 40, colour.amber, 6],
    [430, 380, 170, 70, colour.white, -4],
    [260, 540, 130, 44, colour.tint, 12],
    [420, 520, 120, 40, colour.primary, -10],
    [300, 660, 170, 64, colour.white, 5],
    [500, 640, 90, 40, colour.blue, -12],
    [270, 800, 110, 40, colour.primary, -6],
    [420, 780, 160, 60, colour.white, 9],
    [330, 900, 130, 40, colour.tint, -3],
  ];
  const header = [colour.primary, colour.primary, colour.primary];
  return [
    ...[
      [560, 420],
      [560, 600],
      [560, 780],
    ].map(([x, y]) => connector(`M${x! + 40} ${y}C${x! + 80} ${y} ${x! + 60} 600 ${x! + 100} 600`, { dotted: true })),
    ...scraps.map(([x, y, width, height, fill, angle]) =>
      tag('g', { transform: `rotate(${angle} ${x + width / 2} ${y + height / 2})` }, [
        paper(x, y, width, height, fill, 10),
        fill === colour.white
          ? textLines(
              x + 16,
              y + 16,
              [width - 40, width - 70].filter((value) => value > 0).slice(0, height > 50 ? 2 : 1),
              colour.rule,
              20,
              8,
            )
          : '',
      ]),
    ),
    modelNetwork(660, 390, 220, 420),
    connector('M880 600H950', { dotted: true }),
    paper(950, 280, 400, 640),
    ...header.map((fill, column) => rect(980 + column * 120, 320, [100, 90, 100][column]!, 18, fill, 9)),
    ...[0, 1, 2, 3, 4, 5, 6].map((row) => {
      const y = 376 + row * 74;
      return (
        (row % 2 ? '' : rect(966, y - 10, 368, 58, colour.surface, 10)) +
        rect(980, y + 8, [90, 70, 100, 80, 60, 90, 76][row]!, 12, colour.rule, 6) +
        pill(1100, y + 2, 84, 26, row === 3 ? colour.amber : colour.tint) +
        rect(1220 + [20, 0, 40, 10, 30, 0, 20][row]!, y + 8, 100 - [20, 0, 40, 10, 30, 0, 20][row]!, 12, colour.blue, 6)
      );
    }),
  ];
}

/** A test tube of oil: glass, the sample in amber to its level, a highlight, the cap. */
function vial(x: number, y: number, level: number): string {
  const width = 60,
    height = 380;
  const bottom = y + height - width / 2;
  const top = y + height * (1 - level);
  return [
    tag('path', {
      d: `M${x} ${y}V${bottom}A${width / 2} ${width / 2} 0 0 0 ${x + width} ${bottom}V${y}Z`,
      fill: colour.navyRaised,
      stroke: colour.tint,
      'stroke-width': line.fine,
    }),
    tag('path', {
      d: `M${x + 9} ${top}V${bottom}A${width / 2 - 9} ${width / 2 - 9} 0 0 0 ${x + width - 9} ${bottom}V${top}Z`,
      fill: colour.amber,
    }),
    rect(x + 9, top, width - 18, 10, colour.white, 5, { 'fill-opacity': 0.5 }),
    rect(x - 8, y - 34, width + 16, 38, colour.primary, 10),
  ].join('');
}

/** FFA lab data: oil samples in a rack, their certificate, the quality chart against the contract limit. */
export function ffaData(): string[] {
  const values = [760, 730, 745, 700, 715, 665, 690, 470, 650, 640, 670];
  const outlier = { x: 1010 + 7 * 30, y: 470 };
  return [
    // The rack: legs, the base, the tubes, then the top plate they pass through.
    rect(262, 640, 22, 320, colour.navyLine, 6),
    rect(566, 640, 22, 320, colour.navyLine, 6),
    rect(250, 930, 350, 30, colour.navyLine, 10),
    vial(290, 500, 0.5),
    vial(395, 470, 0.62),
    vial(500, 520, 0.44),
    panel(240, 640, 370, 56, 14),
    connector('M620 560C660 560 650 420 690 420', { dotted: true }),
    documentPage(690, 250, 230, 330, 'certificate', colour.amber),
    documentPage(690, 630, 230, 300, 'table', colour.amber),
    connector('M920 600C950 600 940 560 970 560', { dotted: true }),
    paper(970, 330, 380, 560),
    rect(1006, 366, 140, 16, colour.primary, 8),
    rect(1000, 530, 320, 310, colour.tint, 8),
    connector('M1000 530H1320', { stroke: colour.primary, width: line.fine, dotted: true }),
    ...values.map((y, index) => (index === 7 ? '' : circle(1010 + index * 30, y, 10, colour.primary))),
    circle(outlier.x, outlier.y, 26, 'none', { stroke: colour.amber, 'stroke-width': line.fine }),
    circle(outlier.x, outlier.y, 12, colour.amber),
    textLines(1006, 400, [220], colour.rule),
  ];
}

/** A metals sales desk: the price curve and positions on the workbench, offers going out beside it. */
export function metalsSales(): string[] {
  const points: [number, number][] = [
    [300, 520],
    [400, 470],
    [500, 490],
    [600, 410],
    [700, 430],
    [800, 360],
    [900, 380],
    [990, 320],
  ];
  // Net positions by metal: long to the right of the axis, short to the left.
  const positions = [180, -120, 240, 90, -60];
  const offer = (x: number, y: number, accent: boolean) =>
    paper(x, y, 300, 160, colour.white, 16) +
    isoBox(
      ...iso(x + 60, y + 40, 0, 0),
      { u: 60, v: 26, h: 20, taper: 4 },
      { top: colour.tint, left: colour.blue, right: colour.primary },
    ) +
    textLines(x + 120, y + 40, [130, 90], colour.rule) +
    pill(x + 30, y + 106, 130, 30, accent ? colour.amber : colour.tint) +
    (accent ? check(x + 290, y + 10, 30) : '');
  return [
    tag('defs', {}, [areaGradient('area')]),
    panel(250, 240, 780, 720),
    textLines(290, 276, [140], colour.navyLine, 26, 14),
    tag('path', { d: `${smoothLine(points)}L990 580L300 580Z`, fill: 'url(#area)' }),
    connector(smoothLine(points), { stroke: colour.blue, width: 8 }),
    node(990, 320, 16, 'solid'),
    connector('M290 600H990', { stroke: colour.navyLine, width: line.fine }),
    connector('M640 660V920', { stroke: colour.navyLine, width: line.fine }),
    ...positions.map(
      (value, row) =>
        rect(290, 682 + row * 50, 120, 12, colour.navyLine, 6) +
        (value > 0
          ? rect(640, 672 + row * 50, value, 30, colour.primary, 8)
          : rect(640 + value, 672 + row * 50, -value, 30, colour.blue, 8)),
    ),
    offer(1050, 300, false),
    offer(1030, 500, false),
    offer(1010, 700, true),
  ];
}
