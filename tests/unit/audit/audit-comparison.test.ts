import { describe, expect, it } from 'vitest';
import { compareBuilds, formatComparison } from '../../audit/audit-comparison.ts';
import type { RunFigures } from '../../audit/audit-verdict.ts';

// The audit beside an earlier build: whether this build's pages paint later, read over the pages together.

const runs = (...lcps: number[]): RunFigures[] => lcps.map((lcpMs) => ({ lcpMs, tbtMs: 30, fcpMs: 800, ttiMs: 1100, ownLongTasksMs: [] }));

describe('the comparison with an earlier build', () => {
  it('is no worse when the middle page paints no later, though one page does', () => {
    const comparison = compareBuilds([
      { page: '/en/', before: runs(1100, 1150, 1120), after: runs(1060, 1090, 1080) },
      { page: '/en/contact/', before: runs(1000, 1010, 990), after: runs(1040, 1050, 1030) },
      { page: '/en/audit/', before: runs(1200, 1210, 1190), after: runs(1180, 1170, 1190) },
    ]);
    expect(comparison.lcpDifferenceMs).toBe(-20);
    expect(comparison.lcpNoWorse).toBe(true);
    const text = formatComparison(comparison, 'abc1234');
    expect(text).toContain('| /en/contact/ | 1.00 s | 1.04 s | +40 ms | 30 ms | 30 ms | ±0 ms |');
    expect(text).toMatch(/LCP no worse than abc1234's: the middle page's difference −20 ms \(later on 1 of 3 pages\)/);
  });

  it('is worse when most pages paint later, and leaves out pages the earlier build lacks', () => {
    const comparison = compareBuilds([
      { page: '/en/', before: runs(1000, 1000, 1000), after: runs(1100, 1090, 1110) },
      { page: '/en/contact/', before: runs(1000, 1000, 1000), after: runs(1050, 1040, 1060) },
      { page: '/en/new/', before: [], after: runs(900, 900, 900) },
    ]);
    expect(comparison).toMatchObject({ lcpNoWorse: false, lcpDifferenceMs: 100, missing: ['/en/new/'] });
    const text = formatComparison(comparison, 'abc1234');
    expect(text).toContain('Not in abc1234, so not compared: /en/new/.');
    expect(text).toMatch(/LCP later than abc1234's: the middle page's difference \+100 ms \(later on 2 of 2 pages\)/);
  });
});
