import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearKilledBuilds, leftoversOf, processRuns } from '../../../../generator/execution/killed-builds.ts';

let parent: string;
let outDir: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), 'site-killed-builds-'));
  outDir = join(parent, 'dist');
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** A folder holding one file that says what it is. */
function folder(name: string, says = name, modifiedAt?: number): string {
  const path = join(parent, name);
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, 'index.html'), says);
  if (modifiedAt !== undefined) utimesSync(path, modifiedAt, modifiedAt);
  return path;
}

const names = () => readdirSync(parent).sort();
const live = new Set([4242]);
const runs = (pid: number) => live.has(pid);

describe('what killed builds leave beside their output', () => {
  it("finds the output's own temporary and moved-aside folders by their names, and nothing else", () => {
    for (const name of [
      'dist',
      '.dist.tmp-123',
      '.dist.old-45',
      '.dist2.tmp-7',
      '.dist.tmp-abc',
      '.dist.tmp-0',
      'dist.tmp-9',
      '.dist.new-8',
    ])
      folder(name);
    expect(leftoversOf(outDir).sort((a, b) => a.pid - b.pid)).toEqual([
      { path: join(parent, '.dist.old-45'), kind: 'old', pid: 45 },
      { path: join(parent, '.dist.tmp-123'), kind: 'tmp', pid: 123 },
    ]);
    expect(leftoversOf(join(parent, 'missing', 'dist'))).toEqual([]);
  });

  it("removes a dead build's folders, and leaves a running build's and this process's own", () => {
    folder('dist');
    folder('.dist.tmp-101');
    folder('.dist.old-102');
    folder('.dist.tmp-4242');
    folder(`.dist.tmp-${process.pid}`);
    folder('.other.tmp-103');
    clearKilledBuilds(outDir, runs);
    expect(names()).toEqual(['.dist.tmp-4242', `.dist.tmp-${process.pid}`, '.other.tmp-103', 'dist'].sort());
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('dist');
  });

  it('puts back the newest output a killed build had moved aside, where the output itself is missing', () => {
    folder('.dist.old-201', 'older output', 1_000_000);
    folder('.dist.old-202', 'last output', 2_000_000);
    folder('.dist.tmp-202', 'unfinished');
    clearKilledBuilds(outDir, runs);
    expect(names()).toEqual(['dist']);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe('last output');
  });

  it("never puts back a running build's moved-aside output: that build swaps its own in", () => {
    folder('.dist.old-4242', 'being replaced');
    clearKilledBuilds(outDir, runs);
    expect(names()).toEqual(['.dist.old-4242']);
  });

  it('tells a running process from one that has ended', () => {
    expect(processRuns(process.pid)).toBe(true);
    // An id above the system's highest never names a process.
    const pidMax = Number(readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
    expect(processRuns(pidMax + 1)).toBe(false);
  });
});
