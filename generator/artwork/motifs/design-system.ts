// UI/UX: a design system's component sheet beside two app screens built from it; the component being edited in amber.
import { circle, colour, paper, rect } from '../system.ts';
import { avatar, bars, button, chip, field, phone, tickBox, toggle, type Bar } from './screens.ts';

/** Section heading on the sheet: a short bar in rule. */
const heading = (x: number, y: number, width = 70) => bars([[x, y, width]], colour.rule, 8);

/** The component sheet: colours, type scale, buttons (the primary one selected), inputs and controls. */
export function componentSheet(x: number, y: number): string {
  const swatches = [colour.navy, colour.primary, colour.blue, colour.rule, colour.tint, colour.surface];
  const type: [number, number][] = [
    [26, 250],
    [18, 210],
    [13, 300],
    [10, 264],
  ];
  let top = y + 262;
  const scale = type.map(([height, width]) => {
    const row = bars([[x + 100, top, width]], colour.navy, height) + bars([[x + 36, top + height / 2 - 4, 40]], colour.rule, 8);
    top += height + 20;
    return row;
  });
  return [
    paper(x, y, 600, 720, colour.white, 20),
    bars([[x + 36, y + 34, 180]], colour.navy, 18),
    bars([[x + 36, y + 64, 120]], colour.rule, 10),
    chip(x + 490, y + 34, 74, 'done'),
    heading(x + 36, y + 104),
    ...swatches.map((fill, index) =>
      rect(x + 36 + index * 88, y + 126, 68, 68, fill, 14, index > 2 ? { stroke: colour.rule, 'stroke-width': 2 } : {}),
    ),
    bars(
      swatches.map((_, index): Bar => [x + 36 + index * 88, y + 206, 44 + ((index * 13) % 20)]),
      colour.rule,
      8,
    ),
    heading(x + 36, y + 236, 54),
    ...scale,
    heading(x + 36, y + 440),
    button(x + 36, y + 466, 150, 48),
    // The component being edited: selected, with its handles.
    rect(x + 28, y + 458, 166, 64, 'none', 4, { stroke: colour.amber, 'stroke-width': 3 }),
    ...[
      [x + 28, y + 458],
      [x + 194, y + 458],
      [x + 28, y + 522],
      [x + 194, y + 522],
    ].map(([hx, hy]) => rect(hx! - 6, hy! - 6, 12, 12, colour.white, 2, { stroke: colour.amber, 'stroke-width': 3 })),
    button(x + 216, y + 466, 130, 48, 'outline'),
    bars([[x + 372, y + 485, 64]], colour.primary, 10),
    circle(x + 498, y + 490, 24, colour.tint),
    bars([[x + 488, y + 485, 20]], colour.primary, 10),
    heading(x + 36, y + 552),
    field(x + 36, y + 566, 250, 120),
    field(x + 310, y + 566, 250, 84, colour.primary),
    tickBox(x + 36, y + 662, true),
    bars([[x + 66, y + 668, 70]], colour.rule, 8),
    toggle(x + 170, y + 660, true),
    bars([[x + 224, y + 668, 60]], colour.rule, 8),
    circle(x + 330, y + 672, 10, colour.white, { stroke: colour.primary, 'stroke-width': 7 }),
    bars([[x + 350, y + 668, 54]], colour.rule, 8),
    chip(x + 440, y + 660, 100, 'quiet'),
  ].join('');
}

/** A phone screen from the sheet's parts: a card with a picture, a list, the primary button. */
export function browseScreen(x: number, y: number): string {
  return [
    phone(x, y, 250, 500),
    bars([[x + 22, y + 52, 120]], colour.navy, 16),
    avatar(x + 212, y + 60, 16, colour.tint, colour.primary),
    rect(x + 20, y + 92, 210, 130, colour.tint, 16),
    circle(x + 170, y + 136, 26, colour.blue),
    rect(x + 36, y + 176, 110, 28, colour.primary, 14),
    bars(
      [
        [x + 22, y + 244, 170],
        [x + 22, y + 266, 130],
      ],
      colour.rule,
      10,
    ),
    ...[0, 1].map((row) => avatar(x + 42, y + 318 + row * 56, 20, colour.surface, colour.blue)),
    bars(
      [
        [x + 74, y + 306, 110],
        [x + 74, y + 362, 90],
      ],
      colour.navy,
      10,
    ),
    bars(
      [
        [x + 74, y + 324, 70],
        [x + 74, y + 380, 84],
      ],
      colour.rule,
      8,
    ),
    button(x + 20, y + 424, 210, 52),
  ].join('');
}

/** A second phone screen: a form with two fields, a switch, a check and the same button. */
export function formScreen(x: number, y: number): string {
  return [
    phone(x, y, 250, 500),
    bars([[x + 22, y + 52, 140]], colour.navy, 16),
    bars([[x + 22, y + 80, 180]], colour.rule, 10),
    field(x + 20, y + 118, 210, 120),
    field(x + 20, y + 198, 210, 90, colour.primary),
    bars([[x + 22, y + 292, 120]], colour.rule, 8),
    toggle(x + 186, y + 286, true),
    tickBox(x + 20, y + 328, true),
    bars([[x + 52, y + 334, 150]], colour.rule, 8),
    rect(x + 20, y + 370, 210, 36, colour.surface, 10),
    bars([[x + 36, y + 383, 110]], colour.rule, 10),
    button(x + 20, y + 424, 210, 52),
  ].join('');
}

/** The sheet on the left, two screens made from it standing beside and in front of it. */
export function uiUx(): string[] {
  return [componentSheet(240, 236), browseScreen(806, 292), formScreen(1100, 420)];
}
