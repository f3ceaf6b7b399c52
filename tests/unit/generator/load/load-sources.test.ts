import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSources } from '../../../../generator/load/load-sources.ts';
import { createFixtureProject, type TempProject } from '../../../support/temp-project.ts';

let project: TempProject;
let cacheDir: string;

beforeAll(async () => {
  project = await createFixtureProject('load-sources');
  cacheDir = join(project.root, '.load-cache');
});
afterAll(async () => {
  await project.remove();
});

/** The documents as the later stages see them, by file. */
const byFile = async (cache?: string) =>
  new Map((await loadSources(project.root, cache)).documents.map((document) => [document.file, { ...document, lineOf: 0, positionOf: 0 }]));

describe('loadSources with the markdown cache', () => {
  it('gives the same documents from the cache as from the parser, and parses again only what changed', async () => {
    const parsed = await byFile();
    const cold = await byFile(cacheDir);
    const warm = await byFile(cacheDir);
    expect(cold).toEqual(parsed);
    expect(warm).toEqual(parsed);

    const file = 'content/en/legal/index.md';
    const path = join(project.root, file);
    await writeFile(path, `${await readFile(path, 'utf8')}\nA sentence added since the last build, with [a link](/en/contact/).\n`);
    const edited = await byFile(cacheDir);
    expect(JSON.stringify(edited.get(file)!.body)).toContain('A sentence added since the last build');
    expect(edited.get(file)!.references.at(-1)).toMatchObject({ kind: 'link', target: '/en/contact/' });
    for (const [other, document] of edited) if (other !== file) expect(document, other).toEqual(parsed.get(other));
  });

  it('parses a text that several documents share once, and gives it to each of them', async () => {
    const copy = join(project.root, 'content/en/legal-copy/index.md');
    await mkdir(join(copy, '..'), { recursive: true });
    await writeFile(copy, await readFile(join(project.root, 'content/en/legal/index.md'), 'utf8'));
    try {
      const cold = await byFile(join(project.root, '.shared-text-cache'));
      const [original, twin] = [cold.get('content/en/legal/index.md')!, cold.get('content/en/legal-copy/index.md')!];
      expect(JSON.stringify(original.body)).toContain('Publisher');
      expect(twin.body).toEqual(original.body);
    } finally {
      await rm(join(copy, '..'), { recursive: true, force: true });
    }
  });

  it('reports a broken document once, by file and line, when its markdown was not cached yet', async () => {
    const broken = join(project.root, 'content/en/broken.md');
    await writeFile(broken, '---\ntemplate: legal\ntitle: 42\n---\n\nA body that no build parsed before.\n');
    try {
      const error = await loadSources(project.root, join(project.root, '.broken-cache')).catch((thrown: unknown) => thrown);
      expect(error).toMatchObject({ code: 'FrontMatterInvalid', location: { file: 'content/en/broken.md', line: 3 } });
    } finally {
      await rm(broken, { force: true });
    }
  });
});
