// The motifs of the audit page and the insights list.
import { barChart, check, circle, colour, connector, documentPage, node, panel, paper, pill, rect, textLines } from '../system.ts';
import { tag, translate } from '../svg.ts';

/** Two weeks as ten working days in phases, then the opportunities ranked by return. */
export function audit(): string[] {
  const phases = [
    colour.blue,
    colour.blue,
    colour.blue,
    colour.blue,
    colour.primary,
    colour.primary,
    colour.primary,
    colour.navyLine,
    colour.navyLine,
    colour.amber,
  ];
  const days = phases.map((fill, day) => rect(290 + day * 100 + (day >= 5 ? 20 : 0), 290, 84, 84, fill, 14));
  const rows = [560, 450, 360, 260, 180];
  return [
    panel(260, 230, 1080, 200),
    textLines(290, 262, [120], colour.navyLine, 26, 10),
    textLines(810, 262, [120], colour.navyLine, 26, 10),
    ...days,
    paper(260, 490, 860, 470),
    rect(300, 530, 180, 16, colour.primary, 8),
    ...rows.flatMap((width, index) => {
      const y = 590 + index * 72;
      return [
        circle(320, y + 20, 20, index === 0 ? colour.amber : colour.tint),
        textLines(360, y + 8, [170, 110], colour.rule, 22, 10),
        pill(560, y + 4, width * 0.9, 32, index === 0 ? colour.amber : colour.primary, {
          'fill-opacity': index === 0 ? 1 : 1 - index * 0.15,
        }),
      ];
    }),
    documentPage(1160, 520, 180, 240, 'text'),
    check(1330, 530, 30),
    documentPage(1160, 790, 180, 170, 'table'),
  ];
}

/** An editorial stack: three articles fanned, each with its own picture. */
export function insights(): string[] {
  const article = (picture: string[], bookmark: boolean) => [
    paper(0, 0, 380, 500, colour.white, 20),
    rect(20, 20, 340, 210, colour.navy, 12),
    ...picture,
    rect(28, 260, 110, 14, colour.primary, 7),
    textLines(28, 298, [310, 260, 290], colour.rule, 30, 14),
    circle(48, 440, 20, colour.tint),
    textLines(80, 432, [120], colour.rule, 22, 12),
    bookmark ? tag('path', { d: 'M310 0H350V70L330 54L310 70Z', fill: colour.amber }) : '',
  ];
  return [
    group(
      'rotate(-9 520 560)',
      translate(
        300,
        300,
        article(
          [
            node(120, 110, 18, 'solid'),
            node(250, 80, 18, 'ring'),
            node(250, 160, 18, 'ring'),
            connector('M138 104L232 84M138 116L232 156', {}),
          ],
          false,
        ),
      ),
    ),
    group(
      'rotate(7 1080 560)',
      translate(880, 280, article([barChart(60, 210, [60, 90, 120, 80, 150], 36, 20, [colour.primary, colour.blue])], false)),
    ),
    translate(610, 240, article([documentPage(60, 40, 110, 150, 'text'), documentPage(200, 40, 110, 150, 'table')], true)),
  ];
}

function group(transform: string, content: string): string {
  return tag('g', { transform }, [content]);
}
