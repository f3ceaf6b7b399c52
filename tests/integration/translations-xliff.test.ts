import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/run-cli.ts';
import { createFixtureProject, type TempProject } from '../support/temp-project.ts';

// The agency workflow on a copy of the fixture site (the real content is never touched): an edit of the English pages
// and strings, `site translations export --locale fr`, every unit translated by a test transformation, `import`, a
// build with the new text on the French pages; and each kind of bad file refused with its unit and line, nothing written.

let project: TempProject;
let exported: string;
const path = (file: string) => join(project.root, file);
const edit = (file: string, change: (text: string) => string) => writeFileSync(path(file), change(readFileSync(path(file), 'utf8')));
const cli = (...args: string[]) => runCli(['--root', project.root, ...args], { cwd: project.root, timeoutMs: 180_000 });

/** Every file of content/ and locales/, with its text: what an import must leave as it was when it refuses. */
const snapshot = (): Record<string, string> => {
  const files: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const name of readdirSync(path(dir))) {
      const file = `${dir}/${name}`;
      if (statSync(path(file)).isDirectory()) visit(file);
      else files[file] = readFileSync(path(file), 'utf8');
    }
  };
  visit('content');
  visit('locales');
  return files;
};

/** The test's translator: every word in capitals, inside codes too; the codes themselves left as they are. */
const translate = (xliff: string) =>
  xliff.replace(/<source>([\s\S]*?)<\/source>/g, (source, inner: string) => {
    const upper = inner.replace(/(^|>)([^<]*)/g, (_, before: string, words: string) => before + words.toUpperCase());
    return `${source}<target>${upper}</target>`;
  });

/** Imports a changed copy of the translated file; returns the CLI's result. */
const importChanged = async (change: (xliff: string) => string) => {
  writeFileSync(path('bad.xlf'), change(translate(exported)));
  return cli('translations', 'import', 'bad.xlf');
};

beforeAll(async () => {
  project = await createFixtureProject('translations-xliff');
  expect((await cli('translations', 'mark', '--all')).code).toBe(0);
  edit('content/en/audit.md', (text) =>
    text
      .replace(/^title: .*$/m, 'title: "A fresh audit"')
      .replace('What the audit covers, in a paragraph.', 'What the audit covers, with **[our method](/audit/)** and its {{steps}}.'),
  );
  edit('locales/en/translation.json', (text) => text.replace('"{{siteName}} home page"', '"{{siteName}} front page"'));
  const result = await cli('translations', 'export', '--locale', 'fr', '--out', 'fr.xlf');
  expect(result.code, result.stderr).toBe(0);
  expect(result.stdout).toContain('Wrote fr.xlf: 1 page and 1 string of fr to translate');
  exported = readFileSync(path('fr.xlf'), 'utf8');
}, 240_000);

afterAll(async () => {
  await project.remove();
});

describe('site translations export and import, on a copy of the fixture site', () => {
  it('exports the stale units with their context, limits and codes', () => {
    expect(exported).toContain('<trans-unit id="page:/audit/#title" extradata="');
    expect(exported).toMatch(/maxwidth="90" size-unit="char">\s*<source>A fresh audit<\/source>/);
    expect(exported).toContain('<g id="1" ctype="bold"><g id="2" ctype="link">our method</g></g>');
    expect(exported).toContain('<x id="3" ctype="x-placeholder" equiv-text="{{steps}}"/>');
    expect(exported).toContain('<trans-unit id="string:site.home"');
  });

  describe('refuses a bad file, naming the unit and its line, and changes nothing', () => {
    const refused = async (change: (xliff: string) => string, code: string, where: RegExp) => {
      const before = snapshot();
      const result = await importChanged(change);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`[${code}]`);
      expect(result.stderr).toMatch(where);
      expect(snapshot()).toEqual(before);
    };

    it('a unit whose source changed since the export', async () => {
      edit('content/en/audit.md', (text) => text.replace('title: "A fresh audit"', 'title: "A fresher audit"'));
      await refused((xliff) => xliff, 'XliffSourceChanged', /bad\.xlf:\d+ \(field page:\/audit\/#title\)/);
      edit('content/en/audit.md', (text) => text.replace('title: "A fresher audit"', 'title: "A fresh audit"'));
    });

    it('a broken placeholder', async () => {
      const broken = (xliff: string) => xliff.replace(/<target><x id="1"[^>]*\/>( FRONT PAGE<\/target>)/, '<target>{{siteName}}$1');
      await refused(
        broken,
        'XliffCodesChanged',
        /bad\.xlf:\d+ \(field string:site\.home\)\n.*<x id="1"\/> \(\{\{siteName\}\}\) is missing/,
      );
    });

    it('an unknown unit id', async () => {
      await refused(
        (xliff) => xliff.replace('id="page:/audit/#title"', 'id="page:/audit/#subtitle"'),
        'XliffUnknownUnit',
        /bad\.xlf:\d+ \(field page:\/audit\/#subtitle\)/,
      );
    });

    it('malformed XML', async () => {
      await refused((xliff) => xliff.replace('</note>', '</not>'), 'XliffUnreadable', /bad\.xlf:9:\d+\n/);
    });
  });

  it('imports every unit translated, marks them, and the build shows the new text on the French pages', async () => {
    writeFileSync(path('fr-done.xlf'), translate(exported));
    const result = await cli('translations', 'import', 'fr-done.xlf');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('wrote content/fr/audit.md');
    const page = readFileSync(path('content/fr/audit.md'), 'utf8');
    expect(page).toContain('title: "A FRESH AUDIT"');
    expect(page).toContain('WHAT THE AUDIT COVERS, WITH **[OUR METHOD](/audit/)** AND ITS {{steps}}.');
    const status = JSON.parse((await cli('translations', '--json')).stdout) as { pages: { state: string }[]; strings: { state: string }[] };
    expect([...status.pages, ...status.strings].filter((unit) => unit.state === 'stale')).toEqual([]);
    const built = await cli('build', '--out', 'dist-xliff');
    expect(built.code, built.stderr).toBe(0);
    const html = readFileSync(path('dist-xliff/fr/audit/index.html'), 'utf8');
    expect(html).toContain('A FRESH AUDIT');
    expect(html).toMatch(/<strong><a [^>]*href="\/fr\/audit\/"[^>]*>OUR METHOD<\/a><\/strong>/);
  });
});
