import { linkSync, lstatSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyOrKeep, writeFilesInto, writeOrKeep } from '../../../../generator/execution/unchanged-files.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'unchanged-files-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const at = (name: string) => join(folder, name);
const sameFile = (a: string, b: string) => statSync(at(a)).ino === statSync(at(b)).ino;

describe.each([
  ['text', (target: string, bytes: Buffer, previous: string | null) => writeOrKeep(target, bytes.toString(), previous)],
  ['bytes', (target: string, bytes: Buffer, previous: string | null) => writeOrKeep(target, new Uint8Array(bytes), previous)],
])('writeOrKeep, given %s', (_, write) => {
  it('links the previous file where it holds the same bytes', () => {
    writeFileSync(at('old'), 'the page');
    write(at('new'), Buffer.from('the page'), at('old'));
    expect(sameFile('old', 'new')).toBe(true);
    expect(statSync(at('new')).nlink).toBe(2);
  });

  it('writes the file where the bytes differ, leaving the previous one as it was', () => {
    writeFileSync(at('old'), 'the page, before');
    write(at('new'), Buffer.from('the page, after'), at('old'));
    expect(sameFile('old', 'new')).toBe(false);
    expect(readFileSync(at('new'), 'utf8')).toBe('the page, after');
    expect(readFileSync(at('old'), 'utf8')).toBe('the page, before');
  });

  it('writes the file where there is no previous one, or no previous output', () => {
    write(at('new'), Buffer.from('a new page'), at('missing'));
    write(at('other'), Buffer.from('another page'), null);
    expect(readFileSync(at('new'), 'utf8')).toBe('a new page');
    expect(readFileSync(at('other'), 'utf8')).toBe('another page');
  });

  it('writes a file where the previous one is a symbolic link, even to the same bytes', () => {
    writeFileSync(at('elsewhere'), 'the page');
    symlinkSync(at('elsewhere'), at('old'));
    write(at('new'), Buffer.from('the page'), at('old'));
    expect(lstatSync(at('new')).isFile()).toBe(true);
    expect(readFileSync(at('new'), 'utf8')).toBe('the page');
  });

  it('keeps a file already there with the same bytes, as it is', () => {
    writeFileSync(at('new'), 'the page');
    const before = statSync(at('new')).ino;
    write(at('new'), Buffer.from('the page'), null);
    expect(statSync(at('new')).ino).toBe(before);
  });

  it('replaces a file already there with other bytes, never writing into it (it may have another name)', () => {
    writeFileSync(at('live'), 'the page, before');
    linkSync(at('live'), at('new'));
    write(at('new'), Buffer.from('the page, after'), null);
    expect(readFileSync(at('new'), 'utf8')).toBe('the page, after');
    expect(readFileSync(at('live'), 'utf8')).toBe('the page, before');
    writeFileSync(at('old'), 'the page, after');
    linkSync(at('live'), at('relinked'));
    write(at('relinked'), Buffer.from('the page, after'), at('old'));
    expect(sameFile('old', 'relinked')).toBe(true);
    expect(readFileSync(at('live'), 'utf8')).toBe('the page, before');
  });
});

describe('writeOrKeep, in buffers it keeps between pages', () => {
  it('writes and compares pages of any length and script, one after another', () => {
    const long = `${'é – ü ✓ '.repeat(60_000)}end`; // about 900 KB of UTF-8, beyond the buffers it starts with
    expect(writeOrKeep(at('long'), long, null)).toBe(Buffer.byteLength(long));
    expect(writeOrKeep(at('short'), 'short', null)).toBe(5);
    expect(readFileSync(at('long'), 'utf8')).toBe(long);
    expect(readFileSync(at('short'), 'utf8')).toBe('short');
    // The same long page again is kept; a page that starts like the short one but is longer is not.
    writeOrKeep(at('long again'), long, at('long'));
    expect(sameFile('long', 'long again')).toBe(true);
    writeOrKeep(at('shortest'), 'shor', at('short'));
    expect(readFileSync(at('shortest'), 'utf8')).toBe('shor');
    expect(sameFile('short', 'shortest')).toBe(false);
  });

  it('compares a long file to its end, part by part: one that differs only in its last part is written', () => {
    const start = 'x'.repeat(700_000); // three of its buffer's lengths, and more
    writeFileSync(at('old'), `${start}before`);
    writeOrKeep(at('new'), `${start}after!`, at('old'));
    expect(sameFile('old', 'new')).toBe(false);
    expect(readFileSync(at('new'), 'utf8')).toBe(`${start}after!`);
    writeOrKeep(at('same'), `${start}before`, at('old'));
    expect(sameFile('old', 'same')).toBe(true);
  });
});

describe('copyOrKeep', () => {
  it('links the previous file where it holds the source’s bytes, and returns the size', () => {
    writeFileSync(at('cached'), 'a share card');
    writeFileSync(at('old'), 'a share card');
    expect(copyOrKeep(at('cached'), at('new'), at('old'))).toBe('a share card'.length);
    expect(sameFile('old', 'new')).toBe(true);
    expect(sameFile('cached', 'new')).toBe(false);
  });

  it('copies the source where the previous file differs, in size or only in its bytes, or is missing', () => {
    writeFileSync(at('cached'), 'a share card');
    writeFileSync(at('shorter'), 'a card');
    writeFileSync(at('same size'), 'A SHARE CARD');
    for (const [index, previous] of [at('shorter'), at('same size'), at('missing'), null].entries()) {
      expect(copyOrKeep(at('cached'), at(`new ${index}`), previous)).toBe('a share card'.length);
      expect(readFileSync(at(`new ${index}`), 'utf8')).toBe('a share card');
      expect(statSync(at(`new ${index}`)).nlink).toBe(1);
    }
    expect(readFileSync(at('same size'), 'utf8')).toBe('A SHARE CARD');
  });

  it('keeps a target that is the source under another name (an unchanged page, into kept folders)', () => {
    writeFileSync(at('live'), 'the page');
    linkSync(at('live'), at('kept'));
    expect(copyOrKeep(at('live'), at('kept'), at('live'))).toBe('the page'.length);
    expect(sameFile('live', 'kept')).toBe(true);
    // A symbolic link to the source is not the source: it is replaced by a file.
    symlinkSync(at('live'), at('link'));
    copyOrKeep(at('live'), at('link'), null);
    expect(lstatSync(at('link')).isSymbolicLink()).toBe(false);
    expect(readFileSync(at('link'), 'utf8')).toBe('the page');
  });
});

describe('writeFilesInto', () => {
  it('writes text, bytes and copies into their folders, keeping the unchanged ones, and counts their bytes', () => {
    writeFileSync(at('cached.png'), 'a share card');
    const first = join(folder, 'first');
    const second = join(folder, 'second');
    const files = [
      { path: 'en/index.html', contents: 'the page' },
      { path: 'en/data.bin', contents: Buffer.from([1, 2, 3]) },
      { path: 'assets/card.png', copyFrom: at('cached.png') },
    ];
    expect(writeFilesInto(first, null, files, new Set())).toBe('the page'.length + 3 + 'a share card'.length);
    const changed = [{ path: 'en/index.html', contents: 'the page, edited' }, ...files.slice(1)];
    writeFilesInto(second, first, changed, new Set());
    expect(readFileSync(join(second, 'en/index.html'), 'utf8')).toBe('the page, edited');
    expect(statSync(join(second, 'en/index.html')).ino).not.toBe(statSync(join(first, 'en/index.html')).ino);
    expect(statSync(join(second, 'en/data.bin')).ino).toBe(statSync(join(first, 'en/data.bin')).ino);
    expect(statSync(join(second, 'assets/card.png')).ino).toBe(statSync(join(first, 'assets/card.png')).ino);
  });
});
