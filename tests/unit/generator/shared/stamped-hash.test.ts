import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stampedHash } from '../../../../generator/shared/stamped-hash.js';

let dir: string;
let files: string[];
let stampFile: string;
/** How many times the files were read and hashed. */
let reads: number;
const contentsOf = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : 'missing');
/** A minute from now: every file written by the test has settled by then. */
const later = () => Date.now() + 60_000;

const hashNow = (options: { salt?: string; now?: number; files?: string[] } = {}) =>
  stampedHash({
    stampFile,
    files: options.files ?? files,
    salt: options.salt ?? 'esbuild 0.28.2',
    now: options.now ?? later(),
    contentHash: () => {
      reads += 1;
      return (options.files ?? files).map(contentsOf).join('|') + `|${options.salt ?? 'esbuild 0.28.2'}`;
    },
  });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stamped-hash-'));
  files = [join(dir, 'a.ts'), join(dir, 'b.ts')];
  writeFileSync(files[0]!, 'export const a = 1;');
  writeFileSync(files[1]!, 'export const b = 1;');
  stampFile = join(dir, 'cache', 'stamps.json');
  reads = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('stampedHash', () => {
  it('gives the hash of the contents, and reads no file for it again while none has changed', () => {
    const first = hashNow();
    expect(first).toBe('export const a = 1;|export const b = 1;|esbuild 0.28.2');
    expect(hashNow()).toBe(first);
    expect(hashNow()).toBe(first);
    expect(reads).toBe(1);
  });

  it('reads the files again after an edit of the same size, even with its modification time set back', () => {
    hashNow();
    const { atime, mtime } = statSync(files[0]!);
    writeFileSync(files[0]!, 'export const a = 2;');
    utimesSync(files[0]!, atime, mtime);
    expect(hashNow()).toBe('export const a = 2;|export const b = 1;|esbuild 0.28.2');
    expect(reads).toBe(2);
  });

  it('reads the files again for a new file, a removed one or another salt', () => {
    hashNow();
    const added = [...files, join(dir, 'c.ts')];
    writeFileSync(added[2]!, 'export const c = 1;');
    expect(hashNow({ files: added })).toContain('export const c = 1;');
    unlinkSync(files[1]!);
    expect(hashNow()).toBe('export const a = 1;|missing|esbuild 0.28.2');
    expect(hashNow({ salt: 'esbuild 0.29.0' })).toBe('export const a = 1;|missing|esbuild 0.29.0');
    expect(reads).toBe(4);
  });

  it('keeps no stamp while a file has just changed (a clock to the second could not tell the next edit apart)', () => {
    const now = Date.now();
    hashNow({ now });
    hashNow({ now });
    expect(reads).toBe(2);
    hashNow();
    hashNow();
    expect(reads).toBe(3);
  });

  it('keeps the stamps of several sets of sources (a dev bundle and a production one, two branches)', () => {
    hashNow({ salt: 'production' });
    hashNow({ salt: 'development' });
    hashNow({ salt: 'production' });
    hashNow({ salt: 'development' });
    expect(reads).toBe(2);
  });

  it('hashes the contents where its stamps cannot be read or kept', () => {
    hashNow();
    writeFileSync(stampFile, '{ not json');
    expect(hashNow()).toBe('export const a = 1;|export const b = 1;|esbuild 0.28.2');
    expect(reads).toBe(2);
    // Its folder is a file: nothing can be kept there, and the hash is the same.
    stampFile = join(files[0]!, 'stamps.json');
    expect(hashNow()).toBe('export const a = 1;|export const b = 1;|esbuild 0.28.2');
    expect(hashNow()).toBe('export const a = 1;|export const b = 1;|esbuild 0.28.2');
    expect(reads).toBe(4);
  });
});
