// One build in its own process, so the benchmark measures cold starts, CPU and peak memory honestly.
// Prints one JSON line: { pages, bytes, milliseconds, cpuMs, maxRssMb, stages }.
import { buildSite } from '../../generator/build.ts';

const [root, outDir, cacheDir] = process.argv.slice(2) as [string, string, string];
const stages: Record<string, number> = {};
const summary = await buildSite({
  root,
  outDir,
  cacheDir,
  logger: { stage: (name, _detail, ms) => (stages[name] = Math.round(ms)), info() {}, warn() {} },
});
const usage = process.resourceUsage();
console.log(
  JSON.stringify({
    pages: summary.pages,
    bytes: summary.bytes,
    milliseconds: Math.round(summary.milliseconds),
    cpuMs: Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000),
    maxRssMb: Math.round(usage.maxRSS / 1024),
    stages,
  }),
);
