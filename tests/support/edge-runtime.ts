// Runs a built site in Cloudflare's own runtime, offline: `wrangler pages dev` (workerd, with D1 as a local
// SQLite database) on a free port of 127.0.0.1, configured by the project's wrangler.toml and migrations.
// Needs Node 22 or later (wrangler 4): the edge tests run in the Node 24 pass of .ci/run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './temp-project.ts';

export interface EdgeRuntime {
  url: string;
  /** Runs SQL on the local D1 database through wrangler, as `wrangler d1 execute` would for an operator. */
  query<Row>(sql: string): Promise<Row[]>;
  close(): Promise<void>;
}

const WRANGLER = join(projectRoot, 'node_modules', '.bin', 'wrangler');

/** Wrangler must never wait on the network (tests run offline) or write outside the test's folder. */
function environment(state: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CI: 'true',
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    XDG_CONFIG_HOME: join(state, 'config'),
    NO_COLOR: '1',
  };
}

function run(args: string[], state: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(WRANGLER, args, { cwd: projectRoot, env: environment(state) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrangler ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Applies the D1 migrations to a fresh local database, then serves `dir` with its `_worker.js`. Close it in the test. */
export async function startEdgeRuntime(dir: string, bindings: Record<string, string> = {}): Promise<EdgeRuntime> {
  const state = await mkdtemp(join(tmpdir(), 'site-edge-'));
  const persist = join(state, 'd1');
  await run(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persist], state);
  const port = await freePort();
  const args = ['pages', 'dev', dir, '--ip', '127.0.0.1', '--port', String(port), '--persist-to', persist, '--log-level', 'warn'];
  for (const [name, value] of Object.entries(bindings)) args.push('--binding', `${name}=${value}`);
  // Its own process group, so that stopping it stops workerd too.
  const child: ChildProcess = spawn(WRANGLER, args, { cwd: projectRoot, env: environment(state), detached: true });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    await rm(state, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/en/`, { redirect: 'manual' }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await close();
      throw new Error(`wrangler pages dev did not answer within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async query<Row>(sql: string) {
      const text = await run(['d1', 'execute', 'DB', '--local', '--persist-to', persist, '--json', '--command', sql], state);
      return (JSON.parse(text.slice(text.indexOf('['))) as { results: Row[] }[])[0]!.results;
    },
    close,
  };
}
