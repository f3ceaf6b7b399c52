// Web apps: a browser app (navigation, a list, the selected record's form) and the same app on a phone beside it.
import { colour, rect } from '../system.ts';
import { group } from '../svg.ts';
import { avatar, bars, button, chip, corners, dots, field, phone, rules, spread, windowFrame, type Bar, type Tone } from './screens.ts';

const names = spread(81, 7, 96, 150);
const details = spread(82, 7, 60, 110);
const tones: Tone[] = ['done', 'alert', 'quiet', 'done', 'open', 'done', 'quiet'];

/** The list of records: a person, a name, a line of detail, a status; `selected` highlighted. */
export function recordList(
  x: number,
  y: number,
  width: number,
  rows: number,
  height: number,
  selected = 1,
  from = 0,
  calm = false,
): string {
  const navy: Bar[] = [];
  const soft: Bar[] = [];
  const parts: string[] = [];
  for (let index = 0; index < rows; index++) {
    const row = index + from;
    const top = y + index * height;
    const mid = top + height / 2;
    if (row === selected) parts.push(rect(x, top, width, height, colour.tint), rect(x, top, 4, height, colour.primary));
    parts.push(avatar(x + 34, mid, 18, row === selected ? colour.white : colour.surface, row % 3 ? colour.blue : colour.primary));
    const narrow = width < 300;
    navy.push([x + 66, mid - 14, Math.min(names[row]!, width - (narrow ? 110 : 180))]);
    soft.push([x + 66, mid + 6, Math.min(details[row]!, width - (narrow ? 130 : 200))]);
    const tone = calm && tones[row] === 'alert' ? 'done' : tones[row]!;
    const light = { done: colour.primary, open: colour.rule, alert: colour.amber, quiet: colour.tint }[tone];
    parts.push(narrow ? dots([[x + width - 28, mid]], light, 14) : chip(x + width - 96, mid - 12, 80, tone));
  }
  return [
    ...parts,
    rules(
      Array.from({ length: rows - 1 }, (_, row): Bar => [x, y + (row + 1) * height, width]),
      colour.tint,
    ),
    bars(navy, colour.navy, 10),
    bars(soft, colour.rule, 8),
  ].join('');
}

/** The side navigation: the mark, a search, six sections (the second open), the signed-in person. */
function navigation(x: number, y: number, height: number): string {
  const items: Bar[] = [0, 2, 3, 4, 5].map((row) => [x + 62, y + 128 + row * 44, [84, 96, 70, 104, 76, 88][row]!]);
  return [
    corners(x, y, 200, height, [0, 0, 0, 20], colour.surface),
    rect(x + 24, y + 24, 30, 30, colour.primary, 8),
    bars([[x + 66, y + 32, 90]], colour.navy, 14),
    rect(x + 20, y + 72, 160, 34, colour.white, 10, { stroke: colour.tint, 'stroke-width': 2 }),
    rect(x + 16, y + 160, 168, 36, colour.tint, 10),
    dots(
      [0, 2, 3, 4, 5].map((row): [number, number] => [x + 40, y + 134 + row * 44]),
      colour.rule,
      14,
    ),
    dots([[x + 40, y + 178]], colour.primary, 14),
    bars(items, colour.rule, 10),
    bars([[x + 62, y + 172, 92]], colour.navy, 10),
    avatar(x + 40, y + height - 40, 18, colour.tint, colour.primary),
    bars([[x + 68, y + height - 52, 90]], colour.navy, 8),
    bars([[x + 68, y + height - 36, 60]], colour.rule, 8),
  ].join('');
}

/** The selected record: who it is, its status, tabs, and the form being filled in. */
function detail(x: number, y: number, width: number, calm: boolean): string {
  const half = (width - 20) / 2;
  return [
    avatar(x + 30, y + 32, 30, colour.tint, colour.primary),
    bars([[x + 76, y + 14, 112]], colour.navy, 16),
    bars([[x + 76, y + 40, 84]], colour.rule, 8),
    chip(x + width - 112, y + 20, 112, calm ? 'done' : 'alert'),
    bars(
      [
        [x, y + 92, 60],
        [x + 92, y + 92, 70],
        [x + 194, y + 92, 50],
      ],
      colour.rule,
      10,
    ),
    rect(x, y + 114, 60, 4, colour.primary, 2),
    rules([[x, y + 118, width]], colour.tint),
    field(x, y + 140, width, 170),
    field(x, y + 222, half, 90),
    field(x + half + 20, y + 222, half, 70),
    bars([[x + width - 30, y + 255, 14]], colour.rule, 10),
    rect(x, y + 306, 110, 8, colour.rule, 4),
    rect(x, y + 324, width, 96, colour.white, 8, { stroke: colour.rule, 'stroke-width': 2 }),
    bars(
      [
        [x + 14, y + 340, width - 60],
        [x + 14, y + 362, width - 110],
        [x + 14, y + 384, width - 190],
      ],
      colour.rule,
      8,
    ),
    button(x, y + 444, 120, 44),
    button(x + 136, y + 444, 100, 44, 'outline'),
  ].join('');
}

/** The same records on a phone: a title, a search, the list, the tab bar. */
export function mobileList(x: number, y: number, rows = 4): string {
  return [
    phone(x, y, 240, 480),
    bars([[x + 22, y + 50, 110]], colour.navy, 16),
    rect(x + 20, y + 82, 200, 34, colour.surface, 17),
    recordList(x + 4, y + 130, 232, rows, 68, -1, 3),
    rules([[x, y + 420, 240]], colour.tint),
    dots(
      [
        [x + 70, y + 448],
        [x + 120, y + 448],
        [x + 170, y + 448],
      ],
      colour.rule,
      16,
    ),
    dots([[x + 30, y + 448]], colour.primary, 16),
  ].join('');
}

/** The browser app: navigation, the list, the selected record; `calm` leaves its amber to another picture. */
export function browserApp(x: number, y: number, calm = false): string {
  return [
    windowFrame(x, y, 890, 664, 0.4),
    navigation(x, y + 48, 616),
    bars([[x + 224, y + 76, 150]], colour.navy, 18),
    button(x + 520, y + 68, 110, 38),
    button(x + 398, y + 68, 108, 38, 'outline'),
    rules([[x + 200, y + 126, 690]], colour.tint),
    recordList(x + 200, y + 126, 320, 7, 74, 1, 0, calm),
    rect(x + 520, y + 126, 2, 538, colour.tint),
    detail(x + 548, y + 150, 320, calm),
  ].join('');
}

/** The browser app, and the phone in front of its right edge. */
export function webApp(): string[] {
  return [browserApp(240, 236), group({ transform: 'matrix(1.1 0 0 1.1 1086 420)' }, [mobileList(0, 0)])];
}
