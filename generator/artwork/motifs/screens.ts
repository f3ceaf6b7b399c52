// The parts every interface rendering is built from: seeded data, text as bars, window and phone chrome, chips,
// buttons, avatars and charts. They draw on paper (white, surface, tint) with the system's primary accents.
import { circle, colour, connector, line, paper, rect } from '../system.ts';
import { smoothLine, tag } from '../svg.ts';

const round = (value: number) => Math.round(value * 10) / 10;
/** Windows and cards inside a picture: their corner radius, the outline of empty controls, round dots. */
const radius = 20;
const edge = { stroke: colour.rule, 'stroke-width': 2 };
const dot = (stroke: string, size: number) => ({ stroke, 'stroke-width': size, 'stroke-linecap': 'round' });

/** A seeded generator (mulberry32): the drawn data varies naturally, but the files never change. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` lengths between `min` and `max`: the widths of names, amounts, labels. */
export function spread(seed: number, count: number, min: number, max: number): number[] {
  const next = seeded(seed);
  return Array.from({ length: count }, () => Math.round(min + next() * (max - min)));
}

/** A believable series in 0–1: a trend from `from` to `to` with noise that has some memory (no zig-zag pattern). */
export function series(seed: number, count: number, from: number, to: number, noise = 0.12): number[] {
  const next = seeded(seed);
  let drift = 0;
  return Array.from({ length: count }, (_, index) => {
    drift = drift * 0.55 + (next() - 0.5) * noise;
    return Math.min(1, Math.max(0, from + ((to - from) * index) / Math.max(1, count - 1) + drift));
  });
}

export type Bar = [x: number, y: number, width: number];

/** Text as bars: pills of one colour and height in a single path, each given by its top-left corner and width. */
export function bars(items: Bar[], fill: string, height = 12): string {
  const r = height / 2;
  const d = items.map(([x, y, width]) => `M${round(x + r)} ${round(y + r)}h${round(Math.max(0.5, width - height))}`).join('');
  return tag('path', { d, stroke: fill, 'stroke-width': height, 'stroke-linecap': 'round' });
}

/** Rules (table lines, grid lines): one path of horizontal lines, `[x, y, width]`. */
export function rules(items: Bar[], stroke: string = colour.tint, width = 2): string {
  return tag('path', { d: items.map(([x, y, w]) => `M${round(x)} ${round(y)}h${round(w)}`).join(''), stroke, 'stroke-width': width });
}

/** A rectangle with its own radius at each corner (top left, top right, bottom right, bottom left): bars, panes. */
export function corners(x: number, y: number, width: number, height: number, radii: number[], fill: string): string {
  const [a, b, c, d] = radii as [number, number, number, number];
  const path =
    `M${x} ${y + a}Q${x} ${y} ${x + a} ${y}H${x + width - b}Q${x + width} ${y} ${x + width} ${y + b}` +
    `V${y + height - c}Q${x + width} ${y + height} ${x + width - c} ${y + height}H${x + d}Q${x} ${y + height} ${x} ${y + height - d}Z`;
  return tag('path', { d: path, fill });
}

/** A desktop window: paper, a surface title bar with three dots, and an address or title pill. */
export function windowFrame(x: number, y: number, width: number, height: number, address = 0.4): string {
  return [
    paper(x, y, width, height, colour.white, radius),
    corners(x, y, width, 48, [radius, radius, 0, 0], colour.surface),
    tag('path', { d: `M${x + 26} ${y + 24}h0M${x + 48} ${y + 24}h0M${x + 70} ${y + 24}h0`, ...dot(colour.rule, 14) }),
    address ? rect(x + width * (0.5 - address / 2), y + 12, width * address, 24, colour.white, 12) : '',
  ].join('');
}

/** Round dots of one colour and size in one path: health lights, list bullets, legend keys. */
export function dots(points: [number, number][], fill: string, size = 12): string {
  return tag('path', { d: points.map(([x, y]) => `M${round(x)} ${round(y)}h0`).join(''), ...dot(fill, size) });
}

/** A phone: white paper with a large radius, the speaker slot, and the screen's content drawn after it. */
export function phone(x: number, y: number, width: number, height: number): string {
  return card(x, y, width, height, 36) + rect(x + width / 2 - 34, y + 16, 68, 12, colour.surface, 6);
}

/** A card standing over another screen: paper with a fine rule outline, so white on white keeps its edge. */
export function card(x: number, y: number, width: number, height: number, r = 18): string {
  return paper(x, y, width, height, colour.white, r) + rect(x, y, width, height, 'none', r, edge);
}

export type Tone = 'done' | 'open' | 'alert' | 'quiet';

/** A status chip 24 high: done (tint, primary dot), open (outlined), alert (amber), quiet (surface). */
export function chip(x: number, y: number, width: number, tone: Tone): string {
  const fill = { done: colour.tint, open: colour.white, alert: colour.amber, quiet: colour.surface }[tone];
  const ink = { done: colour.primary, open: colour.rule, alert: colour.navy, quiet: colour.rule }[tone];
  const outline = tone === 'open' ? edge : {};
  return rect(x, y, width, 24, fill, 12, outline) + circle(x + 14, y + 12, 5, ink) + rect(x + 26, y + 8, width - 40, 8, ink, 4);
}

/** A button: filled (primary), outlined, or amber; a bar for its label. */
export function button(x: number, y: number, width: number, height: number, kind: 'primary' | 'outline' | 'amber' = 'primary'): string {
  const fill = kind === 'primary' ? colour.primary : kind === 'amber' ? colour.amber : colour.white;
  const ink = kind === 'primary' ? colour.white : colour.navy;
  const outline = kind === 'outline' ? edge : {};
  const label = Math.min(width * 0.5, 90);
  return rect(x, y, width, height, fill, 10, outline) + rect(x + (width - label) / 2, y + height / 2 - 5, label, 10, ink, 5);
}

/** A person in a disc, for avatars: the disc in `ground`, head and shoulders in `figure`, clipped by eye. */
export function avatar(cx: number, cy: number, r: number, ground: string = colour.tint, figure: string = colour.blue): string {
  const s = r / 20;
  const at = (dx: number, dy: number) => `${round(cx + dx * s)} ${round(cy + dy * s)}`;
  const body = `M${at(-13, 17)}C${at(-12, 5)} ${at(12, 5)} ${at(13, 17)}Z`;
  return circle(cx, cy, r, ground) + circle(cx, cy - 4 * s, 7 * s, figure) + tag('path', { d: body, fill: figure });
}

/** A text input: label bar above, an outlined field with its value; `focus` outlines it in primary or amber. */
export function field(x: number, y: number, width: number, value: number, focus?: string): string {
  return [
    rect(x, y, Math.min(120, width * 0.4), 8, colour.rule, 4),
    rect(x, y + 18, width, 40, colour.white, 8, { stroke: focus ?? colour.rule, 'stroke-width': focus ? 3 : 2 }),
    rect(x + 14, y + 33, value, 10, colour.navy, 5),
  ].join('');
}

/** A switch, on (primary) or off. */
export function toggle(x: number, y: number, on: boolean): string {
  return rect(x, y, 44, 24, on ? colour.primary : colour.rule, 12) + circle(on ? x + 32 : x + 12, y + 12, 8, colour.white);
}

/** A check box, ticked or empty. */
export function tickBox(x: number, y: number, ticked: boolean): string {
  if (!ticked) return rect(x, y, 20, 20, colour.white, 5, edge);
  return rect(x, y, 20, 20, colour.primary, 5) + connector(`M${x + 5} ${y + 10}l4 4l7 -8`, { stroke: colour.white, width: 3 });
}

/** Points of a series plotted in a box (values 0–1, bottom to top). */
export function plot(values: number[], x: number, y: number, width: number, height: number): [number, number][] {
  return values.map((value, index) => [x + (width * index) / (values.length - 1), y + height * (1 - value)]);
}

/** A line chart: horizontal grid lines, an area under the smooth line (gradient `area` defined by the caller), the line. */
export function lineChart(points: [number, number][], floor: number, options: { area?: string; stroke?: string; width?: number } = {}) {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return [
    options.area
      ? tag('path', { d: `${smoothLine(points)}L${last[0]} ${floor}L${first[0]} ${floor}Z`, fill: `url(#${options.area})` })
      : '',
    connector(smoothLine(points), { stroke: options.stroke ?? colour.primary, width: options.width ?? line.fine }),
  ].join('');
}

/** A mouse pointer, its tip at (x, y). */
export function pointer(x: number, y: number, scale = 1): string {
  const turns = [0, 60, 14, -14, 11, 24, 11, -5, -11, -23, 20, 0].map((step) => round(step * scale));
  return tag('path', {
    d: `M${x} ${y}` + [0, 2, 4, 6, 8, 10].map((index) => `l${turns[index]} ${turns[index + 1]}`).join('') + 'z',
    fill: colour.navy,
    stroke: colour.white,
    'stroke-width': 3,
    'stroke-linejoin': 'round',
  });
}
