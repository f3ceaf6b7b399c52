import { describe, expect, it } from 'vitest';
import { auditVerdict, formatControl, formatVerdict, type PageFigures, type RunFigures } from '../../audit/audit-verdict.ts';

// The audit's verdict: medians that meet the targets are not enough; a visitor meets one page view, so no more than
// one single run in twenty may miss the LCP or TBT target.

const run = (lcpMs: number, tbtMs: number, ownLongTasksMs: number[] = []): RunFigures => ({
  lcpMs,
  tbtMs,
  fcpMs: 800,
  ttiMs: 1100,
  ownLongTasksMs,
});
const page = (name: string, runs: RunFigures[], change: Partial<PageFigures> = {}): PageFigures => ({
  page: name,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1000,
  tbtMs: 20,
  cls: 0,
  interactiveAfterPaintMs: 300,
  runs,
  ...change,
});
const good = (count: number) => Array.from({ length: count }, () => run(1000, 20));

describe('the audit verdict', () => {
  it('passes when every median meets the targets and at most 1 run in 20 misses one', () => {
    const verdict = auditVerdict([page('/en/', [...good(19), run(1300, 20)])]);
    expect(verdict).toMatchObject({ passes: true, missedRuns: 1, allRuns: 20 });
    expect(formatVerdict(verdict)).toMatch(/^PASS: 1 of 20 single runs over LCP 1\.2 s or TBT 50 ms/);
    expect(formatVerdict(verdict)).toContain("no script of the site's ran a task of 50 ms or more");
  });

  it('fails when more single runs miss, though every median meets the targets', () => {
    const verdict = auditVerdict([page('/en/', [...good(18), run(1000, 80), run(1300, 20)])]);
    expect(verdict.passes).toBe(false);
    expect(formatVerdict(verdict)).toMatch(/^FAIL: 2 of 20 single runs/);
  });

  it('fails on a median that misses, and names the page and the figure', () => {
    const verdict = auditVerdict([
      page('/en/', good(3)),
      page('/fr/audit/', good(3), { tbtMs: 61, scores: { performance: 98, accessibility: 100 }, interactiveAfterPaintMs: 900 }),
    ]);
    expect(verdict.passes).toBe(false);
    expect(verdict.pagesMissing).toEqual([
      { page: '/fr/audit/', misses: ['performance 98', 'TBT 61 ms', 'interactive 900 ms after first paint'] },
    ]);
  });

  it("fails when a script of the site's runs a long task, though every figure meets its target", () => {
    const verdict = auditVerdict([page('/en/', [...good(19), run(1000, 30, [62, 51])])]);
    expect(verdict).toMatchObject({ passes: false, missedRuns: 0, runsWithOwnLongTask: 1, longestOwnTaskMs: 62 });
    expect(formatVerdict(verdict)).toMatch(
      /^FAIL: 0 of 20 single runs .*a script of the site's ran a task of 50 ms or more in 1 run \(longest 62 ms\)\.$/,
    );
  });
});

describe('the control', () => {
  it("reports a blank page's medians and its runs over each target", () => {
    const line = formatControl([run(760, 55), run(790, 20), run(1250, 80), run(770, 30), run(780, 90)]);
    expect(line).toContain('5 runs between the pages');
    expect(line).toContain('TBT median 55 ms, 3 of 5 runs over 50 ms');
    expect(line).toContain('LCP median 0.78 s, 1 of 5 runs over 1.2 s');
  });
});
