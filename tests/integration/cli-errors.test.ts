import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBuiltFiles } from '../support/built-site.ts';
import { runCli } from '../support/run-cli.ts';
import { createFixtureProject, projectRoot } from '../support/temp-project.ts';

let project: Awaited<ReturnType<typeof createFixtureProject>>;
let distFingerprint: string;

function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listBuiltFiles(dir)) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest('hex');
}

/** Applies one bad edit, runs the build, and restores the file afterwards. */
async function buildWith(file: string, edit: (text: string) => string, extraArgs: string[] = []) {
  const path = join(project.root, file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, edit(original));
  try {
    return await runCli(['--root', project.root, 'build', ...extraArgs]);
  } finally {
    writeFileSync(path, original);
  }
}

beforeAll(async () => {
  project = await createFixtureProject('cli-errors');
  const first = await runCli(['--root', project.root, 'build']);
  expect(first.code, first.stderr).toBe(0);
  distFingerprint = fingerprint(join(project.root, 'dist'));
});

afterAll(async () => {
  await project.remove();
});

describe('site build', () => {
  it('prints progress per stage and a summary', async () => {
    const result = await runCli(['--root', project.root, 'build']);
    expect(result.code).toBe(0);
    // One line per stage of generator/build.ts, in pipeline order, named as its folder; 15 routes and the not-found page, × 3 locales.
    const stages = [...result.stdout.matchAll(/^ {2}([a-z]+) +.*\(\d+ ms\)$/gm)].map((match) => match[1]);
    expect(stages).toEqual([
      'config',
      'load',
      'plan',
      'feeds',
      'translations',
      'bundle',
      'brochures',
      'images',
      'social',
      'render',
      'emit',
      'host',
    ]);
    expect(result.stdout).toMatch(/Built 48 pages, \d+ files, [\d.]+ (KiB|MiB) in [\d.]+ s/);
  });

  it('ends as soon as its summary is out, and Node still writes the compiled code it keeps (Node 22.1 and later)', async () => {
    const kept = await mkdtemp(join(tmpdir(), 'site-compile-cache-'));
    try {
      const result = await runCli(['--root', project.root, 'build'], { env: { NODE_COMPILE_CACHE: kept } });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/Built 48 pages/);
      const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
      const written = readdirSync(kept, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
      if (major > 22 || (major === 22 && minor >= 1)) expect(written.length).toBeGreaterThan(10);
      else expect(written).toEqual([]);
    } finally {
      await rm(kept, { recursive: true, force: true });
    }
  });

  it('keeps its cache where --cache says, even outside the project (a CI cache folder), and builds the same pages', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'site-ci-cache-'));
    const out = join(project.root, 'dist-cache-elsewhere');
    try {
      const result = await runCli(['--root', project.root, 'build', '--out', out, '--cache', cache]);
      expect(result.code, result.stderr).toBe(0);
      // The compiled CLI keeps the content pages it parsed, beside the markdown's trees (load/parsed-files-cache.ts).
      expect(readdirSync(cache)).toEqual(expect.arrayContaining(['bundles', 'parsed-files.bin', 'markdown.json']));
      // The same pages and site files (asset names carry hashes, and dist/ keeps earlier builds' assets too).
      const siteFiles = (dir: string) => listBuiltFiles(dir).filter((file) => !file.startsWith('assets/') && file !== 'build-history.json');
      expect(siteFiles(out)).toEqual(siteFiles(join(project.root, 'dist')));
    } finally {
      await rm(cache, { recursive: true, force: true });
      await rm(out, { recursive: true, force: true });
    }
  });

  it('rebuilds into the output replaced before, kept in its cache, and leaves nothing beside', async () => {
    const out = join(project.root, 'dist-rebuilt');
    try {
      for (let build = 0; build < 3; build += 1) {
        const result = await runCli(['--root', project.root, 'build', '--out', out]);
        expect(result.code, result.stderr).toBe(0);
      }
      // Every page, each a file of its own bytes (none left from the outputs kept and written into), no empty folder.
      const pages = (dir: string) => listBuiltFiles(dir).filter((file) => file.endsWith('.html'));
      expect(pages(out)).toEqual(pages(join(project.root, 'dist')));
      for (const page of pages(out))
        expect(readFileSync(join(out, page)).equals(readFileSync(join(project.root, 'dist', page))), page).toBe(true);
      const folders = readdirSync(out, { withFileTypes: true, recursive: true }).filter((entry) => entry.isDirectory());
      expect(folders.filter((entry) => readdirSync(join(entry.parentPath, entry.name)).length === 0)).toEqual([]);
      expect(readdirSync(project.root).filter((name) => name.includes('dist-rebuilt'))).toEqual(['dist-rebuilt']);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('clears what a killed build left beside its output: the next build removes its unfinished folder', async () => {
    const out = join(project.root, 'dist-killed');
    const leftovers = () => readdirSync(project.root).filter((name) => name.startsWith('.dist-killed.'));
    try {
      const killed = spawn(process.execPath, [join(projectRoot, 'bin/site.js'), '--root', project.root, 'build', '--out', out], {
        stdio: 'ignore',
      });
      const ended = new Promise((resolve) => killed.on('close', resolve));
      // Killed as a cancelled CI job or an out-of-memory killer would, as soon as it has begun writing.
      while (leftovers().length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      killed.kill('SIGKILL');
      await ended;
      expect(leftovers()).toEqual([`.dist-killed.tmp-${killed.pid}`]);

      const next = await runCli(['--root', project.root, 'build', '--out', out]);
      expect(next.code, next.stderr).toBe(0);
      expect(leftovers()).toEqual([]);
      expect(listBuiltFiles(out)).toEqual(listBuiltFiles(join(project.root, 'dist')));
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });

  it('gives byte-identical output for the same input', () => {
    expect(fingerprint(join(project.root, 'dist'))).toBe(distFingerprint);
  });

  const cases: { name: string; file: string; edit: (text: string) => string; expect: RegExp }[] = [
    {
      name: 'malformed YAML front matter',
      file: 'content/en/audit.md',
      edit: (text) => text.replace(/^title: .*$/m, 'title: [unclosed'),
      expect: /content\/en\/audit\.md:\d+\n {2}The front matter is not valid YAML/,
    },
    {
      name: 'an unclosed quote in the front matter, at the line where it opens',
      file: 'content/en/audit.md',
      edit: (text) => text.replace('title: "Fixture audit"', 'title: "Fixture audit'),
      expect: /content\/en\/audit\.md:3\n {2}The front matter is not valid YAML/,
    },
    {
      name: 'a missing required field',
      file: 'content/fr/contact/business.md',
      edit: (text) => text.replace(/^description: .*\n/m, ''),
      expect:
        /content\/fr\/contact\/business\.md:1 \(field description\)\n {2}The front matter is invalid: the required field "description" is missing/,
    },
    {
      name: 'a section of an unknown type, shown in its lines with a caret under the value',
      file: 'content/en/audit.md',
      edit: (text) => text.replace('  - type: features', '  - type: feature'),
      expect:
        /content\/en\/audit\.md:7:11 \(field sections\.1\.type\)\n {2}The front matter is invalid: "sections\.1\.type" must be one of figures, [^\n]+\n\n[^>]*> 7 \| {3}- type: feature\n +\| {11}\^\n/,
    },
    {
      name: 'an unknown template',
      file: 'content/en/sitemap.md',
      edit: (text) => text.replace('template: sitemap', 'template: site-map'),
      expect: /content\/en\/sitemap\.md:2 \(field template\)\n {2}"site-map" is not a template/,
    },
    {
      name: 'a missing translation key',
      file: 'locales/fr/translation.json',
      edit: (text) => text.replace('"skipToContent": "Aller au contenu",', ''),
      expect:
        /locales\/fr\/translation\.json \(field site\.skipToContent\)\n {2}The translation key "site\.skipToContent" is missing in fr/,
    },
    {
      name: 'a broken internal link in markdown',
      file: 'content/en/audit.md',
      edit: (text) => `${text}\nSee [our careers page](/careers/).\n`,
      expect: /content\/en\/audit\.md:\d+\n {2}The link \/careers\/ points to no page of the site/,
    },
    {
      name: 'a missing image file',
      file: 'content/fr/audit.md',
      edit: (text) => `${text}\n![Port de Montréal](media/port.jpg)\n`,
      expect: /content\/fr\/audit\.md:\d+\n {2}The image media\/port\.jpg does not exist/,
    },
    {
      name: 'a character the brochure PDF cannot print',
      file: 'content/fr/brochures/sample.md',
      edit: (text) => text.replace(/^  subtitle: "/m, '  subtitle: "🚀 '),
      expect:
        /content\/fr\/brochures\/sample\.md:\d+ \(field lead\.subtitle\)\n {2}"🚀" \(U\+1F680\) cannot be printed in the brochure PDF/,
    },
    {
      name: 'an invalid config value',
      file: 'site.config.json',
      edit: (text) => text.replace('"defaultLocale": "en"', '"defaultLocale": "de"'),
      expect: /site\.config\.json \(field defaultLocale\)\n {2}The site config is invalid: defaultLocale "de" is not one of the locales/,
    },
  ];

  for (const testCase of cases) {
    it(`fails on ${testCase.name}, naming file, line and field, and keeps the previous dist/`, async () => {
      const result = await buildWith(testCase.file, testCase.edit);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(testCase.expect);
      expect(result.stderr).toMatch(/hint: /);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(fingerprint(join(project.root, 'dist'))).toBe(distFingerprint);
    });
  }

  for (const file of ['content/fr/audit.md', 'locales/fr/translation.json']) {
    it(`fails on ${file} saved as Windows-1252, naming the line and column of its first byte that is not UTF-8`, async () => {
      const path = join(project.root, file);
      const original = readFileSync(path);
      const text = original.toString('utf8');
      const first = text.search(/[^\x00-\x7f]/);
      const line = text.slice(0, first).split('\n').length;
      const column = first - text.lastIndexOf('\n', first - 1);
      writeFileSync(path, windows1252(text));
      try {
        const result = await runCli(['--root', project.root, 'build']);
        expect(result.code).toBe(1);
        const byte = windows1252(text[first]!)[0]!.toString(16).toUpperCase();
        expect(result.stderr).toContain(`${file}:${line}:${column}\n  This file is not UTF-8 text: byte 0x${byte} here cannot be read`);
        expect(result.stderr).toMatch(/hint: Save the file again as UTF-8/);
        expect(fingerprint(join(project.root, 'dist'))).toBe(distFingerprint);
      } finally {
        writeFileSync(path, original);
      }
    });
  }

  /** Text as an editor set to Windows-1252 saves it (é is 0xE9, ’ is 0x92). */
  function windows1252(text: string): Buffer {
    const punctuation: Record<string, number> = { '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '…': 0x85, '–': 0x96, '—': 0x97, '€': 0x80 };
    return Buffer.from([...text].map((character) => punctuation[character] ?? character.charCodeAt(0) & 0xff));
  }

  it('warns of a content file over 1 MB, with its size, and still builds it', async () => {
    const paragraph = `${'A sentence long enough to fill a page of its own, and then some more. '.repeat(40)}\n\n`;
    const result = await buildWith('content/en/audit.md', (text) => `${text}\n${paragraph.repeat(Math.ceil(1.1e6 / paragraph.length))}`, [
      '--out',
      join(project.root, 'dist-large'),
    ]);
    try {
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/^warning: content\/en\/audit\.md is 1\.\d MiB, over the 1\.0 MiB a page's text should take/m);
    } finally {
      await rm(join(project.root, 'dist-large'), { recursive: true, force: true });
    }
  });

  it('fails on a syntax error in the site code, bundled in a thread of its own, naming file and line', async () => {
    // A project of its own with a copy of site/ (the fixture project links the real one).
    const broken = await createFixtureProject('cli-bundle-error');
    try {
      await rm(join(broken.root, 'site'));
      await cp(join(projectRoot, 'site'), join(broken.root, 'site'), { recursive: true });
      const app = join(broken.root, 'site', 'app.tsx');
      const source = readFileSync(app, 'utf8');
      const line = source.slice(0, source.indexOf('export function App(')).split('\n').length;
      writeFileSync(app, source.replace('export function App(', 'export function App((('));
      const result = await runCli(['--root', broken.root, 'build', '--cache', join(broken.root, '.own-cache')]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`site/app.tsx:${line}:`);
      expect(result.stderr).toMatch(/app\.tsx:\d+:\d+\n {2}The browser bundle could not be built: Expected identifier/);
      expect(result.stderr).toMatch(/hint: /);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      // Content that fails too is reported first, as the pipeline reads.
      const audit = join(broken.root, 'content', 'en', 'audit.md');
      writeFileSync(audit, readFileSync(audit, 'utf8').replace(/^title: .*$/m, 'title: [unclosed'));
      const both = await runCli(['--root', broken.root, 'build', '--cache', join(broken.root, '.own-cache')]);
      expect(both.code).toBe(1);
      expect(both.stderr).toMatch(/content\/en\/audit\.md:\d+\n {2}The front matter is not valid YAML/);
      expect(both.stderr).not.toContain('The browser bundle could not be built');
    } finally {
      await broken.remove();
    }
  });

  it('fails on a style whose value cannot be worked out at build time, naming the file and line of the style', async () => {
    const broken = await createFixtureProject('cli-style-error');
    try {
      await rm(join(broken.root, 'site'));
      await cp(join(projectRoot, 'site'), join(broken.root, 'site'), { recursive: true });
      // A design token read from the page: Linaria evaluates styles at build time, where there is no page.
      const tokens = join(broken.root, 'site', 'design', 'tokens.ts');
      const source = readFileSync(tokens, 'utf8');
      expect(source).toMatch(/^export const buttonTransition = .*$/m);
      writeFileSync(
        tokens,
        source.replace(/^export const buttonTransition = .*$/m, 'export const buttonTransition = document.body.dataset.speed;'),
      );
      const result = await runCli(['--root', broken.root, 'build', '--cache', join(broken.root, '.own-cache')]);
      expect(result.code).toBe(1);
      const place = /^(site\/\S+\.tsx?):(\d+)\n {2}The browser bundle could not be built: The expression evaluated to 'undefined'/m.exec(
        result.stderr,
      );
      expect(place, result.stderr).not.toBeNull();
      // The line named is the style's own, where the token is used, in the file as written.
      const styleLine = readFileSync(join(broken.root, place![1]!), 'utf8').split('\n')[Number(place![2]) - 1];
      expect(styleLine).toContain('${buttonTransition}');
      expect(result.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await broken.remove();
    }
  });

  it('prints the stack with --verbose', async () => {
    const verbose = await buildWith('content/en/audit.md', (text) => text.replace('template: landing', 'template: nope'), ['--verbose']);
    expect(verbose.code).toBe(1);
    expect(verbose.stderr).toContain('"nope" is not a template');
    expect(verbose.stderr).toMatch(/^\s+at /m);
    // Source maps are on for --verbose only: the stack names the generator's TypeScript sources.
    expect(verbose.stderr).toMatch(/generator\/[\w/-]+\.ts:\d+/);
  });

  it('refuses an invalid flag value with a clear message', async () => {
    const result = await runCli(['--root', project.root, 'serve', '--port', 'eighty']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('must be a port number');
    const without = await runCli(['--root', project.root, 'build', '--without', 'kept-folders,threads']);
    expect(without.code).not.toBe(0);
    expect(without.stderr).toContain('no setting named threads (settings: work-threads,');
  });
});
