import type { Unit, UnitKind } from './brochure-plan.ts';
import { space } from './pdf-style.ts';

/** Sections up to this share of a page are never split; longer ones may break between their units. */
export const WHOLE_SECTION = 0.45;

/**
 * How much must fit below a unit's top for it to stay on the page (pure), beyond its own height: a short section
 * (see WHOLE_SECTION) starts on a page that holds all of it; a longer one, or a subheading, keeps at least
 * the unit after it (a heading never ends a page). `heights` are the units' heights, in order.
 */
export function keepHeight(units: Unit[], heights: number[], index: number, pageHeight: number): number {
  const unit = units[index]!;
  if (unit.kind !== 'heading' && unit.kind !== 'subheading') return 0;
  const next = units[index + 1];
  if (!next) return 0;
  const withNext = gapBefore(unit.kind, next.kind) + heights[index + 1]!;
  if (unit.kind === 'subheading') return withNext;
  let section = heights[index]!;
  for (let position = index + 1; position < units.length && units[position]!.kind !== 'heading'; position += 1) {
    section += gapBefore(units[position - 1]!.kind, units[position]!.kind) + heights[position]!;
  }
  return section <= pageHeight * WHOLE_SECTION ? section - heights[index]! : withNext;
}

/**
 * Whether a unit `height` tall (and the unit it keeps with, `keep`) goes at `y` or at the top of the next
 * page (pure). A unit at the top of a page stays there even when taller than the page: moving it on would
 * not help, so its text flows over.
 */
export function placement(y: number, height: number, keep: number, page: { top: number; bottom: number }): 'here' | 'next-page' {
  if (y <= page.top) return 'here';
  return y + height + keep <= page.bottom ? 'here' : 'next-page';
}

/** The space above a unit, from the one before it (pure). Nothing at the top of a page. */
export function gapBefore(previous: UnitKind | null, next: UnitKind): number {
  if (previous === null) return 0;
  if (next === 'heading') return space(10);
  if (previous === 'heading') return space(4);
  if (previous === 'subheading') return space(2);
  if (next === 'subheading') return space(5);
  if (previous === next) return SAME_KIND_GAP[next] ?? space(2.5);
  if (previous === 'list-item' || next === 'list-item') return space(2.5);
  return space(4);
}

const SAME_KIND_GAP: Partial<Record<UnitKind, number>> = {
  'list-item': space(1.25),
  'feature-row': space(5),
  step: 0,
  question: 0,
  outcome: space(4),
  'link-card': space(2),
  wordmarks: space(3),
};

/**
 * The structure element a run of units of one kind shares (pure): list items, features and steps are lists;
 * figures are a list of their own. `null`: the unit stands alone in its section.
 */
export function containerOf(kind: UnitKind): string | null {
  return kind === 'list-item' || kind === 'feature-row' || kind === 'step' ? 'L' : null;
}

/** Where each section starts and ends: a heading opens a `Sect` that the next heading closes. */
export function opensSection(unit: Unit): boolean {
  return unit.kind === 'heading';
}
