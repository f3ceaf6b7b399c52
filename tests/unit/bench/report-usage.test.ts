import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../support/temp-project.ts';

describe("the benchmark's usage report", () => {
  it('reports once, as the process ends, with the CPU time of threads that ended before it', () => {
    // A thread that uses 400 ms of CPU and ends, then the main thread uses 400 ms more: counted in the process's CPU
    // time, not by the clock, which a busy machine stretches (the figures would then fall short of 800 ms).
    const busy = [
      'const from = process.cpuUsage();',
      'const used = () => { const spent = process.cpuUsage(from); return (spent.user + spent.system) / 1000; };',
      'while (used() < 400);',
    ].join(' ');
    const script = `import { Worker } from 'node:worker_threads'; new Worker(${JSON.stringify(busy)}, { eval: true }).on('exit', () => { ${busy} });`;
    const run = spawnSync(process.execPath, ['--import', './tests/bench/report-usage.mjs', '--input-type=module', '-e', script], {
      cwd: projectRoot,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    const reports = [...run.stderr.matchAll(/^resource-usage (.*)$/gm)].map((match) => JSON.parse(match[1]!) as { cpuMs: number });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.cpuMs).toBeGreaterThanOrEqual(800);
  });
});
