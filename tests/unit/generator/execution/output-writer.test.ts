import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutputWriter } from '../../../../generator/execution/output-writer.ts';

let parent: string;
let outDir: string;
/** Where the writer keeps the folders of the output it replaces (in a build: a folder of its cache). */
let kept: string;
const openWriter = () => createOutputWriter(outDir, { keptFolders: kept });

/** The files under `folder`, as sorted paths with `/`. */
const filesUnder = (folder: string) =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'writer-'));
  kept = join(`${parent}-cache`, 'output-folders');
  outDir = join(parent, 'dist');
  mkdirSync(join(outDir, 'en'), { recursive: true });
  writeFileSync(join(outDir, 'en', 'index.html'), 'previous build');
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
  await rm(`${parent}-cache`, { recursive: true, force: true });
});

describe('createOutputWriter', () => {
  it('replaces the output folder only on commit', async () => {
    const writer = await openWriter();
    await writer.add([
      { path: 'en/index.html', contents: 'new build' },
      { path: 'page-data/en/page-data.json', contents: '{}' },
    ]);
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('previous build');
    const result = await writer.commit();
    expect(result).toEqual({ files: 2, bytes: 'new build'.length + 2 });
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('new build');
    // Nothing else where it is written; the replaced output is kept whole for the next build to write into.
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(filesUnder(kept)).toEqual(['en/index.html']);
    expect(readFileSync(join(kept, 'en', 'index.html'), 'utf8')).toBe('previous build');
  });

  it('leaves the previous output untouched when the build is aborted half-way', async () => {
    const writer = await openWriter();
    await writer.add([{ path: 'en/index.html', contents: 'half a build' }]);
    await writer.abort();
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('previous build');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('refuses two outputs at the same path', async () => {
    const writer = await openWriter();
    await writer.add([{ path: 'a.txt', contents: '1' }]);
    await expect(writer.add([{ path: 'a.txt', contents: '2' }])).rejects.toMatchObject({
      code: 'OutputCollision',
      message: expect.stringContaining('Two outputs claim a.txt'),
    });
    await writer.abort();
  });

  it('writes a batch larger than its memory limit completely (the caller waits for room instead of failing)', async () => {
    const writer = await openWriter();
    const big = 'x'.repeat(1024 * 1024);
    const files = Array.from({ length: 48 }, (_, index) => ({ path: `big/${index}.txt`, contents: big }));
    await writer.add(files);
    await writer.commit();
    expect(readdirSync(join(outDir, 'big'))).toHaveLength(48);
    expect(existsSync(join(outDir, 'en'))).toBe(false);
  });

  it('takes files other threads write into its folder: claimed first, counted, swapped in with the rest', async () => {
    const writer = await openWriter();
    await writer.add([{ path: 'sitemap.xml', contents: '<urlset/>' }]);
    writer.direct.claim(['en/index.html'], 'the build');
    mkdirSync(join(writer.direct.folder, 'en'), { recursive: true });
    writeFileSync(join(writer.direct.folder, 'en', 'index.html'), 'written by a thread');
    writer.direct.wrote('written by a thread'.length);
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('previous build');
    expect(await writer.commit()).toEqual({ files: 2, bytes: '<urlset/>'.length + 'written by a thread'.length });
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('written by a thread');
  });

  it('refuses a path claimed for a thread that the build has already written, and the other way round', async () => {
    const writer = await openWriter();
    await writer.add([{ path: 'a.txt', contents: '1' }]);
    expect(() => writer.direct.claim(['b.txt', 'a.txt'], 'the build')).toThrow(/Two outputs claim a\.txt/);
    writer.direct.claim(['c.txt'], 'the build');
    await expect(writer.add([{ path: 'c.txt', contents: '2' }])).rejects.toMatchObject({ code: 'OutputCollision' });
    await writer.abort();
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('leaves the previous output whole when a build that kept some of its files is aborted', async () => {
    writeFileSync(join(outDir, 'same.txt'), 'unchanged');
    const writer = await openWriter();
    await writer.add([
      { path: 'same.txt', contents: 'unchanged' },
      { path: 'en/index.html', contents: 'half a build' },
    ]);
    await writer.abort();
    expect(readFileSync(join(outDir, 'same.txt'), 'utf8')).toBe('unchanged');
    expect(statSync(join(outDir, 'same.txt')).nlink).toBe(1);
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('previous build');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('has no previous output to keep files from on a first build', async () => {
    await rm(outDir, { recursive: true });
    const writer = await openWriter();
    expect(writer.direct.previous).toBeNull();
    await writer.add([{ path: 'en/index.html', contents: 'first build' }]);
    await writer.commit();
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('first build');
  });

  it('gives the build after a first one its folders to write into: the same files under other names', async () => {
    await rm(outDir, { recursive: true });
    const first = await openWriter();
    await first.add([
      { path: 'en/services/index.html', contents: 'services' },
      { path: 'en/index.html', contents: 'home' },
      { path: 'robots.txt', contents: 'User-agent: *' },
    ]);
    await first.commit();
    const inode = (path: string) => statSync(path).ino;
    expect(filesUnder(kept)).toEqual(['en/index.html', 'en/services/index.html', 'robots.txt']);
    expect(inode(join(kept, 'en', 'services', 'index.html'))).toBe(inode(join(outDir, 'en', 'services', 'index.html')));
    const live = inode(join(outDir, 'en', 'index.html'));
    // The second build writes into them: what it writes again with the same bytes is the first build's file, kept.
    const second = await openWriter();
    await second.add([
      { path: 'en/index.html', contents: 'home' },
      { path: 'robots.txt', contents: 'User-agent: * (changed)' },
    ]);
    // The live output is untouched until the swap, though the second build replaced a name of its file.
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *');
    await second.commit();
    expect(filesUnder(outDir)).toEqual(['en/index.html', 'robots.txt']);
    expect(inode(join(outDir, 'en', 'index.html'))).toBe(live);
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: * (changed)');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('keeps a file whose bytes are unchanged (the same file, linked), writes the others, and swaps as before', async () => {
    writeFileSync(join(outDir, 'same.txt'), 'unchanged');
    writeFileSync(join(parent, 'cached.png'), 'a share card');
    writeFileSync(join(outDir, 'card.png'), 'a share card');
    const inode = (path: string) => statSync(path).ino;
    const before = {
      same: inode(join(outDir, 'same.txt')),
      card: inode(join(outDir, 'card.png')),
      page: inode(join(outDir, 'en', 'index.html')),
    };
    const output = await openWriter();
    expect(output.direct.previous).toBe(outDir);
    await output.add([
      { path: 'same.txt', contents: 'unchanged' },
      { path: 'card.png', copyFrom: join(parent, 'cached.png') },
      { path: 'en/index.html', contents: 'new build' },
    ]);
    expect(await output.commit()).toEqual({ files: 3, bytes: 'unchanged'.length + 'a share card'.length + 'new build'.length });
    expect(inode(join(outDir, 'same.txt'))).toBe(before.same);
    expect(inode(join(outDir, 'card.png'))).toBe(before.card);
    expect(inode(join(outDir, 'en', 'index.html'))).not.toBe(before.page);
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('new build');
    // The replaced output is kept for the next build: an unchanged file's other name is there.
    expect(readdirSync(parent).sort()).toEqual(['cached.png', 'dist']);
    expect(filesUnder(kept)).toEqual(['card.png', 'en/index.html', 'same.txt']);
    expect(inode(join(kept, 'same.txt'))).toBe(before.same);
    expect(readFileSync(join(kept, 'en', 'index.html'), 'utf8')).toBe('previous build');
  });

  it('fails the commit with the reason when a file cannot be written, and keeps the previous output', async () => {
    const output = await openWriter();
    // A name longer than any file system takes.
    await output.add([{ path: `en/${'x'.repeat(300)}.html`, contents: 'a file' }]);
    await output.add([{ path: 'later.txt', contents: 'after the failure' }]);
    await expect(output.commit()).rejects.toMatchObject({ code: 'OutputUnwritable', message: expect.stringMatching(/ENAMETOOLONG/) });
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('previous build');
    expect(readdirSync(parent)).toEqual(['dist']);
  });

  it('writes into the output the build before it left: keeps what is unchanged, never writes over a file, deletes the rest', async () => {
    mkdirSync(join(outDir, 'en', 'gone'), { recursive: true });
    writeFileSync(join(outDir, 'en', 'gone', 'index.html'), 'a page since removed');
    writeFileSync(join(outDir, 'same.txt'), 'unchanged');
    writeFileSync(join(outDir, 'changing.txt'), 'first version');
    const inode = (path: string) => statSync(path).ino;
    const folderOfEn = inode(join(outDir, 'en'));
    const original = inode(join(outDir, 'same.txt'));
    const open = async () => {
      const output = await openWriter();
      return output;
    };
    const second = await open();
    await second.add([
      { path: 'en/index.html', contents: 'second build' },
      { path: 'same.txt', contents: 'unchanged' },
      { path: 'changing.txt', contents: 'first version' },
    ]);
    await second.commit();
    // The first output is kept; a file left in it by anything else must not reach a build.
    writeFileSync(join(kept, 'en', 'stray.txt'), 'not from the build');
    const third = await open();
    await third.add([
      { path: 'en/index.html', contents: 'third build' },
      { path: 'fr/index.html', contents: 'troisième' },
      { path: 'same.txt', contents: 'unchanged' },
      { path: 'changing.txt', contents: 'second version' },
    ]);
    // The kept file had another name in the live output: that file is as it was until the swap.
    expect(readFileSync(join(outDir, 'changing.txt'), 'utf8')).toBe('first version');
    await third.commit();
    expect(filesUnder(outDir)).toEqual(['changing.txt', 'en/index.html', 'fr/index.html', 'same.txt']);
    expect(readFileSync(join(outDir, 'changing.txt'), 'utf8')).toBe('second version');
    expect(readFileSync(join(outDir, 'en', 'index.html'), 'utf8')).toBe('third build');
    // The same folder, and the same unchanged file, through both builds; the second output is kept in turn.
    expect(inode(join(outDir, 'en'))).toBe(folderOfEn);
    expect(inode(join(outDir, 'same.txt'))).toBe(original);
    expect(filesUnder(kept)).toEqual(['changing.txt', 'en/index.html', 'same.txt']);
    expect(readFileSync(join(kept, 'changing.txt'), 'utf8')).toBe('first version');
  });

  it('writes a folder where an earlier output had a file, a file where it had a folder, and never through a link', async () => {
    writeFileSync(join(outDir, 'en', 'feed'), 'a file, later a folder');
    mkdirSync(join(outDir, 'fr', 'flux'), { recursive: true });
    writeFileSync(join(outDir, 'fr', 'flux', 'index.html'), 'a folder, later a file');
    const outside = join(parent, 'outside.txt');
    writeFileSync(outside, 'not the output');
    const second = await openWriter();
    await second.add([{ path: 'en/index.html', contents: 'second build' }]);
    await second.commit();
    symlinkSync(outside, join(kept, 'en', 'linked.txt'));
    const third = await openWriter();
    await third.add([
      { path: 'en/feed/index.html', contents: 'now a folder' },
      { path: 'fr/flux', contents: 'now a file' },
      { path: 'en/linked.txt', contents: 'a file of its own' },
    ]);
    await third.commit();
    expect(filesUnder(outDir)).toEqual(['en/feed/index.html', 'en/linked.txt', 'fr/flux']);
    expect(readFileSync(join(outDir, 'en', 'feed', 'index.html'), 'utf8')).toBe('now a folder');
    expect(readFileSync(join(outDir, 'fr', 'flux'), 'utf8')).toBe('now a file');
    expect(lstatSync(join(outDir, 'en', 'linked.txt')).isSymbolicLink()).toBe(false);
    expect(readFileSync(outside, 'utf8')).toBe('not the output');
  });

  it('commits a build that writes nothing into the kept folders, and aborts one, without waiting for their listing', async () => {
    const first = await openWriter();
    await first.add([{ path: 'en/index.html', contents: 'first build' }]);
    await first.commit();
    const second = await openWriter();
    await second.add([{ path: 'en/index.html', contents: 'second build' }]);
    await second.commit();
    const empty = await openWriter();
    expect(await empty.commit()).toEqual({ files: 0, bytes: 0 });
    expect(filesUnder(outDir)).toEqual([]);
    const aborted = await openWriter();
    await aborted.abort();
    expect(filesUnder(outDir)).toEqual([]);
  });

  it('refuses a path claimed as a file and as a folder, in either order', async () => {
    const writer = await openWriter();
    await writer.add([{ path: 'en/feed.xml', contents: '<feed/>' }]);
    await expect(writer.add([{ path: 'en/feed.xml/index.html', contents: 'a page' }])).rejects.toMatchObject({
      code: 'OutputCollision',
      message: expect.stringContaining('Two outputs claim en/feed.xml'),
    });
    writer.direct.claim(['fr/flux/index.html'], 'the build');
    expect(() => writer.direct.claim(['fr/flux'], 'the build')).toThrow(/Two outputs claim fr\/flux/);
    await writer.add([{ path: 'fr/flux/page-data.json', contents: '{}' }]);
    await writer.abort();
  });

  it('deletes the output it replaces where another build has left its folders to keep meanwhile', async () => {
    const first = await openWriter();
    await first.add([{ path: 'en/index.html', contents: 'one' }]);
    await first.commit();
    const second = await openWriter();
    expect(existsSync(kept)).toBe(false);
    mkdirSync(join(kept, 'de'), { recursive: true });
    await second.add([{ path: 'fr/index.html', contents: 'deux' }]);
    await second.commit();
    expect(filesUnder(outDir)).toEqual(['fr/index.html']);
    expect(readdirSync(parent)).toEqual(['dist']);
    expect(readdirSync(kept)).toEqual(['de']);
  });

  it('keeps no folders where it is given nowhere to keep them, or the output it replaces has none', async () => {
    const writer = await createOutputWriter(outDir);
    await writer.add([{ path: 'en/index.html', contents: 'second build' }]);
    await writer.commit();
    expect(readdirSync(parent)).toEqual(['dist']);
    rmSync(join(outDir, 'en'), { recursive: true });
    writeFileSync(join(outDir, 'flat.txt'), 'no folder');
    const flat = await openWriter();
    await flat.add([{ path: 'en/index.html', contents: 'third build' }]);
    await flat.commit();
    expect(existsSync(kept)).toBe(false);
    expect(readdirSync(parent)).toEqual(['dist']);
  });
});
