import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSources } from '../../../../generator/load/load-sources.ts';
import { loadSchemaKit } from '../../../../generator/templates/schema-kit.ts';
import { createFixtureProject, type TempProject } from '../../../support/temp-project.ts';

// The kit as it is, counted: what loading zod and the schemas amounts to.
vi.mock('../../../../generator/templates/schema-kit.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../generator/templates/schema-kit.ts')>();
  return { ...actual, loadSchemaKit: vi.fn(actual.loadSchemaKit) };
});

let project: TempProject;
let cacheDir: string;

beforeAll(async () => {
  project = await createFixtureProject('schema-loading');
  cacheDir = join(project.root, '.schema-loading-cache');
});
afterAll(async () => {
  await project.remove();
});
beforeEach(() => {
  vi.mocked(loadSchemaKit).mockClear();
});

describe('the front-matter schemas (and zod) in the load stage', () => {
  it('are loaded by a load that checks files, and not by one that takes every document from the cache', async () => {
    const cold = await loadSources(project.root, cacheDir, 'code-1');
    expect(loadSchemaKit).toHaveBeenCalledTimes(1);
    vi.mocked(loadSchemaKit).mockClear();
    const warm = await loadSources(project.root, cacheDir, 'code-1');
    expect(loadSchemaKit).not.toHaveBeenCalled();
    expect(warm.pages.map((document) => document.frontMatter)).toEqual(cold.pages.map((document) => document.frontMatter));
    expect(warm.outcomes.map((outcome) => outcome.outcome)).toEqual(cold.outcomes.map((outcome) => outcome.outcome));
  });

  it('are loaded again for one edited file, which is checked: a broken field is still reported', async () => {
    await loadSources(project.root, cacheDir, 'code-1');
    const file = join(project.root, 'content/en/legal/index.md');
    const original = await readFile(file, 'utf8');
    try {
      await writeFile(file, original.replace(/^description: .*$/m, 'description: Too short'));
      vi.mocked(loadSchemaKit).mockClear();
      await expect(loadSources(project.root, cacheDir, 'code-1')).rejects.toMatchObject({
        code: 'FrontMatterInvalid',
        location: { file: 'content/en/legal/index.md', field: 'description' },
      });
      expect(loadSchemaKit).toHaveBeenCalledTimes(1);
    } finally {
      await writeFile(file, original);
    }
  });
});
