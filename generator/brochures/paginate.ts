import type { Unit } from './brochure-plan.ts';
import { gapBefore, WHOLE_SECTION } from './flow.ts';

/** What pagination knows of a unit: its height, and the pitch of its lines when it may break between them. */
export interface UnitMeasure {
  height: number;
  /** From one line's top to the next's, for a unit that may break between its lines (a paragraph, a list item); null: it goes whole. */
  line: number | null;
}

/** A unit, or the lines of it that one page holds, where it lands. */
export interface Placement {
  /** The unit's index. */
  unit: number;
  /** The page, counted from the first inside page (0). */
  page: number;
  top: number;
  bottom: number;
  /** The lines this page holds, `from` included and `to` not, of a unit that breaks across pages; null: the whole unit. */
  lines: { from: number; to: number } | null;
}

/** The text area of the inside pages. */
export interface PageArea {
  top: number;
  bottom: number;
}

/** Lines a paragraph keeps together at the foot and at the head of a page when it breaks: never one alone. */
export const LINES_TOGETHER = 2;

/**
 * What a page costs (lower is better). Each page costs 1, plus the square of the share of its body left empty; one
 * left more than half empty costs 10 more (the last one 2 more: it may be short, but not when a better balance
 * exists). Breaking a paragraph costs a little, and breaking a section short enough to stand whole a little more.
 */
const COST = { page: 1, halfEmpty: 10, shortLast: 2, lineBreak: 0.03, shortSection: 0.05 } as const;

/** A place a page may start: before unit `unit` (`line` 0), or between two of its lines. */
interface Break {
  unit: number;
  line: number;
}

/**
 * Where every unit goes (pure): the breaks between pages that leave the fewest, fullest pages, chosen over the whole
 * brochure at once (not page by page), so that no page but the last is left more than half empty, and the last one
 * neither where the breaks allow it. A heading or subheading never ends a page, a paragraph or list item breaks
 * between lines with at least two on each page, and other units go whole. The first page starts at `start` (below
 * the contents); a unit taller than a page stands alone at the top of one.
 */
export function paginate(units: Unit[], measures: UnitMeasure[], area: PageArea, start: number): Placement[] {
  const breaks = breaksOf(units, measures);
  const end = breaks.length - 1;
  if (end === 0) return [];
  const body = area.bottom - area.top;
  const sections = shortSections(units, measures, body);
  const breakCost = (at: Break) =>
    at.unit === units.length
      ? 0
      : (at.line > 0 ? COST.lineBreak : 0) +
        (sections[at.unit] !== undefined && (at.line > 0 || sections[at.unit] === sections[at.unit - 1]) ? COST.shortSection : 0);
  const set = (from: number, to: number, top: number) => setPage(units, measures, breaks[from]!, breaks[to]!, top);
  // best[from]: the least cost of the pages from one that starts at breaks[from] to the end, and where the next starts.
  const best: { cost: number; next: number }[] = [];
  /** The cheapest page that starts at breaks[from], `top` down, with the pages after it. */
  const cheapest = (from: number, top: number) => {
    let found = { cost: Infinity, next: -1 };
    for (let to = top > area.top ? from : from + 1; to <= end; to += 1) {
      // A unit breaks across two pages at most: a page that starts inside it does not end inside it.
      if (breaks[from]!.line > 0 && breaks[to]!.unit === breaks[from]!.unit && breaks[to]!.line > 0) continue;
      const placed = set(from, to, top);
      const bottom = placed.at(-1)?.bottom ?? top;
      // Only at the top of a page may a unit too tall for any page run over its foot.
      if (bottom > area.bottom + 0.01 && (top > area.top || !standsAlone(units, measures, placed))) {
        if (bodyOf(units, placed).length > 1) break;
        continue;
      }
      const fill = (bottom - area.top) / body;
      const page =
        to === end
          ? COST.page + (fill < 0.5 ? COST.shortLast : 0)
          : COST.page + Math.max(0, 1 - fill) ** 2 + (fill < 0.5 ? COST.halfEmpty : 0) + breakCost(breaks[to]!);
      if (page + best[to]!.cost < found.cost) found = { cost: page + best[to]!.cost, next: to };
    }
    return found;
  };
  best[end] = { cost: 0, next: -1 };
  for (let from = end - 1; from >= 0; from -= 1) best[from] = cheapest(from, area.top);
  // The first page starts below the contents, and may hold nothing more when the first units do not fit there.
  const first = cheapest(0, start);
  const placements: Placement[] = set(0, first.next, start).map((placed) => ({ ...placed, page: 0 }));
  let page = 1;
  for (let from = first.next; from < end; from = best[from]!.next, page += 1) {
    placements.push(...set(from, best[from]!.next, area.top).map((placed) => ({ ...placed, page })));
  }
  return placements;
}

/** How far down each page of a layout is filled, as a share of the text area's height (pure). */
export function pageFills(placements: Placement[], area: PageArea, start: number): number[] {
  const fills: number[] = [(start - area.top) / (area.bottom - area.top)];
  for (const placed of placements)
    fills[placed.page] = Math.max(fills[placed.page] ?? 0, (placed.bottom - area.top) / (area.bottom - area.top));
  return Array.from(fills, (fill) => fill ?? 0);
}

/** The lines a measured unit may break between, or 0 when it goes whole. */
export function lineCount(measure: UnitMeasure): number {
  if (!measure.line) return 0;
  const count = Math.round(measure.height / measure.line);
  return Math.abs(count * measure.line - measure.height) < 0.01 ? count : 0;
}

/** Every place a page may start, in order, the end of the brochure last. */
function breaksOf(units: Unit[], measures: UnitMeasure[]): Break[] {
  const breaks: Break[] = [];
  units.forEach((unit, index) => {
    const previous = units[index - 1];
    if (!previous || (previous.kind !== 'heading' && previous.kind !== 'subheading')) breaks.push({ unit: index, line: 0 });
    const count = lineCount(measures[index]!);
    for (let line = LINES_TOGETHER; line <= count - LINES_TOGETHER; line += 1) breaks.push({ unit: index, line });
  });
  breaks.push({ unit: units.length, line: 0 });
  return breaks;
}

/** What a page starting at `from` and ending before `to` holds, and where, from `top` down. */
function setPage(units: Unit[], measures: UnitMeasure[], from: Break, to: Break, top: number): Omit<Placement, 'page'>[] {
  const placed: Omit<Placement, 'page'>[] = [];
  let y = top;
  for (let index = from.unit; index < to.unit || (index === to.unit && to.line > 0); index += 1) {
    const measure = measures[index]!;
    const first = index === from.unit ? from.line : 0;
    const last = index === to.unit ? to.line : null;
    const height = last === null ? measure.height - first * (measure.line ?? 0) : (last - first) * measure.line!;
    const previous = placed.at(-1);
    const pieceTop = previous ? y + gapBefore(units[previous.unit]!.kind, units[index]!.kind) : y;
    const lines = first === 0 && last === null ? null : { from: first, to: last ?? lineCount(measure) };
    placed.push({ unit: index, top: pieceTop, bottom: pieceTop + height, lines });
    y = pieceTop + height;
  }
  return placed;
}

/** What a page holds but its headings and subheadings. */
function bodyOf(units: Unit[], placed: Omit<Placement, 'page'>[]): Omit<Placement, 'page'>[] {
  return placed.filter((piece) => units[piece.unit]!.kind !== 'heading' && units[piece.unit]!.kind !== 'subheading');
}

/** A page may run over its foot only with one unit, to its end (and the headings above it): it would run over any page. */
function standsAlone(units: Unit[], measures: UnitMeasure[], placed: Omit<Placement, 'page'>[]): boolean {
  const pieces = bodyOf(units, placed);
  return pieces.length === 1 && (pieces[0]!.lines === null || pieces[0]!.lines.to === lineCount(measures[pieces[0]!.unit]!));
}

/**
 * Each unit's section (from a heading to the next), where that section is short enough to stand whole on a page
 * (WHOLE_SECTION): breaking inside it costs more. `undefined` for the units of longer sections.
 */
function shortSections(units: Unit[], measures: UnitMeasure[], body: number): (number | undefined)[] {
  const sectionOf: number[] = [];
  const heights: number[] = [];
  units.forEach((unit, index) => {
    const section = unit.kind === 'heading' || index === 0 ? index : sectionOf[index - 1]!;
    sectionOf.push(section);
    const gap = section === index ? 0 : gapBefore(units[index - 1]!.kind, unit.kind);
    heights[section] = (heights[section] ?? 0) + gap + measures[index]!.height;
  });
  return sectionOf.map((section) => (heights[section]! <= body * WHOLE_SECTION ? section : undefined));
}
