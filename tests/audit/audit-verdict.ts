// Whether an audit passes (pure): the medians of every page meet the targets, and no more than one single run in
// twenty misses the LCP or TBT target. A median met on three runs says little about a visitor's one page view: the
// share of single runs over a target is what a visitor meets, so it is printed beside the medians and judged.

/** The targets (issue: fast on every machine): Lighthouse on a simulated mid-range phone. */
export const TARGETS = {
  score: 100,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0,
  /** Interactive (Lighthouse's TTI) at most this long after the first contentful paint. */
  interactiveAfterPaintMs: 500,
  /** The share of single runs that may miss the LCP or the TBT target. */
  missedRunShare: 1 / 20,
} as const;

export interface RunFigures {
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  ttiMs: number;
}

export interface PageFigures {
  page: string;
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Median of (TTI − FCP) over the page's runs. */
  interactiveAfterPaintMs: number;
  runs: RunFigures[];
}

/** A single run over the LCP or the TBT target. */
export function missesTarget(run: RunFigures): boolean {
  return run.lcpMs > TARGETS.lcpMs || run.tbtMs > TARGETS.tbtMs;
}

/** What keeps a page's medians from the targets, in words; empty when they meet them. */
export function medianMisses(page: PageFigures): string[] {
  const misses = Object.entries(page.scores)
    .filter(([, score]) => score < TARGETS.score)
    .map(([category, score]) => `${category} ${score}`);
  if (page.lcpMs > TARGETS.lcpMs) misses.push(`LCP ${(page.lcpMs / 1000).toFixed(2)} s`);
  if (page.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${Math.round(page.tbtMs)} ms`);
  if (page.cls > TARGETS.cls) misses.push(`CLS ${page.cls.toFixed(3)}`);
  if (page.interactiveAfterPaintMs > TARGETS.interactiveAfterPaintMs) {
    misses.push(`interactive ${Math.round(page.interactiveAfterPaintMs)} ms after first paint`);
  }
  return misses;
}

export interface Verdict {
  passes: boolean;
  /** Single runs over LCP or TBT, of all runs. */
  missedRuns: number;
  allRuns: number;
  /** Pages whose medians miss a target, with what they miss. */
  pagesMissing: { page: string; misses: string[] }[];
}

export function auditVerdict(pages: PageFigures[]): Verdict {
  const runs = pages.flatMap((page) => page.runs);
  const missedRuns = runs.filter(missesTarget).length;
  const pagesMissing = pages.map((page) => ({ page: page.page, misses: medianMisses(page) })).filter(({ misses }) => misses.length);
  return {
    passes: pagesMissing.length === 0 && missedRuns <= runs.length * TARGETS.missedRunShare,
    missedRuns,
    allRuns: runs.length,
    pagesMissing,
  };
}

/** The verdict in words: passing or not, and why. */
export function formatVerdict(verdict: Verdict): string {
  const share = `${verdict.missedRuns} of ${verdict.allRuns} single runs over LCP ${TARGETS.lcpMs / 1000} s or TBT ${TARGETS.tbtMs} ms`;
  const allowed = `at most 1 in ${Math.round(1 / TARGETS.missedRunShare)}`;
  const lines = [
    `${verdict.passes ? 'PASS' : 'FAIL'}: ${share} (${allowed}); medians missing a target on ${verdict.pagesMissing.length} pages.`,
  ];
  for (const { page, misses } of verdict.pagesMissing) lines.push(`- ${page}: ${misses.join(', ')}`);
  return lines.join('\n');
}
