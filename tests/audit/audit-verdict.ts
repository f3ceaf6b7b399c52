// Whether an audit passes (pure): the medians of every page meet the targets, no more than one single run in twenty
// misses the LCP or TBT target, and no script the site serves runs a long task. A median met on three runs says little
// about a visitor's one page view: the share of single runs over a target is what a visitor meets, so it is printed
// beside the medians and judged. A blank page audited between the site's pages (the control) shows what the host
// and Lighthouse cost any page in the same hour: it is reported, never judged.

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
  /** A task is long from this length on the simulated phone (Lighthouse's and TBT's threshold). */
  longTaskMs: 50,
} as const;

export interface RunFigures {
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  ttiMs: number;
  /** The simulated lengths of the run's long tasks that ran a script the site serves (Lighthouse's attribution). */
  ownLongTasksMs: number[];
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

/** The longest task of the site's scripts over some runs, or 0 when none was long. */
export function longestOwnTask(runs: RunFigures[]): number {
  return Math.max(0, ...runs.flatMap((run) => run.ownLongTasksMs));
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
  /** Runs in which a script the site serves ran a long task, and the longest such task (0 when none did). */
  runsWithOwnLongTask: number;
  longestOwnTaskMs: number;
}

export function auditVerdict(pages: PageFigures[]): Verdict {
  const runs = pages.flatMap((page) => page.runs);
  const missedRuns = runs.filter(missesTarget).length;
  const pagesMissing = pages.map((page) => ({ page: page.page, misses: medianMisses(page) })).filter(({ misses }) => misses.length);
  const runsWithOwnLongTask = runs.filter((run) => run.ownLongTasksMs.length > 0).length;
  return {
    passes: pagesMissing.length === 0 && missedRuns <= runs.length * TARGETS.missedRunShare && runsWithOwnLongTask === 0,
    missedRuns,
    allRuns: runs.length,
    pagesMissing,
    runsWithOwnLongTask,
    longestOwnTaskMs: longestOwnTask(runs),
  };
}

/** The verdict in words: passing or not, and why. */
export function formatVerdict(verdict: Verdict): string {
  const share = `${verdict.missedRuns} of ${verdict.allRuns} single runs over LCP ${TARGETS.lcpMs / 1000} s or TBT ${TARGETS.tbtMs} ms`;
  const allowed = `at most 1 in ${Math.round(1 / TARGETS.missedRunShare)}`;
  const ownTasks = verdict.runsWithOwnLongTask
    ? `a script of the site's ran a task of ${TARGETS.longTaskMs} ms or more in ${verdict.runsWithOwnLongTask} run${verdict.runsWithOwnLongTask === 1 ? '' : 's'} (longest ${Math.round(verdict.longestOwnTaskMs)} ms)`
    : `no script of the site's ran a task of ${TARGETS.longTaskMs} ms or more`;
  const lines = [
    `${verdict.passes ? 'PASS' : 'FAIL'}: ${share} (${allowed}); medians missing a target on ${verdict.pagesMissing.length} pages; ${ownTasks}.`,
  ];
  for (const { page, misses } of verdict.pagesMissing) lines.push(`- ${page}: ${misses.join(', ')}`);
  return lines.join('\n');
}

/** The middle value (the upper of the two middle ones for an even count, as the table's medians). */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

/**
 * The control's runs in words: a blank page's TBT and LCP, audited between the site's pages in the same browser
 * settings. Whatever it misses, no change to the site can win back on this host in this hour.
 */
export function formatControl(runs: RunFigures[]): string {
  const overTbt = runs.filter((run) => run.tbtMs > TARGETS.tbtMs).length;
  const overLcp = runs.filter((run) => run.lcpMs > TARGETS.lcpMs).length;
  return (
    `Control, a blank page (a heading and a paragraph; no style sheet, font or script), ${runs.length} runs between the pages: ` +
    `TBT median ${Math.round(median(runs.map((run) => run.tbtMs)))} ms, ${overTbt} of ${runs.length} runs over ${TARGETS.tbtMs} ms; ` +
    `LCP median ${(median(runs.map((run) => run.lcpMs)) / 1000).toFixed(2)} s, ${overLcp} of ${runs.length} runs over ${TARGETS.lcpMs / 1000} s.`
  );
}
