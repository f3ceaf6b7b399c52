import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
// @ts-expect-error -- plain JavaScript, run before any TypeScript loader (no declarations).
import { CLI_SOURCES, cliBuildOptions, compiledCli, sourceHash, THREAD_MODULES } from '../../../bin/compile-cli.js';
import { projectRoot } from '../../support/temp-project.ts';

const scratch = mkdtempSync(join(tmpdir(), 'site-compile-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the compiled CLI (no TypeScript compiled at run time)', () => {
  it("is keyed by its sources' content: an edit or a new file gives a new key, nothing else does", () => {
    const root = join(scratch, 'sources');
    mkdirSync(join(root, 'generator'), { recursive: true });
    writeFileSync(join(root, 'generator', 'a.ts'), 'export const a = 1;');
    const first = sourceHash(root, ['generator'], '0.28.2');
    expect(sourceHash(root, ['generator'], '0.28.2')).toBe(first);
    writeFileSync(join(root, 'unrelated.md'), 'not a source');
    expect(sourceHash(root, ['generator'], '0.28.2')).toBe(first);
    expect(sourceHash(root, ['generator'], '0.29.0')).not.toBe(first);
    writeFileSync(join(root, 'generator', 'a.ts'), 'export const a = 2;');
    const edited = sourceHash(root, ['generator'], '0.28.2');
    expect(edited).not.toBe(first);
    writeFileSync(join(root, 'generator', 'b.ts'), '');
    expect(sourceHash(root, ['generator'], '0.28.2')).not.toBe(edited);
  });

  it('is built only from files its key covers (every input of the bundle is under a hashed folder)', async () => {
    const result = await esbuild.build({ ...cliBuildOptions(projectRoot, join(scratch, 'unused')), write: false });
    const inputs = Object.keys(result.metafile!.inputs).filter((input) => !input.includes('node_modules/'));
    expect(inputs.length).toBeGreaterThan(50);
    const uncovered = inputs.filter((input) => !CLI_SOURCES.some((folder: string) => input.startsWith(`${folder}/`)));
    expect(uncovered).toEqual([]);
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
    // Threads the CLI starts find their modules compiled beside it (generator/threads/run-in-thread.ts).
    for (const module of THREAD_MODULES as string[]) {
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
