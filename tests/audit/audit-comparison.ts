// The audit beside an earlier build (pure): each page's LCP and TBT medians on both builds, audited in the same run
// with their runs taken in turn, so the host's slow minutes fall on both. "No worse" reads the pages together: the
// middle page's difference, since one page's medians of three runs moved by up to 0.3 s on their own on a two-core
// host (2026-12-04).
import { median, type RunFigures } from './audit-verdict.ts';

export interface ComparedPage {
  page: string;
  /** The earlier build's runs of this page, or none when that build has no such page. */
  before: RunFigures[];
  after: RunFigures[];
}

export interface Comparison {
  rows: { page: string; lcpBeforeMs: number; lcpAfterMs: number; tbtBeforeMs: number; tbtAfterMs: number }[];
  /** Pages the earlier build does not have, so not compared. */
  missing: string[];
  /** The middle page's LCP difference (after − before); negative when this build paints sooner. */
  lcpDifferenceMs: number;
  tbtDifferenceMs: number;
  /** This build's LCP is no later than the earlier one's on the middle page. */
  lcpNoWorse: boolean;
}

export function compareBuilds(pages: ComparedPage[]): Comparison {
  const compared = pages.filter((page) => page.before.length > 0);
  const rows = compared.map(({ page, before, after }) => ({
    page,
    lcpBeforeMs: median(before.map((run) => run.lcpMs)),
    lcpAfterMs: median(after.map((run) => run.lcpMs)),
    tbtBeforeMs: median(before.map((run) => run.tbtMs)),
    tbtAfterMs: median(after.map((run) => run.tbtMs)),
  }));
  const lcpDifferenceMs = rows.length ? median(rows.map((row) => row.lcpAfterMs - row.lcpBeforeMs)) : 0;
  return {
    rows,
    missing: pages.filter((page) => page.before.length === 0).map((page) => page.page),
    lcpDifferenceMs,
    tbtDifferenceMs: rows.length ? median(rows.map((row) => row.tbtAfterMs - row.tbtBeforeMs)) : 0,
    lcpNoWorse: rows.length > 0 && lcpDifferenceMs <= 0,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const signed = (ms: number) => `${ms > 0 ? '+' : ms < 0 ? '−' : '±'}${Math.abs(Math.round(ms))} ms`;

/** The comparison as a table and a closing line naming the earlier build. */
export function formatComparison(comparison: Comparison, baseline: string): string {
  const lines = [
    `Beside ${baseline}, audited in the same run, runs in turn:`,
    '',
    `| page | LCP ${baseline} | LCP now | difference | TBT ${baseline} | TBT now | difference |`,
    '|---|---|---|---|---|---|---|',
    ...comparison.rows.map(
      (row) =>
        `| ${row.page} | ${seconds(row.lcpBeforeMs)} | ${seconds(row.lcpAfterMs)} | ${signed(row.lcpAfterMs - row.lcpBeforeMs)} | ${Math.round(row.tbtBeforeMs)} ms | ${Math.round(row.tbtAfterMs)} ms | ${signed(row.tbtAfterMs - row.tbtBeforeMs)} |`,
    ),
  ];
  if (comparison.missing.length) lines.push('', `Not in ${baseline}, so not compared: ${comparison.missing.join(', ')}.`);
  const later = comparison.rows.filter((row) => row.lcpAfterMs > row.lcpBeforeMs).length;
  lines.push(
    '',
    `LCP ${comparison.lcpNoWorse ? 'no worse than' : 'later than'} ${baseline}'s: the middle page's difference ${signed(comparison.lcpDifferenceMs)} ` +
      `(later on ${later} of ${comparison.rows.length} pages); TBT's ${signed(comparison.tbtDifferenceMs)}.`,
  );
  return lines.join('\n');
}
