import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSources } from '../../../../generator/load/load-sources.ts';
import type { ContentPage } from '../../../../generator/load/parse-content-page.ts';
import { referenceLine } from '../../../../generator/load/rich-text.ts';
import { createFixtureProject, projectRoot, type TempProject } from '../../../support/temp-project.ts';

let project: TempProject;
let cacheDir: string;

beforeAll(async () => {
  project = await createFixtureProject('load-sources');
  cacheDir = join(project.root, '.load-cache');
});
afterAll(async () => {
  await project.remove();
});

/** The documents as the later stages see them, by file (the markdown cache only, as under tests, unless a code version is given). */
const byFile = async (cache?: string, codeVersion: string | null = null) =>
  new Map(
    (await loadSources(project.root, cache, codeVersion)).pages.map((document) => [
      document.file,
      { ...document, lineOf: 0, positionOf: 0 },
    ]),
  );

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

describe('loadSources with the document cache', () => {
  const parsedFilesFile = (cache: string) => join(cache, 'parsed-files.bin');

  it('gives the same documents from the cache as from the parser, and makes again only an edited file', async () => {
    const cache = join(project.root, '.document-cache');
    const parsed = await byFile();
    const cold = await byFile(cache, 'code-1');
    const written = await stat(parsedFilesFile(cache));
    const warm = await byFile(cache, 'code-1');
    // Strictly: every field as the parser made it, an undefined one included.
    expect(cold).toStrictEqual(parsed);
    expect(warm).toStrictEqual(parsed);
    expect((await stat(parsedFilesFile(cache))).mtimeMs, 'an unchanged site leaves the cache as it was').toBe(written.mtimeMs);

    const file = 'content/en/legal/index.md';
    const path = join(project.root, file);
    const original = await readFile(path, 'utf8');
    try {
      await writeFile(path, original.replace('title: "Fixture legal notice"', 'title: "Legal notice, edited"'));
      const edited = await byFile(cache, 'code-1');
      expect(edited.get(file)!.frontMatter.title).toBe('Legal notice, edited');
      for (const [other, document] of edited) if (other !== file) expect(document, other).toStrictEqual(parsed.get(other));
    } finally {
      await writeFile(path, original);
    }
  });

  it('finds the line of a field in a document it took from the cache', async () => {
    const cache = join(project.root, '.document-lines-cache');
    await loadSources(project.root, cache, 'code-1');
    const { pages } = await loadSources(project.root, cache, 'code-1');
    const legal = pages.find((page) => page.file === 'content/en/legal/index.md')!;
    expect(legal.lineOf('title')).toBe(3);
    expect(legal.positionOf('title')).toMatchObject({ line: 3 });
  });

  it("makes a partial override again when its base changes, and finds its fields' lines from the cache", async () => {
    const cache = join(project.root, '.partial-override-cache');
    const [base, partial] = ['content/en/audit.md', 'content/en-gb/audit.md'].map((file) => join(project.root, file)) as [string, string];
    const original = await readFile(base, 'utf8');
    await writeFile(base, original.replace('  - type: features', '  - id: scope\n    type: features'));
    await writeFile(partial, '---\ntitle: "Fixture audit (UK)"\nsections:\n  - id: scope\n    title: "What we look at"\n---\n');
    const gbAudit = async () => (await loadSources(project.root, cache, 'code-1')).pages.find((d) => d.file === 'content/en-gb/audit.md')!;
    try {
      expect((await gbAudit()).frontMatter.title).toBe('Fixture audit (UK)');
      const kept = await gbAudit();
      // Merged at the base's index 1, written at the override's 0: its line is the override's.
      expect(kept.lineOf('sections.1.title')).toBe(5);
      expect(kept.lineOf('description')).toBeUndefined();
      await writeFile(base, (await readFile(base, 'utf8')).replace('What is recorded twice', 'What is typed twice'));
      expect(JSON.stringify((await gbAudit()).frontMatter.sections)).toContain('What is typed twice');
    } finally {
      await writeFile(base, original);
      await rm(partial, { force: true });
    }
  });

  it("keeps a rich text field's link without finding the field's line, which it still finds when asked", async () => {
    const cache = join(project.root, '.document-reference-cache');
    const file = 'content/en/services/questions.md';
    const path = join(project.root, file);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(
      path,
      '---\ntemplate: service\ntitle: Questions\ndescription: A description that is long enough to pass.\nsections:\n' +
        '  - type: questions\n    items:\n      - question: Who owns the code?\n        answer: "You do: see [the audit](/audit/)."\n' +
        '---\n\nRead [our approach](/approach/).\n',
    );
    try {
      // Made and kept, then taken from the cache: the same lines both times.
      for (let load = 0; load < 2; load += 1) {
        const { pages } = await loadSources(project.root, cache, 'code-1');
        const document = pages.find((candidate) => candidate.file === file)!;
        const lines = document.references.map((reference) => [reference.target, referenceLine(reference, document.lineOf)]);
        expect(lines).toEqual([
          ['/audit/', 9],
          ['/approach/', 12],
        ]);
      }
      // Kept as parsed, its field and its line in the field's text: the file's line would have meant parsing the
      // front matter again with positions, for every document a build keeps.
      const kept = deserialize(await readFile(parsedFilesFile(cache))) as Record<string, { page: ContentPage }>;
      const entry = Object.values(kept).find((candidate) => candidate.page.file === file)!;
      expect(entry.page.references[0]).toEqual({ kind: 'link', target: '/audit/', line: 1, field: 'sections.0.items.0.answer' });
    } finally {
      await rm(path, { force: true });
    }
  });

  it('keeps client outcomes too: the same outcome and lines from the cache, made again once edited', async () => {
    const cache = join(project.root, '.document-outcome-cache');
    const file = 'content/en/outcomes/customs-broker-invoices.md';
    const path = join(project.root, file);
    await mkdir(join(path, '..'), { recursive: true });
    const original = await readFile(join(projectRoot, file), 'utf8');
    await writeFile(path, original);
    const outcome = async (cacheDir?: string) => {
      const found = (await loadSources(project.root, cacheDir, cacheDir ? 'code-1' : null)).outcomes.find((one) => one.file === file)!;
      return { ...found, lineOf: found.lineOf('industry') };
    };
    try {
      const parsed = await outcome();
      expect(parsed.lineOf).toBe(4);
      expect(await outcome(cache)).toStrictEqual(parsed);
      expect(await outcome(cache)).toStrictEqual(parsed);
      const kept = deserialize(await readFile(parsedFilesFile(cache))) as Record<string, { outcome?: { file: string } }>;
      expect(Object.values(kept).filter((entry) => entry.outcome?.file === file)).toHaveLength(1);
      await writeFile(path, original.replace('Three months, a team of three', 'Three months, a team of four'));
      expect((await outcome(cache)).outcome.timeframe).toBe('Three months, a team of four');
    } finally {
      await rm(join(project.root, 'content/en/outcomes'), { recursive: true, force: true });
    }
  });

  it('keeps the catalogues too, French spacing applied: the same from the cache, made again once edited or broken', async () => {
    const cache = join(project.root, '.document-catalogue-cache');
    const file = join(project.root, 'locales/fr/translation.json');
    const original = await readFile(file, 'utf8');
    const french = async (cacheDir?: string) => (await loadSources(project.root, cacheDir, cacheDir ? 'code-1' : null)).translations.fr!;
    try {
      const parsed = await french();
      expect(await french(cache)).toStrictEqual(parsed);
      expect(await french(cache)).toStrictEqual(parsed);
      const kept = deserialize(await readFile(parsedFilesFile(cache))) as Record<string, { catalogue?: unknown }>;
      expect(Object.values(kept).filter((entry) => entry.catalogue)).toHaveLength(
        Object.keys((await loadSources(project.root)).translations).length,
      );
      const edited = JSON.parse(original) as { site: Record<string, string> };
      edited.site.skipToContent = 'Aller au contenu : maintenant';
      await writeFile(file, JSON.stringify(edited));
      // Made again from the edited text, with French spacing (a no-break space before the colon).
      expect(((await french(cache)).translation as { site: Record<string, string> }).site.skipToContent).toBe(
        'Aller au contenu\u00a0: maintenant',
      );
      await writeFile(file, '{ "site": 42 }');
      for (let load = 0; load < 2; load += 1) {
        const error = await loadSources(project.root, cache, 'code-1').catch((thrown: unknown) => thrown);
        expect(error).toMatchObject({ code: 'TranslationUnreadable', location: { file: 'locales/fr/translation.json' } });
      }
    } finally {
      await writeFile(file, original);
    }
  });

  it('takes nothing made by other code, and makes the documents again from a file it cannot read', async () => {
    const cache = join(project.root, '.document-code-cache');
    const parsed = await byFile();
    await byFile(cache, 'code-1');
    const before = await readFile(parsedFilesFile(cache));
    expect(await byFile(cache, 'code-2')).toStrictEqual(parsed);
    expect((await readFile(parsedFilesFile(cache))).equals(before), 'the entries of the other code are replaced').toBe(false);
    await writeFile(parsedFilesFile(cache), 'not what V8 serializes');
    expect(await byFile(cache, 'code-2')).toStrictEqual(parsed);
  });

  it('keeps the markdown of the documents it took whole, for a later edit of their front matter', async () => {
    const cache = join(project.root, '.document-markdown-cache');
    await byFile(cache, 'code-1');
    const markdown = await readFile(join(cache, 'markdown.json'), 'utf8');
    await byFile(cache, 'code-1');
    expect(await readFile(join(cache, 'markdown.json'), 'utf8')).toBe(markdown);
    expect(Object.keys(JSON.parse(markdown)).length).toBeGreaterThan(0);
  });

  it('never keeps a broken document: every load reports it', async () => {
    const cache = join(project.root, '.document-broken-cache');
    const broken = join(project.root, 'content/en/broken-twice.md');
    await writeFile(broken, '---\ntemplate: legal\ntitle: 42\n---\n\nA body.\n');
    try {
      for (let load = 0; load < 2; load += 1) {
        const error = await loadSources(project.root, cache, 'code-1').catch((thrown: unknown) => thrown);
        expect(error).toMatchObject({ code: 'FrontMatterInvalid', location: { file: 'content/en/broken-twice.md', line: 3 } });
      }
    } finally {
      await rm(broken, { force: true });
    }
  });
});
