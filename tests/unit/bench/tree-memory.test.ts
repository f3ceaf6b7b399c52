import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { treeRssKb, watchTreeMemory } from '../../bench/tree-memory.ts';

// A process that starts a child holding 120 MB of memory it touched, reports when it holds it, and waits to be ended.
const parentScript = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', "const b = Buffer.alloc(120 * 1024 * 1024, 1); console.log('holding'); setInterval(() => b[0]++, 1000);"], { stdio: ['ignore', 'pipe', 'inherit'] });
child.stdout.on('data', () => console.log('ready'));
process.on('SIGTERM', () => { child.kill(); process.exit(0); });
`;

describe.runIf(existsSync('/proc/self/task'))('the memory of a command and the processes it starts', () => {
  it("counts a child process's memory with its parent's, and the highest sample once stopped", async () => {
    const parent = spawn(process.execPath, ['-e', parentScript], { stdio: ['ignore', 'pipe', 'inherit'] });
    const watch = watchTreeMemory(parent.pid!, 20);
    try {
      await new Promise<void>((resolve) => parent.stdout.once('data', () => resolve()));
      // The parent's own memory and the child's 120 MB, at least.
      const parentKb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${parent.pid}/status`, 'utf8'))![1]);
      expect(treeRssKb(parent.pid!)).toBeGreaterThan(parentKb + 120 * 1024);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      parent.kill();
      await new Promise((resolve) => parent.once('exit', resolve));
    }
    expect(watch.stop()).toBeGreaterThan(150);
    expect(treeRssKb(parent.pid!)).toBe(0);
  });
});
