// A file system without hard links (or an output on another device than the one it replaces): linking fails, and
// every file is written or copied instead.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyOrKeep, writeOrKeep } from '../../../../generator/execution/unchanged-files.ts';

vi.mock('node:fs', async (original) => ({
  ...(await original<typeof import('node:fs')>()),
  linkSync: () => {
    throw Object.assign(new Error('EXDEV: cross-device link not permitted'), { code: 'EXDEV' });
  },
}));

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'no-links-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});
const at = (name: string) => join(folder, name);

describe('where files cannot be linked', () => {
  it('writes a page the previous output holds with the same bytes, as a file of its own', () => {
    writeFileSync(at('old'), 'the page');
    expect(writeOrKeep(at('new'), 'the page', at('old'))).toBe('the page'.length);
    expect(readFileSync(at('new'), 'utf8')).toBe('the page');
    expect(statSync(at('new')).ino).not.toBe(statSync(at('old')).ino);
  });

  it('copies a cached file the previous output holds with the same bytes', () => {
    writeFileSync(at('cached'), 'a share card');
    writeFileSync(at('old'), 'a share card');
    expect(copyOrKeep(at('cached'), at('new'), at('old'))).toBe('a share card'.length);
    expect(readFileSync(at('new'), 'utf8')).toBe('a share card');
    expect(statSync(at('new')).nlink).toBe(1);
  });

  it('still keeps a file already there with the same bytes (no link needed)', () => {
    writeFileSync(at('new'), 'the page');
    const before = statSync(at('new')).ino;
    writeOrKeep(at('new'), 'the page', at('old'));
    expect(statSync(at('new')).ino).toBe(before);
  });
});
