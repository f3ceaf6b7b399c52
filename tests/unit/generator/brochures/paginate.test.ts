import { describe, expect, it } from 'vitest';
import type { Unit } from '../../../../generator/brochures/brochure-plan.ts';
import { gapBefore } from '../../../../generator/brochures/flow.ts';
import { LINES_TOGETHER, pageFills, paginate, type UnitMeasure } from '../../../../generator/brochures/paginate.ts';

// A text area 1,000 points tall, so that heights read as thousandths of a page.
const area = { top: 0, bottom: 1000 };
const heading: Unit = { kind: 'heading', number: '01', title: 'A section', intro: null, anchor: 'a' };
const paragraph: Unit = { kind: 'paragraph', runs: [] };
const figures: Unit = { kind: 'figures', items: [] };
const step = (last = false): Unit => ({ kind: 'step', number: '1', title: 'A step', duration: null, text: [], last });
const whole = (height: number): UnitMeasure => ({ height, line: null });
const lines = (count: number): UnitMeasure => ({ height: count * 10, line: 10 });

describe('paginate', () => {
  it('puts everything on one page when it fits, each unit below the one before with the gap between them', () => {
    const placements = paginate([heading, paragraph], [whole(50), lines(5)], area, 0);
    expect(placements).toEqual([
      { unit: 0, page: 0, top: 0, bottom: 50, lines: null },
      { unit: 1, page: 0, top: 50 + gapBefore('heading', 'paragraph'), bottom: 50 + gapBefore('heading', 'paragraph') + 50, lines: null },
    ]);
  });

  it('breaks a paragraph between its lines instead of moving it whole and leaving the foot of the page empty', () => {
    // 600 of figures, then 50 lines that do not fit below them, then more figures: the first page is filled with
    // the paragraph's first lines, and the rest goes above the figures on the second (two pages, not three).
    const placements = paginate([figures, paragraph, figures], [whole(600), lines(50), whole(600)], area, 0);
    const gap = gapBefore('figures', 'paragraph');
    const fitting = Math.floor((1000 - 600 - gap) / 10);
    expect(placements.slice(1)).toEqual([
      { unit: 1, page: 0, top: 600 + gap, bottom: 600 + gap + fitting * 10, lines: { from: 0, to: fitting } },
      { unit: 1, page: 1, top: 0, bottom: (50 - fitting) * 10, lines: { from: fitting, to: 50 } },
      expect.objectContaining({ unit: 2, page: 1 }),
    ]);
  });

  it('never leaves fewer than two lines of a paragraph at the foot or the head of a page', () => {
    // One line's room below the figures: the three-line paragraph cannot break, so it goes whole.
    const placements = paginate([figures, paragraph], [whole(1000 - gapBefore('figures', 'paragraph') - 15), lines(3)], area, 0);
    expect(placements[1]).toMatchObject({ page: 1, lines: null });
    for (const placed of paginate([figures, paragraph], [whole(600), lines(40)], area, 0).filter((piece) => piece.lines))
      expect(placed.lines!.to - placed.lines!.from).toBeGreaterThanOrEqual(LINES_TOGETHER);
  });

  it('never ends a page with a heading: the heading goes over with what it introduces', () => {
    const units = [figures, heading, figures];
    const placements = paginate(units, [whole(900), whole(50), whole(400)], area, 0);
    expect(placements.map((placed) => placed.page)).toEqual([0, 1, 1]);
  });

  it('balances the last pages rather than leaving the last one with a single unit', () => {
    // Taken in turn, three steps would fill the first page and leave the fourth alone on the second (30 %).
    const units = [step(), step(), step(), step(true)];
    const placements = paginate(
      units,
      units.map(() => whole(300)),
      area,
      0,
    );
    expect(placements.map((placed) => placed.page)).toEqual([0, 0, 1, 1]);
    expect(pageFills(placements, area, 0)).toEqual([0.6, 0.6]);
  });

  it('starts the first page below the contents, and leaves the contents alone on it when nothing else fits there', () => {
    expect(paginate([figures], [whole(300)], area, 500)[0]).toMatchObject({ page: 0, top: 500 });
    const placements = paginate([heading, figures], [whole(100), whole(600)], area, 700);
    expect(placements.map((placed) => [placed.page, placed.top])).toEqual([
      [1, 0],
      [1, 100 + gapBefore('heading', 'figures')],
    ]);
    expect(pageFills(placements, area, 700)[0]).toBe(0.7);
  });

  it('lets a unit taller than a page stand alone at the top of one rather than move it on and on', () => {
    const placements = paginate([figures, figures, figures], [whole(300), whole(1500), whole(300)], area, 0);
    expect(placements.map((placed) => [placed.page, placed.top])).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
  });
});
