import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../generator/config/load-config.ts';
import { checkTranslations, STALE_PAGES_PATH } from '../../generator/translations/check-translations.ts';
import type { TranslationStatus } from '../../generator/translations/translation-status.ts';
import { runCli } from '../support/run-cli.ts';
import { createFixtureProject, type TempProject } from '../support/temp-project.ts';

// The translation workflow on a copy of the fixture site (en, fr, en-gb; the real catalogues): status, mark, an edit of
// the source, the build's line and its failure where the config asks for it. The real content is never touched.

let project: TempProject;
const edit = (file: string, change: (text: string) => string) => {
  const path = join(project.root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
};
const status = async (): Promise<TranslationStatus> => {
  const result = await runCli(['--root', project.root, 'translations', '--json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as TranslationStatus;
};
const staleFiles = (found: TranslationStatus) => [
  ...found.pages.filter((page) => page.state === 'stale').map((page) => page.file),
  ...found.strings.filter((string) => string.state === 'stale').map((string) => `${string.file} ${string.key}`),
];

beforeAll(async () => {
  project = await createFixtureProject('translations');
});

afterAll(async () => {
  await project.remove();
});

describe('site translations, on a copy of the fixture site', () => {
  it('counts every translation never marked as stale, and after `mark --all` none', async () => {
    const before = await status();
    expect(before.totals.find((total) => total.locale === 'fr')!.pageStates).toEqual({ missing: 0, stale: 16, current: 0 });
    expect(before.totals.find((total) => total.locale === 'en-gb')!.pages).toMatchObject({ override: 1, inherited: 15 });
    const marked = await runCli(['--root', project.root, 'translations', 'mark', '--all']);
    expect(marked.code, marked.stderr).toBe(0);
    expect(marked.stdout).toContain('wrote content/fr/audit.md');
    expect(readFileSync(join(project.root, 'content/fr/audit.md'), 'utf8')).toMatch(/^translatedFrom: "[0-9a-f]{12}"$/m);
    expect(staleFiles(await status())).toEqual([]);
  });

  it('ignores an edit of the source that changes no word, and reports one that does, until the translation is marked', async () => {
    edit('content/en/audit.md', (text) => text.replace(/\n\n(?=\S)/, '\n\n\n').replace(/ +$/gm, ''));
    expect(staleFiles(await status())).toEqual([]);
    edit('content/en/audit.md', (text) => text.replace(/^title: .*$/m, 'title: "A new title for the audit"'));
    edit('locales/en/translation.json', (text) => text.replace('"Main"', '"Main menu"'));
    expect(staleFiles(await status())).toEqual(['content/fr/audit.md', 'locales/fr/translation.json nav.label']);
    const report = await runCli(['--root', project.root, 'translations']);
    expect(report.stdout).toContain('fr     stale    content/fr/audit.md  ← content/en/audit.md');
  });

  it('fails the build for a locale the config names, with the file and field, and prints the summary otherwise', async () => {
    const config = join(project.root, 'site.config.json');
    const original = readFileSync(config, 'utf8');
    writeFileSync(config, JSON.stringify({ ...JSON.parse(original), translations: { failOnStale: ['fr'] } }));
    const failed = await runCli(['--root', project.root, 'build', '--out', 'dist-failed'], { timeoutMs: 120_000 });
    writeFileSync(config, original);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('content/fr/audit.md:3 (field translatedFrom)');
    expect(failed.stderr).toContain('[StaleTranslation]');
    const built = await runCli(['--root', project.root, 'build'], { timeoutMs: 180_000 });
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toMatch(/translations .*fr: 1 stale page, 1 stale string/);
  });

  it('gives a development build the stale pages, in their locale and those that inherit them, for the dev notice', async () => {
    const config = await loadConfig(join(project.root, 'site.config.json'));
    const check = await checkTranslations(project.root, config, join(project.root, '.cache-dev-check'), 'development');
    expect(check.files.map((file) => file.path)).toEqual([STALE_PAGES_PATH]);
    const pages = JSON.parse(String((check.files[0] as { contents: string }).contents)) as { url: string; file: string }[];
    expect(pages).toEqual([{ url: '/fr/audit/', file: 'content/fr/audit.md', source: 'content/en/audit.md' }]);
  });

  it('marks one file or one catalogue, and refuses a target with nothing to mark, naming it', async () => {
    for (const target of ['content/fr/audit.md', 'locales/fr/translation.json']) {
      const marked = await runCli(['--root', project.root, 'translations', 'mark', join(project.root, target)]);
      expect(marked.code, marked.stderr).toBe(0);
    }
    expect(staleFiles(await status())).toEqual([]);
    const refused = await runCli(['--root', project.root, 'translations', 'mark', 'content/en/audit.md'], { cwd: project.root });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('en is the default locale');
  });
});
