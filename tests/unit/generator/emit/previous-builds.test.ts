import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carryOverAssets } from '../../../../generator/emit/previous-builds.ts';

describe('carryOverAssets', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'history-'));
  mkdirSync(join(outDir, 'assets'));
  for (const file of ['a1.js', 'a2.js', 'b1.js', 'shared.js']) writeFileSync(join(outDir, 'assets', file), file);
  const previous = {
    builds: [
      { hash: 'b', files: ['assets/b1.js', 'assets/shared.js'] },
      { hash: 'a', files: ['assets/a1.js', 'assets/a2.js', 'assets/gone.js'] },
    ],
  };

  it('keeps the files of the last builds that the new one does not have', () => {
    const { files, history } = carryOverAssets(previous, { hash: 'c', files: ['assets/c1.js', 'assets/shared.js'] }, 2, outDir);
    expect(files.filter((file) => 'copyFrom' in file).map((file) => file.path)).toEqual(['assets/b1.js', 'assets/a1.js', 'assets/a2.js']);
    expect(history.builds.map((build) => build.hash)).toEqual(['c', 'b', 'a']);
  });

  it('keeps only as many builds as configured, and none with 0', () => {
    expect(carryOverAssets(previous, { hash: 'c', files: [] }, 1, outDir).history.builds.map((build) => build.hash)).toEqual(['c', 'b']);
    const none = carryOverAssets(previous, { hash: 'c', files: [] }, 0, outDir);
    expect(none.files.filter((file) => 'copyFrom' in file)).toEqual([]);
  });

  it('does not list the same build twice when nothing changed (identical rebuilds stay byte-identical)', () => {
    const { history } = carryOverAssets(previous, { hash: 'b', files: ['assets/b1.js', 'assets/shared.js'] }, 2, outDir);
    expect(history.builds.map((build) => build.hash)).toEqual(['b', 'a']);
  });
});
