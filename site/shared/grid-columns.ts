// How many columns a grid of items gets on a wide screen: chosen from the count, so that no item sits alone on the
// last row (docs/design.md: grids follow their content). Pure.

/** The most columns any counted grid asks for; styles are written for 2 to this many. */
export const MAX_COUNTED_COLUMNS = 4;

/**
 * The columns for `count` items when at most `max` fit: every item in one row when they fit; otherwise the fewest
 * rows whose last row holds two items or more, then the fewest empty places. `max` when no count of columns can
 * avoid a lone item (7 items in 2 or 3 columns).
 */
export function columnsFor(count: number, max: number): number {
  if (count <= max) return Math.max(1, count);
  const candidates = [];
  for (let columns = Math.min(max, MAX_COUNTED_COLUMNS); columns >= 2; columns -= 1) {
    if (count % columns !== 1) candidates.push(columns);
  }
  if (candidates.length === 0) return max;
  const rows = (columns: number) => Math.ceil(count / columns);
  const empty = (columns: number) => rows(columns) * columns - count;
  return candidates.sort((a, b) => rows(a) - rows(b) || empty(a) - empty(b))[0]!;
}
