import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../support/temp-project.ts';

const scratch = mkdtempSync(join(tmpdir(), 'site-run-as-child-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A script that runs `child` (a script's text) through runAsChild, as bin/site.js runs a first build on Node 20,
 * and prints whether it ran; `program` stands for Node where a start must fail.
 */
function runnerOf(child: string, program = process.execPath): string {
  const childFile = join(scratch, `child-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(childFile, child);
  const runner = join(scratch, `runner-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(
    runner,
    `import { runAsChild } from ${JSON.stringify(pathToFileURL(join(projectRoot, 'bin/run-as-child.js')).href)};
     const program = ${JSON.stringify(program)};
     const ran = await runAsChild({ file: program, args: [program, ${JSON.stringify(childFile)}], env: { ...process.env, STARTED_AGAIN: '1' } });
     console.log('ran as a child: ' + ran);`,
  );
  return runner;
}

describe('a start of `site` again as a child standing for the first', () => {
  it("prints through the first process's streams, with the environment given, and its exit code is the first's", () => {
    const runner = runnerOf(
      `console.log('built, started again: ' + process.env.STARTED_AGAIN); console.error('a warning'); process.exit(3);`,
    );
    const result = spawnSync(process.execPath, [runner], { encoding: 'utf8' });
    expect(result.stdout).toContain('built, started again: 1');
    expect(result.stderr).toContain('a warning');
    expect(result.stdout).toContain('ran as a child: true');
    expect(result.status).toBe(3);
  });

  it('ends the first process by the signal that ended it', () => {
    const runner = runnerOf(`process.kill(process.pid, 'SIGTERM'); setTimeout(() => {}, 5000);`);
    const result = spawnSync(process.execPath, [runner], { encoding: 'utf8' });
    expect(result.signal).toBe('SIGTERM');
    expect(result.status).toBeNull();
  });

  it('passes a stop signal sent to the first process on, and the first waits for the child to end', async () => {
    const runner = runnerOf(
      `process.on('SIGTERM', () => { console.log('removing the staging folder'); process.exit(143); });
       console.log('building'); setTimeout(() => {}, 20000);`,
    );
    const first = spawn(process.execPath, [runner], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    const building = new Promise<void>((resolve) =>
      first.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('building')) resolve();
      }),
    );
    const ended = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      first.on('close', (code, signal) => resolve({ code, signal })),
    );
    await building;
    first.kill('SIGTERM');
    // Had the first process ended on the signal itself, it would have ended by SIGTERM, before the child's last words.
    expect(await ended).toEqual({ code: 143, signal: null });
    expect(stdout).toContain('removing the staging folder');
  });

  it('ends the child by itself when the first process is killed by a signal it cannot pass on (SIGKILL)', async () => {
    const module = JSON.stringify(pathToFileURL(join(projectRoot, 'bin/run-as-child.js')).href);
    const runner = runnerOf(
      `import { endWithParent } from ${module};
       const watching = endWithParent(process.env, 50);
       console.log(JSON.stringify({ pid: process.pid, watching, variableLeft: 'SITE_STARTED_BY' in process.env }));
       setTimeout(() => {}, 20000);`,
    );
    const first = spawn(process.execPath, [runner], { stdio: ['ignore', 'pipe', 'ignore'] });
    const child = await new Promise<{ pid: number; watching: boolean; variableLeft: boolean }>((resolve) =>
      first.stdout.on('data', (chunk: Buffer) => resolve(JSON.parse(chunk.toString().split('\n')[0]!))),
    );
    expect(child).toMatchObject({ watching: true, variableLeft: false });
    first.kill('SIGKILL');
    // Gone, or ended and waiting for its new parent to collect it (a zombie).
    const ended = () => {
      try {
        return /^State:\s+Z/m.test(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      } catch {
        return true;
      }
    };
    const until = Date.now() + 10_000;
    while (!ended() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended()).toBe(true);
  });

  it('runs nothing and says so where the child cannot be started, so the caller runs the command itself', () => {
    const runner = runnerOf(`console.log('never');`, join(scratch, 'no-such-node'));
    const result = spawnSync(process.execPath, [runner], { encoding: 'utf8' });
    expect(result.stdout).not.toContain('never');
    expect(result.stdout).toContain('ran as a child: false');
    expect(result.status).toBe(0);
  });
});
