// Timed builds for the benchmark: ours through the real CLI, and Eleventy's on the shared comparable content.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../support/temp-project.ts';
import { watchTreeMemory } from './tree-memory.ts';

export interface BuildFigures {
  pages: number;
  /** Pages rendered; the others were taken unchanged from the output the build replaced. */
  rendered: number;
  bytes: number;
  cpuMs: number;
  maxRssMb: number;
  /** With the processes it started (esbuild's), sampled every 50 ms, never below `maxRssMb`; null where unknown. */
  treeRssMb: number | null;
  /** Each stage's milliseconds, as `site build` prints them. */
  stages: Record<string, number>;
  /** Process start to exit. */
  wallMs: number;
}

export interface PeerFigures {
  pages: number;
  seconds: number;
}

/**
 * Waits until what earlier steps wrote has reached the disk (`sync`), so that a timed build does not share the machine
 * with the kernel writing back the one before it (a cold build leaves about 30 MB of new files, ten times that at
 * `--scale 10`). Done before each timed build, ours and Eleventy's alike; untimed.
 */
export function settleDisk(): void {
  spawnSync('sync', { stdio: 'ignore' });
}

/** Runs a command to its end, collecting its output; rejects on a non-zero exit. `started` is told its process id. */
function run(
  command: string,
  args: string[],
  started: (pid: number) => void = () => undefined,
  env: Record<string, string> = {},
): Promise<{ stdout: string; stderr: string; wallMs: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    if (child.pid !== undefined) started(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${stderr}`));
      resolve({ stdout, stderr, wallMs: performance.now() - start });
    });
  });
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/**
 * The Node options `npm run build` starts `site build` with: those of the `build` script in `package.json`, which must
 * read `node [options] bin/site.js build`. The bench starts the build with them as the script does, without npm's own
 * start; a script of another shape is an error, so the bench never times something else than what the script runs.
 */
export function buildScriptNodeOptions(manifest = readFileSync(join(projectRoot, 'package.json'), 'utf8')): string[] {
  const script = (JSON.parse(manifest) as { scripts?: Record<string, string> }).scripts?.build;
  const words = script?.trim().split(/\s+/) ?? [];
  const cli = words.indexOf('bin/site.js');
  if (words[0] !== 'node' || cli === -1 || words[cli + 1] !== 'build' || words.length !== cli + 2) {
    throw new Error(`package.json: the "build" script should read "node [options] bin/site.js build", not ${JSON.stringify(script)}`);
  }
  return words.slice(1, cli);
}

/** How a build is started, where it differs from `npm run build` (the settings bench's variants). */
export interface BuildVariant {
  /** Node's options, instead of those of the `build` script. */
  nodeOptions?: string[];
  /** Arguments after `build --out … --cache …` (`--without …`). */
  args?: string[];
  /** Environment variables set for it. */
  env?: Record<string, string>;
}

/**
 * One build with the real CLI (`site build`), as a user runs it (`npm run build`'s Node options), in its own process. A preloaded module reports
 * its CPU time and peak memory as it exits (the CPU time of every Node process of the build, the peak of the
 * largest); the stage lines are the ones `site build` prints.
 */
export async function cliBuild(root: string, outDir: string, cacheDir: string, variant: BuildVariant = {}): Promise<BuildFigures> {
  const usageReporter = join(projectRoot, 'tests/bench/report-usage.mjs');
  const cli = join(projectRoot, 'bin/site.js');
  let tree: ReturnType<typeof watchTreeMemory> | null = null;
  const { stdout, stderr, wallMs } = await run(
    process.execPath,
    [
      ...(variant.nodeOptions ?? buildScriptNodeOptions()),
      ...['--import', usageReporter, cli, '--root', root],
      ...['build', '--out', outDir, '--cache', cacheDir, ...(variant.args ?? [])],
    ],
    (pid) => (tree = watchTreeMemory(pid)),
    variant.env,
  );
  const treeRssMb = tree!.stop();
  const stages = Object.fromEntries([...stdout.matchAll(/^ {2}(\w+) +.*\((\d+) ms\)$/gm)].map((match) => [match[1]!, Number(match[2])]));
  // One line per process that reports (the build's own).
  const reports = [...stderr.matchAll(/^resource-usage (.*)$/gm)].map(
    (line) => JSON.parse(line[1]!) as { cpuMs: number; maxRssMb: number },
  );
  const usage = {
    cpuMs: reports.reduce((total, report) => total + report.cpuMs, 0),
    maxRssMb: Math.max(...reports.map((report) => report.maxRssMb)),
  };
  const pages = Number(/^Built (\d+) pages/m.exec(stdout)![1]);
  const unchanged = Number(/^ {2}render +\d+ pages \((\d+) unchanged/m.exec(stdout)?.[1] ?? 0);
  return {
    pages,
    rendered: pages - unchanged,
    bytes: folderBytes(outDir),
    stages,
    wallMs,
    ...usage,
    treeRssMb: treeRssMb === null ? null : Math.max(treeRssMb, usage.maxRssMb),
  };
}

/** The shared peer benchmark (Eleventy 3 on comparable content): beside the project, or where PEER_BENCH says. */
export const peerBench = process.env.PEER_BENCH ?? join(projectRoot, '..', 'shared', 'peer-bench');
export const peerAvailable = () => existsSync(join(peerBench, 'run.sh'));

/** The peer content's scale with about as many pages as ours: 15 locales × (30 + 3 per step above 1). */
export const peerScaleFor = (pages: number) => Math.max(1, Math.round((pages / 15 - 30) / 3) + 1);

/** One clean Eleventy build of the peer content (its script prints the median of the runs asked for: here one). */
export async function eleventyBuild(peerScale: number): Promise<PeerFigures> {
  const { stdout } = await run('bash', [join(peerBench, 'run.sh'), '--scale', String(peerScale), '--runs', '1']);
  return { pages: Number(/^eleventy_pages (\d+)/m.exec(stdout)![1]), seconds: Number(/^eleventy_seconds ([\d.]+)/m.exec(stdout)![1]) };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs, stage by stage. */
export function medianFigures(all: BuildFigures[]): BuildFigures {
  const of = (pick: (figures: BuildFigures) => number) => median(all.map(pick));
  const names = Object.keys(all[0]!.stages);
  return {
    pages: all[0]!.pages,
    rendered: of((figures) => figures.rendered),
    bytes: all[0]!.bytes,
    cpuMs: of((figures) => figures.cpuMs),
    maxRssMb: of((figures) => figures.maxRssMb),
    treeRssMb: all.some((figures) => figures.treeRssMb === null) ? null : of((figures) => figures.treeRssMb!),
    stages: Object.fromEntries(names.map((name) => [name, Math.round(of((figures) => figures.stages[name] ?? 0))])),
    wallMs: of((figures) => figures.wallMs),
  };
}

/** Adds `scale` × 29 synthetic insight articles per base language, made from the real ones. */
export function addSyntheticArticles(root: string, times: number): void {
  for (const language of ['en', 'fr']) {
    const folder = join(root, 'content', language, 'insights');
    const sources = readdirSync(folder).filter((file) => file.endsWith('.md') && file !== 'index.md');
    for (let index = 0; index < times * 29; index += 1) {
      const source = readFileSync(join(folder, sources[index % sources.length]!), 'utf8');
      const text = source.replace(/^title: (.*)$/m, (_line, title: string) => `title: "${title.replace(/"/g, '')} (${index + 1})"`);
      mkdirSync(join(folder, 'synthetic'), { recursive: true });
      writeFileSync(join(folder, 'synthetic', `article-${index + 1}.md`), text);
    }
  }
}
