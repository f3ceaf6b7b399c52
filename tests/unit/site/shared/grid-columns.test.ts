import { describe, expect, it } from 'vitest';
import { columnsFor } from '../../../../site/shared/grid-columns.ts';

/** The number of items on each row, as a grid of that many columns lays them out. */
const rows = (count: number, columns: number) =>
  Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));

describe('the columns of a grid, chosen from its count', () => {
  it('puts every item in one row when they fit', () => {
    expect(columnsFor(1, 3)).toBe(1);
    expect(columnsFor(3, 3)).toBe(3);
    expect(columnsFor(4, 4)).toBe(4);
  });

  it('never leaves one item alone on the last row when a count of columns can avoid it', () => {
    expect(rows(4, columnsFor(4, 3))).toEqual([2, 2]);
    expect(rows(5, columnsFor(5, 4))).toEqual([3, 2]);
    expect(rows(5, columnsFor(5, 3))).toEqual([3, 2]);
    expect(rows(6, columnsFor(6, 4))).toEqual([3, 3]);
    expect(rows(9, columnsFor(9, 4))).toEqual([3, 3, 3]);
    for (let count = 2; count <= 12; count += 1)
      for (const max of [2, 3, 4]) {
        const layout = rows(count, columnsFor(count, max));
        const avoidable = [2, 3, 4].some((columns) => columns <= max && count % columns !== 1);
        if (avoidable && layout.length > 1) expect(layout.at(-1), `${count} items, at most ${max}`).toBeGreaterThan(1);
      }
  });

  it('keeps as many columns as fit when no count can avoid a lone item', () => {
    expect(columnsFor(7, 3)).toBe(3);
  });
});
