// Preloaded into a command by the benchmark (`node --import ./report-usage.mjs …`): as the process exits, it
// writes its CPU time and peak memory to stderr, so the command measured is the real CLI, unchanged. Node preloads
// it into every worker thread too: only the main thread reports, as the process ends (a thread that ended early
// reported the process's figures so far, and the benchmark read that line first).
import { writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    const figures = { cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000), maxRssMb: Math.round(usage.maxRSS / 1024) };
    writeSync(2, `\nresource-usage ${JSON.stringify(figures)}\n`);
  });
}
