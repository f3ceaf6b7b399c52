import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript, run before any TypeScript loader (no declarations).
import { BUILD_YOUNG_GENERATION_MB, commandOf } from '../../../bin/build-thread.js';
import { projectRoot } from '../../support/temp-project.ts';

const scratch = mkdtempSync(join(tmpdir(), 'site-build-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('where the site command runs', () => {
  it('finds the command after the global options, and not in an option of its own', () => {
    expect(commandOf(['build'])).toBe('build');
    expect(commandOf(['--root', 'build', 'serve', '--dir', 'build'])).toBe('serve');
    expect(commandOf(['--verbose', '--root', '/srv/site', 'build', '--out', 'dist'])).toBe('build');
    expect(commandOf(['dev', '--out', 'build'])).toBe('dev');
    expect(commandOf(['--help'])).toBeUndefined();
  });

  it('runs a build in a thread with a set young generation, printing through the process and passing on its exit code', () => {
    // A stand-in CLI: prints its arguments and its thread's limits, then fails as the CLI does on a build error.
    const cli = join(scratch, 'cli.mjs');
    writeFileSync(
      cli,
      `import { isMainThread, resourceLimits } from 'node:worker_threads';
       console.log(JSON.stringify({ args: process.argv.slice(2), isMainThread, resourceLimits }));
       console.error('the build failed');
       process.exitCode = 1;`,
    );
    const runner = join(scratch, 'runner.mjs');
    writeFileSync(
      runner,
      `import { runInBuildThread } from ${JSON.stringify(pathToFileURL(join(projectRoot, 'bin/build-thread.js')).href)};
      runInBuildThread(new URL(${JSON.stringify(pathToFileURL(cli).href)}), ['build', '--out', 'x']);`,
    );
    const result = spawnSync(process.execPath, [runner], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the build failed');
    const printed = JSON.parse(result.stdout);
    expect(printed.args).toEqual(['build', '--out', 'x']);
    expect(printed.isMainThread).toBe(false);
    expect(printed.resourceLimits.maxYoungGenerationSizeMb).toBe(BUILD_YOUNG_GENERATION_MB);
  });
});
