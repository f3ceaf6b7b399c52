import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  forgetOldKeptFolders,
  keepFolders,
  keepLinkedCopy,
  keptFoldersOf,
  listFolder,
  pruneListed,
} from '../../../../generator/execution/kept-folders.ts';
import { createClaims } from '../../../../generator/execution/output-writer.ts';

let output: string;
beforeEach(() => {
  output = mkdtempSync(join(tmpdir(), 'site-kept-folders-'));
});
afterEach(() => rmSync(output, { recursive: true, force: true }));

function put(path: string, contents = path): void {
  mkdirSync(dirname(join(output, path)), { recursive: true });
  writeFileSync(join(output, path), contents);
}

/** Every path left in the output, folders with a trailing `/`. */
function left(): string[] {
  return readdirSync(output, { recursive: true, withFileTypes: true })
    .map((entry) => `${join(entry.parentPath, entry.name).slice(output.length + 1)}${entry.isDirectory() ? '/' : ''}`)
    .sort();
}

function claimsOf(paths: string[]) {
  const claims = createClaims();
  for (const path of paths) claims.claim(path, 'the build');
  return claims;
}

describe('the folders of an earlier output, written into again', () => {
  it('lists their files and folders by their paths in the output', () => {
    for (const path of ['index.html', 'en/index.html', 'en/services/index.html', 'page-data/en/page-data.json']) put(path);
    mkdirSync(join(output, 'empty/inside'), { recursive: true });
    const listing = listFolder(output);
    expect(listing.files.sort()).toEqual(['en/index.html', 'en/services/index.html', 'index.html', 'page-data/en/page-data.json']);
    expect(listing.folders.sort()).toEqual(['empty', 'empty/inside', 'en', 'en/services', 'page-data', 'page-data/en']);
  });

  it('loses what the build did not write, and every folder left without a file of it', () => {
    for (const path of ['index.html', 'en/index.html', 'en/old-page/index.html', 'en/old-page/deep/x.json', 'stray.txt']) put(path);
    const listing = listFolder(output);
    // Written after the listing was taken: claimed, so kept though the listing never saw it.
    put('en/new-page/index.html');
    pruneListed(output, listing, claimsOf(['index.html', 'en/index.html', 'en/new-page/index.html']));
    expect(left()).toEqual(['en/', 'en/index.html', 'en/new-page/', 'en/new-page/index.html', 'index.html']);
  });

  it('leaves a path the build turned from a file into a folder, or from a folder into a file, as the build left it', () => {
    for (const path of ['feed.xml', 'about/index.html', 'about/team/index.html', 'old/a.html']) put(path);
    const listing = listFolder(output);
    // What the writers do with what is in the way of a claimed path (unchanged-files.ts).
    rmSync(join(output, 'feed.xml'));
    put('feed.xml/index.html');
    rmSync(join(output, 'about'), { recursive: true });
    put('about', 'now a file');
    pruneListed(output, listing, claimsOf(['feed.xml/index.html', 'about']));
    expect(left()).toEqual(['about', 'feed.xml/', 'feed.xml/index.html']);
  });
});

describe('a copy of a first output, kept for the next build', () => {
  let kept: string;
  beforeEach(() => {
    kept = join(`${output}-cache`, 'output-folders');
  });
  afterEach(() => rmSync(`${output}-cache`, { recursive: true, force: true }));

  it('has every folder of the output, deep or empty, and its files under other names', () => {
    for (const path of ['404.html', 'en/index.html', 'en/insights/ai/deep/index.html', 'page-data/en/page-data.json']) put(path);
    mkdirSync(join(output, 'empty/inside'), { recursive: true });
    expect(keepLinkedCopy(output, kept)).toBe(true);
    const listing = listFolder(kept);
    expect(listing.files.sort()).toEqual(['404.html', 'en/index.html', 'en/insights/ai/deep/index.html', 'page-data/en/page-data.json']);
    expect(listing.folders.sort()).toEqual(
      ['empty', 'empty/inside', 'en', 'en/insights', 'en/insights/ai', 'en/insights/ai/deep', 'page-data', 'page-data/en'].sort(),
    );
    for (const path of listing.files) expect(statSync(join(kept, path)).ino).toBe(statSync(join(output, path)).ino);
  });

  it('leaves folders kept there already (another build) as they are', () => {
    put('en/index.html', 'this build');
    mkdirSync(join(kept, 'en'), { recursive: true });
    writeFileSync(join(kept, 'en', 'index.html'), 'kept by another build');
    expect(keepLinkedCopy(output, kept)).toBe(false);
    expect(readFileSync(join(kept, 'en', 'index.html'), 'utf8')).toBe('kept by another build');
    expect(readFileSync(join(output, 'en', 'index.html'), 'utf8')).toBe('this build');
  });
});

describe('kept folders in a cache several outputs share', () => {
  const cache = () => `${output}-cache`;
  afterEach(() => rmSync(cache(), { recursive: true, force: true }));

  it('are kept in a place of each output folder’s own, the same for the same folder however it is named', () => {
    const dist = keptFoldersOf(cache(), join(output, 'dist'));
    expect(keptFoldersOf(cache(), join(output, 'x', '..', 'dist'))).toBe(dist);
    expect(keptFoldersOf(cache(), join(output, 'preview'))).not.toBe(dist);
    expect(keptFoldersOf(cache(), join(output, 'other', 'dist'))).not.toBe(dist);
    expect(dist.startsWith(join(cache(), 'output-folders', 'dist-'))).toBe(true);
  });

  it('are forgotten for all but the three latest outputs, the one just built always kept', () => {
    const keptAt = (name: string, secondsAgo: number) => {
      put(`${name}/en/index.html`);
      const kept = keptFoldersOf(cache(), join(output, `out-${name}`));
      expect(keepFolders(join(output, name), kept)).toBe(true);
      const time = new Date(Date.now() - secondsAgo * 1000);
      utimesSync(kept, time, time);
      return kept;
    };
    const oldest = keptAt('a', 40);
    const older = keptAt('b', 30);
    const newer = keptAt('c', 20);
    const newest = keptAt('d', 10);
    // The output just built was kept long ago (its build replaced nothing this time): it stays all the same.
    forgetOldKeptFolders(cache(), oldest);
    const left = readdirSync(join(cache(), 'output-folders')).sort();
    expect(left).toEqual([oldest, newer, newest].map((path) => path.slice(path.lastIndexOf('/') + 1)).sort());
    expect(readFileSync(join(newest, 'en', 'index.html'), 'utf8')).toBe('d/en/index.html');
    expect(left).not.toContain(older.slice(older.lastIndexOf('/') + 1));
  });

  it('are left alone, without failing the build, where the cache cannot be read', () => {
    writeFileSync(cache(), 'a file where the cache should be');
    expect(() => forgetOldKeptFolders(cache(), keptFoldersOf(cache(), join(output, 'dist')))).not.toThrow();
    rmSync(cache());
  });

  it('that a build’s removal left half gone are removed by the next', () => {
    mkdirSync(join(cache(), 'output-folders', '.gone-123-dist-abc', 'en'), { recursive: true });
    forgetOldKeptFolders(cache(), keptFoldersOf(cache(), join(output, 'dist')));
    expect(readdirSync(join(cache(), 'output-folders'))).toEqual([]);
  });
});
