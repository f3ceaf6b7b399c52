// `npm run load [-- --rounds N] [--seconds S] [--connections C] [--dir DIR]`: a bounded load test of `site serve`.
// The real CLI serves a fresh build (or DIR) in its own process on 127.0.0.1; autocannon sends it the mix a
// browser does (HTML, page data, scripts and styles, images), with compression negotiated as browsers do.
// Each round prints requests/s, latency percentiles, errors and the server's resident memory; memory must
// stay flat from round to round. Exits non-zero on any error or on growing memory. Figures, not timed tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';
import { projectRoot } from '../support/temp-project.ts';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1]!;
};
const ROUNDS = Number(option('rounds', '8'));
const SECONDS = Number(option('seconds', '6'));
const CONNECTIONS = Number(option('connections', '32'));
/** Growth of resident memory over the run that counts as a leak. */
const MAX_MEMORY_GROWTH = 0.15;

/** Share of each kind of request in the mix, roughly a browsing session with a warm HTTP cache for fonts. */
const MIX = { html: 0.35, pageData: 0.25, code: 0.2, image: 0.15, notFound: 0.05 } as const;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** A shuffled request list in the proportions of MIX; every connection walks through it in a loop. */
function requestMix(files: string[]): Request[] {
  const pick = (pattern: RegExp) => files.filter((file) => pattern.test(file));
  const kinds: Record<keyof typeof MIX, string[]> = {
    html: pick(/^[a-z]{2}(-[a-z]{2})?\/(.+\/)?index\.html$/).map((file) => `/${file.replace(/index\.html$/, '')}`),
    pageData: pick(/^page-data\/.+\.json$/).map((file) => `/${file}`),
    code: pick(/^assets\/.+\.(js|css)$/).map((file) => `/${file}`),
    image: pick(/^assets\/images\/.+\.(webp|avif)$/).map((file) => `/${file}`),
    notFound: ['/en/no-such-page/', '/fr/pas-de-page/', '/en-gb/insights/missing/'],
  };
  const total = 2000;
  const paths: string[] = [];
  for (const [kind, share] of Object.entries(MIX) as [keyof typeof MIX, number][]) {
    const candidates = kinds[kind];
    for (let index = 0; index < Math.round(total * share); index += 1) paths.push(candidates[(index * 7919) % candidates.length]!);
  }
  // A fixed shuffle (linear congruential), so that runs are comparable.
  let seed = 42;
  for (let index = paths.length - 1; index > 0; index -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const other = seed % (index + 1);
    [paths[index], paths[other]] = [paths[other]!, paths[index]!];
  }
  return paths.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip', accept: '*/*' } }));
}

/** Starts `site serve` in its own process and resolves with its URL once it listens. */
function startServer(dir: string): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/site.js'), 'serve', '--dir', dir, '--port', '0', '--host', '127.0.0.1'], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('exit', (code) => reject(new Error(`site serve exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(chunk.toString());
      if (match) resolve({ url: match[1]!, child });
    });
  });
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface Round {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  rssMiB: number;
}

async function main() {
  const given = process.argv.includes('--dir') ? option('dir', 'dist') : null;
  const dir = given ?? (await mkdtemp(join(tmpdir(), 'site-load-')));
  if (!given) await buildSite({ root: projectRoot, outDir: dir, logger: silentLogger });
  const requests = requestMix(await listFiles(dir));
  const { url, child } = await startServer(dir);
  child.removeAllListeners('exit');
  const rounds: Round[] = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests });
      rounds.push({
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        requests: result.requests.total,
        // Not-found pages answer 404 on purpose; anything else outside 2xx/3xx is an error.
        errors: result.errors + result.timeouts + (result['5xx'] ?? 0),
        rssMiB: residentMiB(child.pid!),
      });
      process.stderr.write(`round ${round + 1}/${ROUNDS} done\n`);
    }
  } finally {
    child.kill();
    if (!given) await rm(dir, { recursive: true, force: true });
  }
  const lines = [
    `${CONNECTIONS} connections, ${SECONDS} s per round, ${requests.length} requests in the mix (HTML ${MIX.html * 100} %, page data ${MIX.pageData * 100} %, JS/CSS ${MIX.code * 100} %, images ${MIX.image * 100} %, not found ${MIX.notFound * 100} %)`,
    '',
    '| round | requests/s | p50 | p90 | p99 | max | requests | errors | server RSS |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rounds.map(
      (round, index) =>
        `| ${index + 1} | ${Math.round(round.requestsPerSecond)} | ${round.p50} ms | ${round.p90} ms | ${round.p99} ms | ${round.max} ms | ${round.requests} | ${round.errors} | ${round.rssMiB.toFixed(0)} MiB |`,
    ),
  ];
  console.log(lines.join('\n'));
  const errors = rounds.reduce((sum, round) => sum + round.errors, 0);
  // Resident memory wobbles with the allocator (compression buffers come and go, a round at a time); a leak
  // keeps climbing. So the second half of the run is compared with the first, on average.
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const half = Math.max(1, Math.floor(rounds.length / 2));
  const growth =
    rounds.length > 1
      ? mean(rounds.slice(half).map((round) => round.rssMiB)) / mean(rounds.slice(0, half).map((round) => round.rssMiB)) - 1
      : 0;
  console.log(
    `\nerrors: ${errors}; server memory, second half of the run against the first: ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %`,
  );
  if (errors > 0) process.exitCode = 1;
  if (growth > MAX_MEMORY_GROWTH) {
    console.log(`Memory grew by more than ${MAX_MEMORY_GROWTH * 100} % over the run: look for a leak.`);
    process.exitCode = 1;
  }
}

await main();
