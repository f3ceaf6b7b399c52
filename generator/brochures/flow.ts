import type { Unit, UnitKind } from './brochure-plan.ts';
import { space } from './pdf-style.ts';

/**
 * Sections up to this share of a page stand whole on one page where the pages around them allow it: breaking
 * one costs more than breaking a longer one (paginate.ts).
 */
export const WHOLE_SECTION = 0.45;

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
