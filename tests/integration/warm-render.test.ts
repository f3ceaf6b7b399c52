// A warm build renders only the pages whose inputs changed (generator/render/render-record.ts) and takes the others
// from the output it replaces. The property: after any sequence of edits to content, translations, a template and
// the config, the warm build's pages are byte for byte those of a build that rendered everything.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { listBuiltFiles } from '../support/built-site.ts';
import { runCli } from '../support/run-cli.ts';
import { createFixtureProject, projectRoot, type TempProject } from '../support/temp-project.ts';

let project: TempProject;
let scratch = '';

/** The fixture site as it is in the repository (each try of the test starts from it), with a site/ of its own. */
async function freshProject(): Promise<void> {
  await project?.remove();
  project = await createFixtureProject('warm-render');
  // A template edit must not touch the repository's own site/: this project gets a copy of it.
  rmSync(join(project.root, 'site'));
  await cp(join(projectRoot, 'site'), join(project.root, 'site'), { recursive: true });
  await rm(scratch, { recursive: true, force: true });
  scratch = await mkdtemp(join(tmpdir(), 'warm-render-'));
}

afterAll(async () => {
  await project?.remove();
  await rm(scratch, { recursive: true, force: true });
});

/** Rewrites a file of the project. */
function edit(file: string, change: (text: string) => string): void {
  const path = join(project.root, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

/** Edits as an author, a translator, a developer or whoever keeps the config makes them. */
type Edit =
  | { kind: 'body'; file: string; n: number }
  | { kind: 'title'; file: string; n: number }
  | { kind: 'new page'; n: number }
  | { kind: 'translation'; language: string; n: number }
  | { kind: 'template' }
  | { kind: 'config'; color: string };

const PAGES = ['content/en/index.md', 'content/fr/audit.md', 'content/en/legal/index.md', 'content/en-gb/legal/index.md'];

/** One edit of each kind, with random details, in a random order. */
const editSequences: fc.Arbitrary<Edit[]> = fc
  .tuple(
    fc.record({ kind: fc.constant('body' as const), file: fc.constantFrom(...PAGES), n: fc.nat(99) }),
    fc.record({ kind: fc.constant('title' as const), file: fc.constantFrom(...PAGES), n: fc.nat(99) }),
    fc.record({ kind: fc.constant('new page' as const), n: fc.nat(99) }),
    fc.record({ kind: fc.constant('translation' as const), language: fc.constantFrom('en', 'fr', 'en-gb'), n: fc.nat(99) }),
    fc.record({ kind: fc.constant('template' as const) }),
    fc.record({ kind: fc.constant('config' as const), color: fc.constantFrom('#2B37C2', '#12152E') }),
  )
  .chain((edits) => fc.shuffledSubarray<Edit>(edits, { minLength: edits.length }));

const LEGAL_TEMPLATE = 'site/templates/legal/legal.tsx';

function apply(change: Edit): void {
  switch (change.kind) {
    case 'body':
      return edit(change.file, (text) => `${text.trimEnd()}\n\nA sentence added by edit ${change.n}.\n`);
    case 'title':
      return edit(change.file, (text) => text.replace(/^title: "(.*)"$/m, (_line, title: string) => `title: "${title} ${change.n}"`));
    case 'new page':
      // In both languages: every page exists in each.
      for (const language of ['en', 'fr']) {
        writeFileSync(
          join(project.root, 'content', language, 'legal', `note-${change.n}.md`),
          `---\ntemplate: legal\ntitle: "Note ${change.n}"\ndescription: "A note added by an edit."\n---\n\n## Note\n\nText ${change.n}.\n`,
        );
      }
      return;
    case 'translation':
      return edit(`locales/${change.language}/translation.json`, (text) => {
        const catalogue = JSON.parse(text) as { footer?: Record<string, string> };
        catalogue.footer = { ...catalogue.footer, language: `Language ${change.n}` };
        return `${JSON.stringify(catalogue, null, 2)}\n`;
      });
    case 'template': {
      const original = readFileSync(join(projectRoot, LEGAL_TEMPLATE), 'utf8');
      const variant = original.replace(
        '<ReadingPageSections',
        '<p data-variant="edited">An edited template.</p>\n      <ReadingPageSections',
      );
      expect(variant).not.toBe(original);
      return writeFileSync(join(project.root, LEGAL_TEMPLATE), variant);
    }
    case 'config':
      return edit('site.config.json', (text) => text.replace(/"themeColor": "#[0-9A-Fa-f]{6}"/, `"themeColor": "${change.color}"`));
  }
}

/** The files rendering makes: every page's HTML and page data. */
function pages(dir: string): Map<string, Buffer> {
  const files = listBuiltFiles(dir).filter((file) => file.endsWith('.html') || file.startsWith('page-data/'));
  return new Map(files.map((file) => [file, readFileSync(join(dir, file))]));
}

async function build(outDir: string): Promise<{ rendered: number; reused: number }> {
  const result = await runCli(['--root', project.root, 'build', '--out', outDir], { timeoutMs: 180_000 });
  expect(result.code, result.stderr).toBe(0);
  const line = /^ {2}render +(\d+) pages(?: \((\d+) unchanged, not rendered again\))?/m.exec(result.stdout);
  expect(line, result.stdout).not.toBeNull();
  const reused = Number(line![2] ?? 0);
  return { rendered: Number(line![1]) - reused, reused };
}

describe('a warm build', () => {
  it('renders only what changed, and its pages are those of a build that rendered everything, after any edits', async () => {
    await freshProject();
    const warm = join(scratch, 'warm');
    await build(warm);
    const again = await build(warm);
    // Nothing changed: nothing is rendered.
    expect(again.rendered).toBe(0);
    expect(again.reused).toBeGreaterThan(20);
    let step = 0;
    let reusedAfterEdits = 0;
    await fc.assert(
      fc.asyncProperty(editSequences, async (sequence) => {
        for (const change of sequence) {
          apply(change);
          const made = await build(warm);
          reusedAfterEdits += made.reused;
          const fresh = join(scratch, `fresh-${(step += 1)}`);
          await build(fresh);
          const expected = pages(fresh);
          const actual = pages(warm);
          expect([...actual.keys()], JSON.stringify(change)).toEqual([...expected.keys()]);
          for (const [file, bytes] of expected)
            expect(actual.get(file)!.equals(bytes), `${file} after ${JSON.stringify(change)}`).toBe(true);
          await rm(fresh, { recursive: true, force: true });
        }
      }),
      // Each edit is two builds of the small site: one sequence, a new random one on every run (fast-check prints
      // the seed and the sequence of a failure, to run it again).
      { numRuns: 1, endOnFailure: true },
    );
    // An edit of one page's text left the others alone.
    expect(reusedAfterEdits).toBeGreaterThan(0);
  }, 600_000);
});
