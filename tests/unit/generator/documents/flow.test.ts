import { describe, expect, it } from 'vitest';
import type { Unit } from '../../../../generator/documents/brochure-plan.ts';
import { balancedWidth, fittingSize } from '../../../../generator/documents/fit-type.ts';
import { containerOf, gapBefore, keepHeight, placement, WHOLE_SECTION } from '../../../../generator/documents/flow.ts';

const page = { top: 100, bottom: 700 };
const heading: Unit = { kind: 'heading', number: '01', title: 'A section', intro: null, anchor: 'a' };
const paragraph: Unit = { kind: 'paragraph', runs: [] };

describe('placement', () => {
  it('places a unit where it fits and moves it to the next page where it does not', () => {
    expect(placement(500, 150, 0, page)).toBe('here');
    expect(placement(500, 250, 0, page)).toBe('next-page');
    expect(placement(500, 150, 100, page)).toBe('next-page');
  });

  it('leaves a unit taller than a page at the top of its page rather than moving it on and on', () => {
    expect(placement(100, 900, 0, page)).toBe('here');
  });
});

describe('keepHeight', () => {
  it('keeps a short section whole, so it starts on a page that holds all of it', () => {
    const units = [heading, paragraph, paragraph, heading];
    expect(keepHeight(units, [50, 60, 60, 50], 0, 600)).toBe(
      gapBefore('heading', 'paragraph') + 60 + gapBefore('paragraph', 'paragraph') + 60,
    );
  });

  it('lets a long section break between its units, keeping only the first one with its heading', () => {
    const units = [heading, paragraph, paragraph, paragraph];
    const tall = (600 * WHOLE_SECTION) / 2;
    expect(keepHeight(units, [50, tall, tall, tall], 0, 600)).toBe(gapBefore('heading', 'paragraph') + tall);
  });

  it('asks nothing more of units that are not headings', () => {
    expect(keepHeight([paragraph, paragraph], [60, 60], 0, 600)).toBe(0);
  });
});

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
