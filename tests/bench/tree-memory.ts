// The memory of a command together with the processes it starts (a build's esbuild services, for one): what a CI
// runner's memory limit counts, where the command's own peak (report-usage.mjs) leaves them out.
import { readdirSync, readFileSync } from 'node:fs';

/** Kilobytes resident of `pid` and of every process below it, read from /proc; 0 for a process that is gone. */
export function treeRssKb(pid: number): number {
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    try {
      total += Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${current}/status`, 'utf8'))?.[1] ?? 0);
      // Each thread lists the processes it started.
      for (const task of readdirSync(`/proc/${current}/task`)) {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, 'utf8').trim();
        if (children) pending.push(...children.split(' ').map(Number));
      }
    } catch {
      // It ended between two reads.
    }
  }
  return total;
}

/**
 * Samples the resident memory of `pid` and the processes below it every `everyMs`, summed; `stop` gives the highest
 * sample in MB, or null where /proc cannot tell (not Linux). A sample can miss a peak shorter than its interval.
 */
export function watchTreeMemory(pid: number, everyMs = 50): { stop: () => number | null } {
  let readable = true;
  try {
    readFileSync(`/proc/${pid}/task/${pid}/children`);
  } catch {
    readable = false;
  }
  let highest = 0;
  const sample = () => (highest = Math.max(highest, treeRssKb(pid)));
  const timer = readable ? setInterval(sample, everyMs) : null;
  return {
    stop() {
      if (!timer) return null;
      clearInterval(timer);
      return Math.round(highest / 1024);
    },
  };
}
