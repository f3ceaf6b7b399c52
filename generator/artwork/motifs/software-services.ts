// The motifs of the three software services: IT infrastructure, UI/UX, web apps.
import { areaGradient, check, circle, colour, connector, line, node, panel, paper, pill, rect, textLines } from '../system.ts';
import { smoothLine, tag, translate } from '../svg.ts';

/** A platform in three layers, defined by the code beside it. */
export function itInfrastructure(): string[] {
  const code = (x: number, y: number) => {
    const rows: [number, number, string][] = [
      [0, 120, colour.blue],
      [40, 200, colour.navyLine],
      [40, 150, colour.navyLine],
      [80, 110, colour.primary],
      [80, 180, colour.navyLine],
      [40, 90, colour.amber],
      [0, 60, colour.blue],
      [0, 140, colour.blue],
      [40, 210, colour.navyLine],
      [40, 130, colour.navyLine],
    ];
    return rows.map(([indent, width, fill], index) => rect(x + indent, y + index * 46, width, 14, fill, 7)).join('');
  };
  return [
    panel(250, 290, 380, 620),
    circle(290, 330, 9, colour.navyLine),
    circle(318, 330, 9, colour.navyLine),
    circle(346, 330, 9, colour.navyLine),
    code(290, 390),
    connector('M630 600H700', { dotted: true }),
    slab(1020, 760, colour.navyLine, colour.blue, 'base'),
    slab(1020, 600, colour.primary, colour.blue, 'middle'),
    slab(1020, 440, colour.blue, colour.white, 'top'),
  ];
}

/** One isometric layer of the platform (2:1), with what runs on it. */
function slab(cx: number, cy: number, top: string, edge: string, level: 'base' | 'middle' | 'top'): string {
  const a = 300,
    b = 150,
    depth = 36;
  const face = `M${cx - a} ${cy}L${cx} ${cy - b}L${cx + a} ${cy}L${cx} ${cy + b}Z`;
  const left = `M${cx - a} ${cy}L${cx} ${cy + b}L${cx} ${cy + b + depth}L${cx - a} ${cy + depth}Z`;
  const right = `M${cx} ${cy + b}L${cx + a} ${cy}L${cx + a} ${cy + depth}L${cx} ${cy + b + depth}Z`;
  const parts = [
    tag('path', { d: left, fill: colour.shadow, 'fill-opacity': 0.7 }),
    tag('path', { d: right, fill: colour.shadow, 'fill-opacity': 0.45 }),
    tag('path', { d: face, fill: top, stroke: edge, 'stroke-width': line.fine, 'stroke-linejoin': 'round' }),
  ];
  if (level === 'top') {
    for (const [dx, dy, fill] of [
      [-110, 0, colour.white],
      [0, -55, colour.white],
      [110, 0, colour.amber],
      [0, 55, colour.white],
    ] as [number, number, string][])
      parts.push(cube(cx + dx, cy + dy - 10, 40, fill));
  }
  return parts.join('');
}

function cube(cx: number, cy: number, size: number, fill: string): string {
  const half = size / 2;
  return [
    tag('path', {
      d: `M${cx - size} ${cy}L${cx} ${cy + half}L${cx} ${cy + half + size}L${cx - size} ${cy + size}Z`,
      fill,
      'fill-opacity': 0.75,
    }),
    tag('path', {
      d: `M${cx} ${cy + half}L${cx + size} ${cy}L${cx + size} ${cy + size}L${cx} ${cy + half + size}Z`,
      fill,
      'fill-opacity': 0.55,
    }),
    tag('path', { d: `M${cx - size} ${cy}L${cx} ${cy - half}L${cx + size} ${cy}L${cx} ${cy + half}Z`, fill }),
  ].join('');
}

/** Three screens of a flow, a tap on the first leading to the next. */
export function uiUx(): string[] {
  const height = 560;
  const screen = (x: number, y: number, variant: number) => {
    const parts = [paper(x, y, 250, height, colour.white, 28), rect(x + 95, y + 20, 60, 10, colour.rule, 5)];
    if (variant === 0)
      parts.push(
        rect(x + 24, y + 56, 202, 190, colour.tint, 14),
        textLines(x + 24, y + 280, [170, 130, 190, 150], colour.rule),
        pill(x + 24, y + height - 90, 202, 54, colour.primary),
      );
    if (variant === 1) {
      for (let row = 0; row < 5; row++)
        parts.push(
          rect(x + 24, y + 60 + row * 82, 56, 56, row === 1 ? colour.primary : colour.tint, 12),
          textLines(x + 96, y + 74 + row * 82, [110, 70], colour.rule),
        );
      parts.push(pill(x + 24, y + height - 84, 202, 48, colour.tint));
    }
    if (variant === 2)
      parts.push(
        circle(x + 125, y + 180, 76, colour.tint),
        check(x + 125, y + 180, 46),
        textLines(x + 45, y + 300, [160, 120], colour.rule),
        pill(x + 24, y + height - 90, 202, 54, colour.amber),
      );
    return parts.join('');
  };
  return [
    screen(260, 330, 0),
    screen(675, 260, 1),
    screen(1090, 330, 2),
    connector('M490 827C570 827 570 430 655 430', { dotted: true }),
    connector('M925 430C1000 430 1000 620 1070 620', { dotted: true }),
    node(655, 430, 10, 'solid'),
    node(1070, 620, 10, 'solid'),
    // The pointer on the first screen's button.
    tag('path', {
      d: 'M456 822l0 76 18-18 14 30 14-7-14-29 26 0z',
      fill: colour.navy,
      stroke: colour.white,
      'stroke-width': line.fine,
      'stroke-linejoin': 'round',
    }),
  ];
}

/** A browser app built from components; one card lifted out to show its outline. */
export function webApp(): string[] {
  const x = 250,
    y = 260,
    width = 1000,
    height = 660;
  return [
    tag('defs', {}, [areaGradient('area')]),
    paper(x, y, width, height, colour.white, 24),
    rect(x, y, width, 64, colour.surface, 24),
    rect(x, y + 40, width, 24, colour.surface),
    circle(x + 36, y + 32, 9, colour.rule),
    circle(x + 64, y + 32, 9, colour.rule),
    circle(x + 92, y + 32, 9, colour.rule),
    pill(x + 140, y + 18, 420, 28, colour.white),
    rect(x, y + 64, 200, height - 64, colour.navy, 0),
    rect(x, y + height - 24, 200, 24, colour.navy, 0),
    textLines(x + 32, y + 108, [120, 96, 110, 84], colour.navyLine, 40, 14),
    rect(x + 32, y + 148, 120, 14, colour.primary, 7),
    textLines(x + 240, y + 104, [220], colour.rule, 26, 18),
    ...[0, 1, 2].map(
      (index) =>
        rect(x + 240 + index * 180, y + 150, 160, 110, colour.tint, 14) +
        rect(x + 260 + index * 180, y + 176, 60, 12, colour.primary, 6) +
        rect(x + 260 + index * 180, y + 210, 100, 20, colour.rule, 10),
    ),
    rect(x + 240, y + 290, 520, 330, colour.surface, 14),
    tag('path', {
      d: `${smoothLine([
        [x + 270, y + 560],
        [x + 370, y + 500],
        [x + 470, y + 530],
        [x + 570, y + 420],
        [x + 730, y + 380],
      ])}L${x + 730} ${y + 600}L${x + 270} ${y + 600}Z`,
      fill: 'url(#area)',
    }),
    connector(
      smoothLine([
        [x + 270, y + 560],
        [x + 370, y + 500],
        [x + 470, y + 530],
        [x + 570, y + 420],
        [x + 730, y + 380],
      ]),
      { stroke: colour.primary },
    ),
    // The component lifted out of its slot, which keeps a dashed outline.
    rect(x + 790, y + 150, 170, 470, 'none', 14, { stroke: colour.primary, 'stroke-width': line.fine, 'stroke-dasharray': '14 12' }),
    translate(x + 850, y + 210, [
      paper(0, 0, 250, 400, colour.white, 20),
      rect(28, 32, 90, 16, colour.primary, 8),
      ...[0, 1, 2, 3].map(
        (row) =>
          circle(48, 108 + row * 72, 20, row === 0 ? colour.amber : colour.tint) +
          textLines(84, 96 + row * 72, [120, 80], colour.rule, 22, 10),
      ),
    ]),
  ];
}
