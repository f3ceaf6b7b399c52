import { describe, expect, it } from 'vitest';
import type { Unit } from '../../../../generator/brochures/brochure-plan.ts';
import { balancedWidth, fittingSize } from '../../../../generator/brochures/fit-type.ts';
import { containerOf, gapBefore } from '../../../../generator/brochures/flow.ts';

describe('gapBefore and containerOf', () => {
  it('opens more space before a section than between its paragraphs, and none at the top of a page', () => {
    expect(gapBefore(null, 'heading')).toBe(0);
    expect(gapBefore('paragraph', 'heading')).toBeGreaterThan(gapBefore('paragraph', 'paragraph'));
    expect(gapBefore('list-item', 'list-item')).toBeLessThan(gapBefore('paragraph', 'paragraph'));
  });

  it('tags list items, features and steps as lists', () => {
    expect(['list-item', 'feature-row', 'step', 'paragraph', 'figures'].map((kind) => containerOf(kind as Unit['kind']))).toEqual([
      'L',
      'L',
      'L',
      null,
      null,
    ]);
  });
});

describe('balancedWidth', () => {
  // A title of 100 units of text wraps into ceil(100 / width) lines.
  const linesAt = (width: number) => Math.ceil(100 / width);

  it('narrows a title to the narrowest width that keeps its number of lines', () => {
    // At 60 it takes two lines (60 + 40); at 50 it still takes two (50 + 50): even lines.
    expect(balancedWidth(linesAt, 60)).toBe(50);
  });

  it('leaves a one-line title at full width', () => {
    expect(balancedWidth(linesAt, 120)).toBe(120);
  });
});

describe('fittingSize', () => {
  it('sets every figure of a band at the size the widest one fits at, within the bounds', () => {
    expect(fittingSize([2, 4, 3], 100, 28, 18)).toBe(25);
    expect(fittingSize([2, 3], 100, 28, 18)).toBe(28);
    expect(fittingSize([10], 100, 28, 18)).toBe(18);
  });
});
