import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslationStatus } from '../../generator/translations/translation-status.ts';
import { runCli } from '../support/run-cli.ts';
import { createFixtureProject, type TempProject } from '../support/temp-project.ts';

// A regional file that gives only what differs (content/README.md, "Partial overrides"), on a copy of the fixture
// site: the built page, what `site translations` says of it, an agency's round trip of only what it gives, and its
// bad input refused with file and line, nothing built over.

let project: TempProject;
const path = (file: string) => join(project.root, file);
const read = (file: string) => readFileSync(path(file), 'utf8');
const edit = (file: string, change: (text: string) => string) => writeFileSync(path(file), change(read(file)));
const cli = (...args: string[]) => runCli(['--root', project.root, ...args], { cwd: project.root, timeoutMs: 180_000 });
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const PARTIAL = `---
title: "Fixture audit, the British way"
sections:
  - id: scope
    title: "What the audit looks at, in organisations"
---
`;

/** Every file of a folder with its bytes: the build a refused one must leave as it was. */
const snapshot = (dir: string): Record<string, string> => {
  const files: Record<string, string> = {};
  const visit = (at: string) => {
    for (const name of readdirSync(at)) {
      const file = join(at, name);
      if (statSync(file).isDirectory()) visit(file);
      else files[file] = readFileSync(file, 'base64');
    }
  };
  visit(dir);
  return files;
};

beforeAll(async () => {
  project = await createFixtureProject('partial-overrides');
  edit('content/en/audit.md', (source) => source.replace('  - type: features', '  - id: scope\n    type: features'));
  writeFileSync(path('content/en-gb/audit.md'), PARTIAL);
  expect((await cli('translations', 'mark', '--all')).code).toBe(0);
  const built = await cli('build', '--out', 'dist');
  expect(built.code, built.stderr).toBe(0);
}, 240_000);

afterAll(async () => {
  await project.remove();
});

describe('a partial override, on a copy of the fixture site', () => {
  it('shows what it gives and everything else of its base page', () => {
    const page = text(read('dist/en-gb/audit/index.html'));
    expect(page).toContain('Fixture audit, the British way');
    expect(page).toContain('What the audit looks at, in organisations');
    // The block's other fields, the other blocks and the body are the base's.
    expect(page).toContain('What is recorded twice, and what is never recorded.');
    expect(page).toContain('What the audit covers, in a paragraph.');
    expect(text(read('dist/en/audit/index.html'))).not.toContain('the British way');
  });

  it('is listed by `site translations` with what it gives, and a whole-page override as whole', async () => {
    const report = await cli('translations');
    expect(report.stdout).toMatch(/en-gb {2}\/audit\/ +partial: title, sections#scope {2}← content\/en\/audit\.md/);
    expect(report.stdout).toMatch(/en-gb {2}\/legal\/ +whole {2}← content\/en\/legal\/index\.md/);
    const status = JSON.parse((await cli('translations', '--json')).stdout) as TranslationStatus;
    const page = status.pages.find((candidate) => candidate.locale === 'en-gb' && candidate.path === 'audit.md')!;
    expect(page).toMatchObject({ kind: 'override', state: 'current', overrides: ['title', 'sections#scope'] });
  });

  it('goes stale when its base changes, and an agency translates only what it gives, the file staying partial', async () => {
    edit('content/en/audit.md', (source) =>
      source.replace('title: "Fixture audit"', 'title: "Fixture audit, revised"').replace('"What the audit looks at"', '"What we look at"'),
    );
    const exported = await cli('translations', 'export', '--locale', 'en-gb', '--out', 'en-gb.xlf');
    expect(exported.code, exported.stderr).toBe(0);
    const xliff = read('en-gb.xlf');
    const ids = [...xliff.matchAll(/<trans-unit id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(['page:/audit/#title', 'page:/audit/#sections.1.title']);
    writeFileSync(
      path('en-gb-done.xlf'),
      xliff.replace(/<source>([^<]*)<\/source>/g, (source, words: string) => `${source}<target>${words}, in British English</target>`),
    );
    const imported = await cli('translations', 'import', 'en-gb-done.xlf');
    expect(imported.code, imported.stderr).toBe(0);
    const file = read('content/en-gb/audit.md');
    expect(file).not.toMatch(/^template:/m);
    expect(file).toContain('title: "Fixture audit, revised, in British English"');
    expect(file).toMatch(/- id: scope\n {4}title: "What we look at, in British English"\n---\n$/);
    const built = await cli('build', '--out', 'dist-round-trip');
    expect(built.code, built.stderr).toBe(0);
    const page = text(read('dist-round-trip/en-gb/audit/index.html'));
    expect(page).toContain('What we look at, in British English');
    expect(page).toContain('What the audit covers, in a paragraph.');
  });

  describe('bad input: an error with file and line, and nothing built over', () => {
    const refused = async (partial: string, code: string, where: string) => {
      const good = read('content/en-gb/audit.md');
      const before = snapshot(path('dist'));
      writeFileSync(path('content/en-gb/audit.md'), partial);
      const result = await cli('build', '--out', 'dist');
      writeFileSync(path('content/en-gb/audit.md'), good);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`[${code}]`);
      expect(result.stderr).toContain(where);
      expect(snapshot(path('dist'))).toEqual(before);
    };

    it('a block id its base page does not have', async () => {
      await refused(PARTIAL.replace('id: scope', 'id: faq'), 'OverrideUnknownBlock', 'content/en-gb/audit.md:4 (field sections.0.id)');
    });

    it('a block without an id', async () => {
      await refused(PARTIAL.replace('  - id: scope\n    title', '  - title'), 'OverrideBlockWithoutId', 'content/en-gb/audit.md:4');
    });

    it('a partial override of a page its base language does not have', async () => {
      writeFileSync(path('content/en-gb/nowhere.md'), PARTIAL);
      const result = await cli('build', '--out', 'dist-orphan');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('[OrphanOverride]');
      expect(result.stderr).toContain('content/en-gb/nowhere.md');
    });
  });
});
