import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_FILES } from '../../generator/templates/template-registries.mjs';
import { runCli } from '../support/run-cli.ts';
import { createCodeCopy, projectRoot, type TempProject } from '../support/temp-project.ts';

// A template the site does not have, added the way site/templates/README.md says: its folder, its definition and a
// page in each language (tests/fixtures/new-template/), on a copy of the project. Nothing else is edited by hand.
const ADDITION = join(projectRoot, 'tests', 'fixtures', 'new-template');

let project: TempProject;
let build: Awaited<ReturnType<typeof runCli>>;

/** Every file under `folder` of `root`, relative to `root`. */
function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .sort();
}

/** `site build` run by the copy's own bin/site.js, as a developer of that project runs it. */
function buildCopy(): ReturnType<typeof runCli> {
  return runCli(['build'], { cwd: project.root, script: join(project.root, 'bin/site.js'), timeoutMs: 180_000 });
}

beforeAll(async () => {
  project = await createCodeCopy('new-template');
  await cp(ADDITION, project.root, { recursive: true });
  build = await buildCopy();
}, 240_000);

afterAll(async () => {
  await project.remove();
});

describe('a template added in its own files', () => {
  it('builds: its pages are rendered by its component from its own fields, in every language', () => {
    expect(build.code, build.stderr).toBe(0);
    const html = readFileSync(join(project.root, 'dist/en/cases/acme/index.html'), 'utf8');
    expect(html).toMatch(/<p class="[^"]+" data-client="true">Acme Freight Ltd<\/p>/);
    expect(html).toContain('<time dateTime="2026-03-02">March 2, 2026</time>');
    const fr = readFileSync(join(project.root, 'dist/fr/cases/acme/index.html'), 'utf8');
    expect(fr).toContain('Acme Fret ltée');
    expect(fr).toContain('2 mars 2026');
    // The regional locale has no page of its own: it shows its base language's, as every template's pages do.
    expect(readFileSync(join(project.root, 'dist/en-gb/cases/acme/index.html'), 'utf8')).toContain('Acme Freight Ltd');
  });

  it('gives its pages its own page data and a browser chunk of its own, which the page loads', () => {
    const data = JSON.parse(readFileSync(join(project.root, 'dist/page-data/en/cases/acme/page-data.json'), 'utf8'));
    expect(data.componentChunkName).toBe('component---site-templates-case-study-tsx');
    expect(data.result.template).toBe('case-study');
    expect(data.result.page).toMatchObject({ client: 'Acme Freight Ltd', delivered: { iso: '2026-03-02', label: 'March 2, 2026' } });
    const html = readFileSync(join(project.root, 'dist/en/cases/acme/index.html'), 'utf8');
    const chunk = html.match(/"component---site-templates-case-study-tsx":\{"js":\["(\/assets\/template-case-study-[^"]+\.js)"/);
    expect(chunk, 'the chunk map names its chunk').not.toBeNull();
    expect(readFileSync(join(project.root, 'dist', chunk![1]!), 'utf8')).toContain('data-client');
  });

  it('is registered by the build itself: the registries were written from the folders, nothing else changed', () => {
    for (const file of Object.values(REGISTRY_FILES)) {
      expect(readFileSync(join(project.root, file), 'utf8'), file).toContain('case-study');
    }
    const added = filesUnder(ADDITION, '.').filter((file) => !file.startsWith('content/'));
    for (const folder of ['bin', 'generator', 'site']) {
      const changed = filesUnder(project.root, folder).filter(
        (file) => !added.includes(file) && readFileSync(join(project.root, file), 'utf8') !== readFileSync(join(projectRoot, file), 'utf8'),
      );
      expect(changed, folder).toEqual(folder === 'bin' ? [] : Object.values(REGISTRY_FILES).filter((file) => file.startsWith(folder)));
    }
  });

  it('type-checks: its definition must fill the page data its folder declares, and its component reads it', async () => {
    const typeCheck = () =>
      promisify(execFile)(join(projectRoot, 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', project.root]).then(
        (result) => result.stdout,
        (error: { stdout: string }) => error.stdout,
      );
    expect(await typeCheck()).toBe('');
    const definition = join(project.root, 'generator/templates/case-study.ts');
    const text = readFileSync(definition, 'utf8');
    await writeFile(definition, text.replace(', delivered: page.date(frontMatter.delivered)', ''));
    try {
      expect(await typeCheck()).toMatch(/generator\/templates\/case-study\.ts.*'delivered' is missing/s);
    } finally {
      await writeFile(definition, text);
    }
  }, 120_000);

  it('refuses its own front matter without one of its fields, naming the file, line and field', async () => {
    const page = join(project.root, 'content/en/cases/acme.md');
    const text = readFileSync(page, 'utf8');
    await writeFile(page, text.replace('client: Acme Freight Ltd\n', ''));
    try {
      const result = await buildCopy();
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/content\/en\/cases\/acme\.md:\d+/);
      expect(result.stderr).toContain('"client" is missing');
    } finally {
      await writeFile(page, text);
    }
  }, 180_000);

  it('stops every command when a template folder lacks one of its files, naming the folder and the file', async () => {
    const definition = join(project.root, 'generator/templates/case-study.ts');
    const text = readFileSync(definition, 'utf8');
    await rm(definition);
    try {
      const result = await buildCopy();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('site/templates/case-study/: the template "case-study" needs generator/templates/case-study.ts');
    } finally {
      await writeFile(definition, text);
    }
  }, 180_000);
});
