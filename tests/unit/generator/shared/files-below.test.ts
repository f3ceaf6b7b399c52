import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesBelow } from '../../../../generator/shared/files-below.ts';

const root = mkdtempSync(join(tmpdir(), 'files-below-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
for (const file of ['b.md', 'a.json', 'en/insights/z.md', 'en/insights/media/x.svg', 'fr/index.md']) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), '');
}
mkdirSync(join(root, 'empty'));

describe('filesBelow', () => {
  it('lists every file below a folder, sorted, as posix paths relative to it, however the folder is written', () => {
    const all = ['a.json', 'b.md', 'en/insights/media/x.svg', 'en/insights/z.md', 'fr/index.md'];
    expect(filesBelow(root)).toEqual(all);
    expect(filesBelow(`${root}/`)).toEqual(all);
    expect(filesBelow(join(root, 'en', '..'))).toEqual(all);
    expect(filesBelow(relative(process.cwd(), root))).toEqual(all);
  });

  it('keeps the files whose name the filter keeps, and fails on a folder that is not there', () => {
    expect(filesBelow(root, (name) => !name.endsWith('.md'))).toEqual(['a.json', 'en/insights/media/x.svg']);
    expect(filesBelow(join(root, 'empty'))).toEqual([]);
    expect(() => filesBelow(join(root, 'missing'))).toThrow(/ENOENT/);
  });
});
