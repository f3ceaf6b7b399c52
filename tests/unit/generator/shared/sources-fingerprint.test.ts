import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fingerprintSources, type SourceGroup } from '../../../../generator/shared/sources-fingerprint.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'sources-fingerprint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let root: string;
let stamp: string;
let count = 0;

beforeEach(() => {
  root = join(scratch, `project-${count++}`);
  mkdirSync(join(root, 'site', 'chrome'), { recursive: true });
  writeFileSync(join(root, 'site', 'app.tsx'), 'export const App = 1;');
  writeFileSync(join(root, 'site', 'chrome', 'header.tsx'), 'export const Header = 1;');
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  stamp = join(root, '.cache', 'sources.json');
});

const groupsOf = (dir: string): SourceGroup[] => [
  { dir, folders: ['site'], files: ['package-lock.json'], keep: (name) => !name.endsWith('.md') },
];
/**
 * As a build long after the files were written: their stats are trusted at once. (A settling time of 0 was not enough:
 * a file written in the same millisecond the fingerprint begins has a later time than Date.now(), which drops the
 * fraction, and was taken for a change still settling.)
 */
const settled = (dir = root, salt = 'production') => fingerprintSources({ groups: groupsOf(dir), salt, stamp, settledMs: -60_000 });
/** The fingerprint made from the files alone, with no stamp to go by. */
const fresh = (dir = root, salt = 'production') =>
  fingerprintSources({ groups: groupsOf(dir), salt, stamp: join(scratch, `unkept-${count++}`, 'sources.json'), settledMs: 0 });
/** Past the step of the clock that stamps files' times, so that a write now shows in them. */
const nextTick = () => new Promise((resolve) => setTimeout(resolve, 30));

describe("a fingerprint of source files kept with their stats (the compiled CLI's and the bundle's keys)", () => {
  it('is the same whether it was kept or made again from the files', () => {
    const first = settled();
    expect(existsSync(stamp)).toBe(true);
    expect(settled()).toBe(first);
    expect(fresh()).toBe(first);
  });

  it('is returned from the stamp while every stat matches, without reading the files', () => {
    settled();
    const kept = JSON.parse(readFileSync(stamp, 'utf8'));
    writeFileSync(stamp, JSON.stringify({ ...kept, fingerprint: 'from-the-stamp' }));
    expect(settled()).toBe('from-the-stamp');
  });

  it('sees an edit that keeps the size and the modification time', async () => {
    const file = join(root, 'site', 'chrome', 'header.tsx');
    // A time in whole seconds, which utimes sets back exactly.
    const earlier = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, earlier, earlier);
    const first = settled();
    await nextTick();
    writeFileSync(file, 'export const Header = 2;');
    utimesSync(file, earlier, earlier);
    expect(statSync(file).mtimeMs).toBe(earlier.getTime());
    expect(settled()).not.toBe(first);
    expect(settled()).toBe(fresh());
  });

  it('sees a file added, removed or renamed in a folder below', async () => {
    const first = settled();
    await nextTick();
    writeFileSync(join(root, 'site', 'chrome', 'footer.tsx'), 'export const Footer = 1;');
    const added = settled();
    expect(added).not.toBe(first);
    await nextTick();
    renameSync(join(root, 'site', 'chrome', 'footer.tsx'), join(root, 'site', 'chrome', 'page-footer.tsx'));
    const renamed = settled();
    expect(renamed).not.toBe(added);
    await nextTick();
    rmSync(join(root, 'site', 'chrome', 'page-footer.tsx'));
    expect(settled()).toBe(first);
  });

  it('counts a missing folder or file as empty, and sees it appear', async () => {
    rmSync(join(root, 'package-lock.json'));
    const groups = [...groupsOf(root), { dir: root, folders: ['later'] }];
    const first = fingerprintSources({ groups, salt: 'production', stamp, settledMs: 0 });
    await nextTick();
    writeFileSync(join(root, 'package-lock.json'), '{}');
    const withLockfile = fingerprintSources({ groups, salt: 'production', stamp, settledMs: 0 });
    expect(withLockfile).not.toBe(first);
    await nextTick();
    mkdirSync(join(root, 'later'));
    writeFileSync(join(root, 'later', 'a.ts'), '');
    expect(fingerprintSources({ groups, salt: 'production', stamp, settledMs: 0 })).not.toBe(withLockfile);
  });

  it('leaves out what `keep` leaves out, and depends on the salt', async () => {
    const first = settled();
    await nextTick();
    writeFileSync(join(root, 'site', 'notes.md'), '# not a source');
    expect(settled()).toBe(first);
    expect(settled(root, 'development')).not.toBe(first);
    expect(settled(root, 'production')).toBe(first);
  });

  it('names files relative to their folder: the same sources elsewhere on disk have the same fingerprint', () => {
    const first = settled();
    const copy = join(scratch, `copy-${count++}`);
    cpSync(root, copy, { recursive: true });
    expect(fresh(copy)).toBe(first);
  });

  it('takes no stamp kept for a copy of the sources elsewhere (a cache folder two checkouts share)', async () => {
    const other = join(scratch, `other-${count++}`);
    cpSync(root, other, { recursive: true });
    await nextTick();
    writeFileSync(join(other, 'site', 'app.tsx'), 'export const App = 2;');
    const here = settled();
    // The same stamp file, for the copy: its own sources' fingerprint, not the one kept for the first folder.
    expect(settled(other)).toBe(fresh(other));
    expect(settled(other)).not.toBe(here);
    expect(settled()).toBe(here);
  });

  it('keeps no stamp while a source has only just changed (its next change could show the same times)', () => {
    const first = fingerprintSources({ groups: groupsOf(root), salt: 'production', stamp });
    expect(existsSync(stamp)).toBe(false);
    expect(first).toBe(fresh());
  });

  it('is made from the files again where the stamp cannot be read, and works where none can be written', () => {
    mkdirSync(join(root, '.cache'));
    writeFileSync(stamp, '{ not json');
    expect(settled()).toBe(fresh());
    expect(JSON.parse(readFileSync(stamp, 'utf8')).fingerprint).toBe(fresh());
    const inAFile = join(root, 'package-lock.json', 'sources.json');
    expect(fingerprintSources({ groups: groupsOf(root), salt: 'production', stamp: inAFile, settledMs: 0 })).toBe(fresh());
    expect(readdirSync(root).sort()).toEqual(['.cache', 'package-lock.json', 'site']);
  });
});
