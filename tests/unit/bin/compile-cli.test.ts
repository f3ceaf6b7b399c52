import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  CLI_SOURCES,
  cliBuildOptions,
  COMPILED_IN_PACKAGES,
  compiledCli,
  packageOf,
  sourceHash,
  workModules,
  // @ts-expect-error -- plain JavaScript, run before any TypeScript loader (no declarations).
} from '../../../bin/compile-cli.js';
import { projectRoot } from '../../support/temp-project.ts';

const scratch = mkdtempSync(join(tmpdir(), 'site-compile-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the compiled CLI (no TypeScript compiled at run time)', () => {
  it('compiles as modules of their own those the generator names in work, runInThread or threadModule, found in its sources', () => {
    const root = join(scratch, 'threads');
    mkdirSync(join(root, 'generator', 'stage'), { recursive: true });
    writeFileSync(
      join(root, 'generator', 'stage', 'start.ts'),
      [
        "runInThread<Made[]>(new URL('./draw.ts', import.meta.url), 'draw', jobs);",
        'runInThread<Made>(',
        "  new URL('../shared/write.ts', import.meta.url),",
        "threadModule(new URL('./render.ts', import.meta.url));",
        "runner.run(work(new URL('./compile.ts', import.meta.url), 'compile', { heavy: true }), input);",
        "network(new URL('./not-work.ts', import.meta.url));",
        "readFile(new URL('./not-a-thread.ts', import.meta.url));",
      ].join('\n'),
    );
    expect(workModules(root)).toEqual([
      'generator/shared/write.ts',
      'generator/stage/compile.ts',
      'generator/stage/draw.ts',
      'generator/stage/render.ts',
    ]);
    // The real generator's: every module whose work it runs, or that it starts a thread with.
    expect(workModules(projectRoot)).toEqual([
      'generator/brochures/draw-brochures.ts',
      'generator/bundle/compile-bundles.ts',
      'generator/execution/kept-folders.ts',
      'generator/execution/render-thread-pages.ts',
      'generator/load/markdown.ts',
      'generator/social/draw-share-cards.ts',
    ]);
  });

  it("is keyed by its sources' content: an edit or a new file gives a new key, nothing else does", () => {
    const root = join(scratch, 'sources');
    const stamp = join(root, '.cache', 'cli', 'sources.json');
    mkdirSync(join(root, 'generator'), { recursive: true });
    writeFileSync(join(root, 'generator', 'a.ts'), 'export const a = 1;');
    const first = sourceHash(root, ['generator'], '0.28.2', stamp);
    expect(sourceHash(root, ['generator'], '0.28.2', stamp)).toBe(first);
    writeFileSync(join(root, 'unrelated.md'), 'not a source');
    expect(sourceHash(root, ['generator'], '0.28.2', stamp)).toBe(first);
    expect(sourceHash(root, ['generator'], '0.29.0', stamp)).not.toBe(first);
    writeFileSync(join(root, 'generator', 'a.ts'), 'export const a = 2;');
    const edited = sourceHash(root, ['generator'], '0.28.2', stamp);
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'generator', 'b.ts'), '');
    expect(sourceHash(root, ['generator'], '0.28.2', stamp)).not.toBe(edited);
  });

  it('changes where the project moves with its cache, since the compiled modules name their sources by absolute path', () => {
    const root = join(scratch, 'before-the-move');
    mkdirSync(join(root, 'generator'), { recursive: true });
    writeFileSync(join(root, 'generator', 'a.ts'), 'export const a = 1;');
    const before = sourceHash(root, ['generator'], '0.28.2', join(root, '.cache', 'cli', 'sources.json'));
    const moved = join(scratch, 'after-the-move');
    cpSync(root, moved, { recursive: true });
    expect(sourceHash(moved, ['generator'], '0.28.2', join(moved, '.cache', 'cli', 'sources.json'))).not.toBe(before);
  });

  it('is built only from files its key covers (every input is under a hashed folder or in a package whose version it has)', async () => {
    const result = await esbuild.build({ ...cliBuildOptions(projectRoot, join(scratch, 'unused')), write: false });
    const [packaged, sources] = partition(Object.keys(result.metafile!.inputs), (input) => input.includes('node_modules/'));
    expect(sources.length).toBeGreaterThan(50);
    const uncovered = sources.filter((input) => !CLI_SOURCES.some((folder: string) => input.startsWith(`${folder}/`)));
    expect(uncovered).toEqual([]);
    const packages = new Set(packaged.map((input) => packageOf(input.split('node_modules/').at(-1)!)));
    expect([...packages].sort()).toEqual([...COMPILED_IN_PACKAGES].sort());
    // The rest stay in node_modules, imported by name.
    const imported = Object.values(result.metafile!.outputs).flatMap((output) => output.imports.filter((entry) => entry.external));
    expect(imported.map((entry) => entry.path)).toEqual(expect.arrayContaining(['commander', 'sharp', 'esbuild']));
  });

  it('leaves zod out of what a build loads at its start: only a build that checks a changed file loads it', async () => {
    const { metafile } = await esbuild.build({ ...cliBuildOptions(projectRoot, join(scratch, 'unused')), write: false });
    const outputs = metafile!.outputs;
    const build = Object.keys(outputs).find((output) => outputs[output]!.entryPoint === 'generator/build.ts')!;
    // Every chunk the build's chunk imports statically, however deep: what loading it loads.
    const loaded = new Set([build]);
    for (const output of loaded) {
      for (const entry of outputs[output]!.imports) if (entry.kind === 'import-statement' && !entry.external) loaded.add(entry.path);
    }
    const holdsZod = (output: string) => Object.keys(outputs[output]!.inputs).some((input) => input.includes('node_modules/zod/'));
    expect([...loaded].filter(holdsZod)).toEqual([]);
    expect(Object.keys(outputs).some(holdsZod), 'zod is still compiled in, as a chunk of its own').toBe(true);
  });

  it('compiles once, then starts from the same JavaScript, which runs on plain Node', async () => {
    // Inside the project, as .cache/ is: the compiled modules find their packages in its node_modules.
    const cacheDir = join(projectRoot, 'tests', '.tmp', `cli-cache-${process.pid}`);
    onTestFinished(() => rmSync(cacheDir, { recursive: true, force: true }));
    const entry: string = await compiledCli({ cacheDir });
    const compiledAt = statSync(entry).mtimeMs;
    expect(await compiledCli({ cacheDir })).toBe(entry);
    expect(statSync(entry).mtimeMs).toBe(compiledAt);
    expect(relative(cacheDir, entry)).toMatch(/^[0-9a-f]{16}\/cli\.js$/);
    const help = spawnSync(process.execPath, [entry, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: site');
    const version = spawnSync(process.execPath, [entry, '--version'], { encoding: 'utf8' });
    expect([version.status, version.stdout.trim()]).toEqual([
      0,
      JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version,
    ]);
    // Threads the CLI starts find their modules compiled beside it (generator/execution/run-in-thread.ts).
    for (const module of workModules(projectRoot) as string[]) {
      expect(existsSync(join(dirname(entry), 'threads', module.replace(/\.ts$/, '.js'))), module).toBe(true);
    }
  });

  it("keeps each module's own location: paths built from import.meta.dirname still reach the sources", async () => {
    const result = await esbuild.build({ ...cliBuildOptions(projectRoot, join(scratch, 'unused')), write: false });
    const code = result.outputFiles!.map((file) => file.text).join('\n');
    expect(code).not.toMatch(/import\.meta\.(dirname|url|filename)/);
    expect(code).toContain(JSON.stringify(join(projectRoot, 'generator', 'host', 'edge')));
  });
});

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}
