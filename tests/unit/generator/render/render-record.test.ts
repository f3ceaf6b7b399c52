import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readRenderRecord, renderKey, writeRenderRecord } from '../../../../generator/render/render-record.ts';

let folder: string;
let outDir: string;
let record: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'render-record-'));
  outDir = join(folder, 'dist');
  record = join(folder, 'cache', 'dist-abc.pages.json');
  mkdirSync(join(outDir, 'en'), { recursive: true });
  writeFileSync(join(outDir, 'en', 'index.html'), '<p>home</p>');
  writeFileSync(join(outDir, 'en', 'legal.html'), '<p>legal</p>');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const keys = new Map([
  ['en/index.html', 'key-home'],
  ['en/legal.html', 'key-legal'],
]);

describe('the record of what an output’s pages were rendered from', () => {
  it('gives the key of each page whose file is still as it was written', () => {
    writeRenderRecord(record, outDir, { version: 'v1', keys });
    const previous = readRenderRecord(record, outDir, 'v1')!;
    expect(previous.keyOf('en/index.html')).toBe('key-home');
    expect(previous.keyOf('en/legal.html')).toBe('key-legal');
    expect(previous.keyOf('fr/index.html')).toBeUndefined();
  });

  it('gives no key for a file changed, replaced or removed since (another build, a hand edit)', () => {
    writeRenderRecord(record, outDir, { version: 'v1', keys });
    writeFileSync(join(outDir, 'en', 'index.html'), '<p>edited by hand, longer</p>');
    unlinkSync(join(outDir, 'en', 'legal.html'));
    const previous = readRenderRecord(record, outDir, 'v1')!;
    expect(previous.keyOf('en/index.html')).toBeUndefined();
    expect(previous.keyOf('en/legal.html')).toBeUndefined();
  });

  it('is nothing for another version of the generator or bundles, or when missing or unreadable', () => {
    writeRenderRecord(record, outDir, { version: 'v1', keys });
    expect(readRenderRecord(record, outDir, 'v2')).toBeNull();
    expect(readRenderRecord(join(folder, 'none.json'), outDir, 'v1')).toBeNull();
    writeFileSync(record, '{ not json');
    expect(readRenderRecord(record, outDir, 'v1')).toBeNull();
  });
});

describe('writing the record once the output is in place', () => {
  it('fails no build: where the cache cannot hold it, there is no record, and the next build renders every page', () => {
    // A file where the record's folder should be.
    writeFileSync(join(folder, 'cache'), 'not a folder');
    expect(() => writeRenderRecord(record, outDir, { version: 'v1', keys })).not.toThrow();
    expect(readRenderRecord(record, outDir, 'v1')).toBeNull();
  });
});

describe('a render key', () => {
  it('tells its parts apart: the same text split differently is another key', () => {
    expect(renderKey('ab', 'c')).not.toBe(renderKey('a', 'bc'));
    expect(renderKey('ab', 'c')).toBe(renderKey('ab', 'c'));
  });
});
