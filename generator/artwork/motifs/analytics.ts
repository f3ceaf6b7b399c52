// Data analytics: an operations dashboard, its line chart against target brought forward, the one dip in amber.
import { areaGradient, colour, connector, node, paper, rect } from '../system.ts';
import { tag } from '../svg.ts';
import { bars, dots, lineChart, plot, rules, series, spread, windowFrame, type Bar } from './screens.ts';

/** Twelve months of on-time delivery against a target: rising, with one month that falls below it. */
export const onTime = [0.3, 0.37, 0.34, 0.44, 0.52, 0.49, 0.58, 0.7, 0.52, 0.69, 0.76, 0.84];
export const TARGET = 0.62;

/** A KPI tile: label, value, change and a sparkline of its own series. */
export function kpi(x: number, y: number, width: number, seed: number): string {
  const [label, value] = spread(seed, 2, 70, 130);
  const points = plot(series(seed, 9, 0.25, 0.8, 0.3), x + width - 96, y + 48, 76, 44);
  return [
    rect(x, y, width, 120, colour.surface, 12),
    bars([[x + 18, y + 20, label!]], colour.rule, 8),
    bars([[x + 18, y + 44, value!]], colour.navy, 24),
    rect(x + 18, y + 84, 58, 20, colour.tint, 10),
    rect(x + 30, y + 90, 34, 8, colour.primary, 4),
    lineChart(points, y + 92, { width: 4 }),
  ].join('');
}

/** Bars of a weekly volume, the current week in primary. */
export function volumeBars(x: number, baseline: number, height: number, width: number, count = 10): string {
  const values = series(31, count, 0.45, 0.8, 0.35);
  const step = width / count;
  const all: Bar[] = values.map((value, index) => [x + index * step, baseline - value * height, step * 0.62]);
  return [
    ...all.map(([bx, by, bw], index) => rect(bx, by, bw, baseline - by, index === count - 1 ? colour.primary : colour.blue, 4)),
    rules([[x - 8, baseline, width + 8]], colour.rule, 2),
  ].join('');
}

/** The line chart card: grid, axis labels, last year's line, the target (dashed), this year's line and area. */
export function trendCard(
  x: number,
  y: number,
  width: number,
  height: number,
  options: { id?: string; compact?: boolean; accent?: boolean } = {},
): string {
  const { id = 'area', compact = false, accent = true } = options;
  const chart = { x: x + 80, y: y + 110, w: width - 120, h: height - 170 };
  const floor = chart.y + chart.h;
  const points = plot(onTime, chart.x, chart.y, chart.w, chart.h);
  const last = plot(series(41, 12, 0.18, 0.5, 0.14), chart.x, chart.y, chart.w, chart.h);
  const target = chart.y + chart.h * (1 - TARGET);
  const [dx, dy] = points[8]!;
  return [
    tag('defs', {}, [areaGradient(id)]),
    paper(x, y, width, height, colour.white, 20),
    bars([[x + 32, y + 30, 190]], colour.navy, 16),
    bars([[x + 32, y + 58, 120]], colour.rule, 8),
    compact ? '' : legend(x + width - 250, y + 38),
    rules(
      [0, 1, 2, 3].map((row): Bar => [chart.x, chart.y + (chart.h * row) / 3, chart.w]),
      colour.tint,
      2,
    ),
    bars(
      [0, 1, 2, 3].map((row): Bar => [x + 32, chart.y - 4 + (chart.h * row) / 3, 30]),
      colour.rule,
      8,
    ),
    compact
      ? ''
      : bars(
          points.filter((_, index) => index % 2 === 0).map(([px]): Bar => [px - 14, floor + 22, 28]),
          colour.rule,
          8,
        ),
    lineChart(points, floor, { area: id, width: 6 }),
    connector(`M${chart.x} ${target}H${chart.x + chart.w}`, { stroke: colour.navy, width: 3 }).replace('/>', ' stroke-dasharray="12 10"/>'),
    compact ? '' : tag('path', { d: lineChartPath(last), fill: 'none', stroke: colour.rule, 'stroke-width': 4 }),
    node(dx, dy, 13, accent ? 'accent' : 'solid'),
    // The tooltip on the month that missed.
    rect(dx - 90, dy + 34, 180, 64, colour.navy, 10),
    tag('path', { d: `M${dx - 10} ${dy + 34}l10 -10l10 10z`, fill: colour.navy }),
    dots([[dx - 66, dy + 56]], accent ? colour.amber : colour.blue, 12),
    bars([[dx - 50, dy + 50, 116]], colour.white, 10),
    bars([[dx - 74, dy + 74, 90]], colour.navyLine, 8),
  ].join('');
}

/** The legend: this year (a primary dot), the target (a dashed navy line). */
function legend(x: number, y: number): string {
  return [
    dots([[x, y]], colour.primary, 12),
    tag('path', { d: `M${x + 114} ${y}h24`, stroke: colour.navy, 'stroke-width': 4, 'stroke-dasharray': '8 6' }),
    bars(
      [
        [x + 16, y - 4, 80],
        [x + 146, y - 4, 72],
      ],
      colour.rule,
      8,
    ),
  ].join('');
}

function lineChartPath(points: [number, number][]): string {
  return points.map(([px, py], index) => `${index ? 'L' : 'M'}${Math.round(px)} ${Math.round(py)}`).join('');
}

/** A small table: a dot, a name, a value and its share as a bar. */
export function rankTable(x: number, y: number, width: number, rows = 4): string {
  const names = spread(51, rows, 70, 120);
  const shares = [0.86, 0.64, 0.47, 0.29, 0.18].slice(0, rows);
  return [
    dots(
      shares.map((_, row): [number, number] => [x + 6, y + 8 + row * 40]),
      colour.blue,
      10,
    ),
    bars(
      names.map((w, row): Bar => [x + 24, y + 2 + row * 40, w]),
      colour.navy,
      10,
    ),
    ...shares.map((share, row) => rect(x + width - 110, y + 4 + row * 40, 110, 8, colour.tint, 4)),
    bars(
      shares.map((share, row): Bar => [x + width - 110, y + 4 + row * 40, Math.max(12, 110 * share)]),
      colour.primary,
      8,
    ),
  ].join('');
}

/** The dashboard window behind, and its trend chart brought forward over it. */
export function dataAnalytics(): string[] {
  const x = 420,
    y = 214,
    width = 950;
  return [
    windowFrame(x, y, width, 636, 0.3),
    // The top navigation: the mark, four sections (the second open), a person.
    rect(x + 28, y + 70, 32, 32, colour.primary, 8),
    bars(
      [
        [x + 84, y + 80, 70],
        [x + 270, y + 80, 64],
        [x + 358, y + 80, 80],
      ],
      colour.rule,
      10,
    ),
    bars([[x + 176, y + 80, 72]], colour.navy, 10),
    rect(x + 176, y + 112, 72, 4, colour.primary, 2),
    rules([[x, y + 116, width]], colour.tint, 2),
    ...[0, 1, 2, 3].map((index) => kpi(x + 28 + index * 228, y + 136, 210, 61 + index)),
    rect(x + 28, y + 276, 550, 340, colour.surface, 12),
    bars([[x + 52, y + 300, 150]], colour.navy, 12),
    rect(x + 598, y + 276, 324, 160, colour.surface, 12),
    volumeBars(x + 626, y + 416, 100, 280),
    rect(x + 598, y + 456, 324, 160, colour.surface, 12),
    rankTable(x + 622, y + 478, 276, 3),
    trendCard(240, 548, 660, 430),
  ];
}
