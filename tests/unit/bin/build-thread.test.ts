import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript, run before any TypeScript loader (no declarations).
import { BUILD_YOUNG_GENERATION_MB, buildNeedsThread, bundleCacheOf } from '../../../bin/build-thread.js';
// @ts-expect-error -- the same module.
import { commandOf, MALLOC_SETTINGS, firstBuildRestart } from '../../../bin/build-thread.js';
// @ts-expect-error -- the same module.
import { lastBuildPagesOf, THREAD_FROM_PAGES } from '../../../bin/build-thread.js';
// @ts-expect-error -- the same module.
import { BUILD_OLD_GENERATION_MIN_MB, buildOldGenerationMb } from '../../../bin/build-thread.js';
import { BUILD_SIZE_FILE, recordBuildSize } from '../../../generator/cache/build-size.ts';
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

  it("runs a build in a thread of its own only on Node 22 and later, which size the main thread's young generation by memory", () => {
    expect(buildNeedsThread('20.19.0')).toBe(false);
    expect(buildNeedsThread('20.20.2')).toBe(false);
    expect(buildNeedsThread('22.12.0')).toBe(true);
    expect(buildNeedsThread('24.21.0')).toBe(true);
  });

  it('runs a build on the main thread when the last build with its cache was small, in a thread when it was large or unknown', () => {
    expect(buildNeedsThread('24.21.0', 450)).toBe(false);
    expect(buildNeedsThread('24.21.0', THREAD_FROM_PAGES - 1)).toBe(false);
    expect(buildNeedsThread('24.21.0', THREAD_FROM_PAGES)).toBe(true);
    expect(buildNeedsThread('22.12.0', 4800)).toBe(true);
    expect(buildNeedsThread('24.21.0', null)).toBe(true);
    expect(buildNeedsThread('20.20.2', 4800)).toBe(false);
  });

  it('reads the pages of the last build from what the build recorded in its cache, and nothing from a record it cannot read', async () => {
    const cache = join(scratch, 'recorded');
    mkdirSync(cache, { recursive: true });
    expect(lastBuildPagesOf(cache)).toBeNull();
    await recordBuildSize(cache, 885);
    expect(lastBuildPagesOf(cache)).toBe(885);
    for (const broken of ['{"pages":', '{"pages":"885"}', '{"pages":-1}', '[]', 'null']) {
      writeFileSync(join(cache, BUILD_SIZE_FILE), broken);
      expect(lastBuildPagesOf(cache)).toBeNull();
    }
    expect(lastBuildPagesOf(join(scratch, 'no-such-cache'))).toBeNull();
    // A cache that cannot be written to is no error: the next build only goes without the record.
    await expect(recordBuildSize(join(scratch, 'no-such-cache'), 450)).resolves.toBeUndefined();
  });

  it('is where `site build` runs: on the main thread after a small build, in a thread after a large one on Node 22 and later', () => {
    // A cache that holds bundles (no start again with glibc's settings); `--help` stops the build before it begins.
    const cache = join(scratch, 'sized');
    mkdirSync(join(cache, 'bundles'), { recursive: true });
    const probe = join(scratch, 'thread-probe.mjs');
    writeFileSync(probe, `import { isMainThread } from 'node:worker_threads'; console.log(JSON.stringify({ isMainThread }));`);
    const threadsAfter = (pages: number | null) => {
      if (pages === null) rmSync(join(cache, BUILD_SIZE_FILE), { force: true });
      else writeFileSync(join(cache, BUILD_SIZE_FILE), JSON.stringify({ pages }));
      const result = spawnSync(
        process.execPath,
        ['--import', pathToFileURL(probe).href, join(projectRoot, 'bin/site.js'), 'build', '--cache', cache, '--help'],
        { encoding: 'utf8' },
      );
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('Usage: site build');
      return result.stdout.split('\n').filter((line) => line === '{"isMainThread":false}').length;
    };
    const threadsOnLargeBuilds = Number(process.versions.node.split('.')[0]) >= 22 ? 1 : 0;
    expect(threadsAfter(450)).toBe(0);
    expect(threadsAfter(4800)).toBe(threadsOnLargeBuilds);
    expect(threadsAfter(null)).toBe(threadsOnLargeBuilds);
  });

  it('runs a build in a thread with a set young generation, printing through the process and passing on its exit code', () => {
    // A stand-in CLI: prints its arguments and its thread's limits, then fails as the CLI does on a build error.
    const cli = join(scratch, 'cli.mjs');
    writeFileSync(
      cli,
      `import { isMainThread, resourceLimits } from 'node:worker_threads';
       const { sourceMapsEnabled } = process;
       console.log(JSON.stringify({ args: process.argv.slice(2), isMainThread, resourceLimits, sourceMapsEnabled }));
       console.error('the build failed');
       process.exitCode = 1;`,
    );
    const runner = join(scratch, 'runner.mjs');
    writeFileSync(
      runner,
      `import { runInBuildThread } from ${JSON.stringify(pathToFileURL(join(projectRoot, 'bin/build-thread.js')).href)};
      runInBuildThread(new URL(${JSON.stringify(pathToFileURL(cli).href)}), ['build', '--out', 'x'], 1500);`,
    );
    const result = spawnSync(process.execPath, [runner], { encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the build failed');
    const printed = JSON.parse(result.stdout);
    expect(printed.args).toEqual(['build', '--out', 'x']);
    expect(printed.isMainThread).toBe(false);
    expect(printed.resourceLimits.maxYoungGenerationSizeMb).toBe(BUILD_YOUNG_GENERATION_MB);
    expect(printed.resourceLimits.maxOldGenerationSizeMb).toBe(1500);
    expect(printed.sourceMapsEnabled).toBe(false);
  });

  it('limits the old generation by the last build, at least 1 GB and 0.1 MB a page above 10,000 pages', () => {
    expect(buildOldGenerationMb(null)).toBe(BUILD_OLD_GENERATION_MIN_MB);
    expect(buildOldGenerationMb(4800)).toBe(1024);
    expect(buildOldGenerationMb(10_240)).toBe(1024);
    expect(buildOldGenerationMb(25_001)).toBe(2501);
  });

  it('runs a build that needs more than its limit again without it, once, and ends as that build ends', () => {
    // A stand-in CLI that fills its heap where its thread has the small limit given, and builds with Node's own.
    const cli = join(scratch, 'cli-memory.mjs');
    writeFileSync(
      cli,
      `import { resourceLimits } from 'node:worker_threads';
       if (resourceLimits.maxOldGenerationSizeMb <= 64) {
         const kept = [];
         for (;;) kept.push(new Array(100_000).fill(kept.length));
       }
       console.log('built');`,
    );
    const runner = join(scratch, 'runner-memory.mjs');
    writeFileSync(
      runner,
      `import { runInBuildThread } from ${JSON.stringify(pathToFileURL(join(projectRoot, 'bin/build-thread.js')).href)};
      runInBuildThread(new URL(${JSON.stringify(pathToFileURL(cli).href)}), ['build'], 64);`,
    );
    const result = spawnSync(process.execPath, [runner], { encoding: 'utf8' });
    expect(result.stderr.trim()).toBe('The build needed more than the 64 MB of memory it was given: building again without that limit.');
    expect(result.stdout).toBe('built\n');
    expect(result.status).toBe(0);
  });

  it("starts the thread in a process given Node's options of the whole process (npm run build's), with source maps as the process has them", () => {
    const cli = join(scratch, 'cli-options.mjs');
    writeFileSync(cli, `console.log(JSON.stringify({ execArgv: process.execArgv, sourceMapsEnabled: process.sourceMapsEnabled }));`);
    const runner = join(scratch, 'runner-options.mjs');
    writeFileSync(
      runner,
      `import { runInBuildThread } from ${JSON.stringify(pathToFileURL(join(projectRoot, 'bin/build-thread.js')).href)};
      if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);
      runInBuildThread(new URL(${JSON.stringify(pathToFileURL(cli).href)}), ['build']);`,
    );
    for (const verbose of [false, true]) {
      const result = spawnSync(process.execPath, ['--v8-pool-size=0', runner, ...(verbose ? ['--verbose'] : [])], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual({ execArgv: ['--v8-pool-size=0'], sourceMapsEnabled: verbose });
    }
  });

  describe("a first build with glibc's allocator set to keep less", () => {
    const start = {
      argv: ['/usr/bin/node', '/srv/site/bin/site.js', '--root', '/srv/site', 'build', '--out', 'dist'],
      execArgv: ['--import', './probe.mjs'],
      execPath: '/usr/bin/node',
      env: { PATH: '/usr/bin', NODE_OPTIONS: '--max-old-space-size=2048' },
      platform: 'linux',
      canExecve: true,
    };

    it('starts the same process again with the same arguments, Node options and environment, and the limit', () => {
      expect(firstBuildRestart(start)).toEqual({
        how: 'replace',
        file: '/usr/bin/node',
        args: ['/usr/bin/node', '--import', './probe.mjs', '/srv/site/bin/site.js', '--root', '/srv/site', 'build', '--out', 'dist'],
        env: { PATH: '/usr/bin', NODE_OPTIONS: '--max-old-space-size=2048', MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' },
      });
    });

    it("starts again with V8's own pool of background threads, not the one npm run build sizes for a warm build", () => {
      for (const pool of [['--v8-pool-size=0'], ['--v8-pool-size', '0']]) {
        const restart = firstBuildRestart({ ...start, execArgv: ['--import', './probe.mjs', ...pool, '--max-old-space-size=2048'] });
        expect(restart.args).toEqual([
          '/usr/bin/node',
          '--import',
          './probe.mjs',
          '--max-old-space-size=2048',
          '/srv/site/bin/site.js',
          '--root',
          '/srv/site',
          'build',
          '--out',
          'dist',
        ]);
      }
    });

    it('leaves a build whose cache already holds bundles alone: only a first build starts the threads it helps', () => {
      expect(firstBuildRestart({ ...start, cacheHoldsBundles: true })).toBeNull();
      expect(firstBuildRestart({ ...start, cacheHoldsBundles: false })).not.toBeNull();
    });

    it('looks for the bundles where the build keeps them: --cache in --root, as the build resolves them', () => {
      expect(bundleCacheOf(['build'], '/srv/site')).toBe('/srv/site/.cache/bundles');
      expect(bundleCacheOf(['--root', 'www', 'build', '--out', 'dist'], '/srv')).toBe('/srv/www/.cache/bundles');
      expect(bundleCacheOf(['--root=/srv/www', 'build', '--cache', '../ci-cache'], '/tmp')).toBe('/srv/ci-cache/bundles');
      expect(bundleCacheOf(['build', '--cache=/var/cache/site'], '/srv/site')).toBe('/var/cache/site/bundles');
    });

    it('starts as a child where Node cannot replace its own process (Node 20, 22 before 22.15)', () => {
      const { how, ...child } = firstBuildRestart({ ...start, canExecve: false });
      expect(how).toBe('child');
      const { how: _replace, ...replacement } = firstBuildRestart(start);
      expect(child).toEqual(replacement);
    });

    it('leaves other commands, other systems and a limit the user set alone', () => {
      expect(firstBuildRestart({ ...start, argv: ['/usr/bin/node', 'site.js', 'serve', '--dir', 'build'] })).toBeNull();
      expect(firstBuildRestart({ ...start, platform: 'darwin' })).toBeNull();
      const own = { ...start.env, MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '65536' };
      expect(firstBuildRestart({ ...start, env: own })).toBeNull();
      // One of them set: the other is added, and the user's value kept.
      expect(firstBuildRestart({ ...start, env: { ...start.env, MALLOC_ARENA_MAX: '8' } })?.env).toMatchObject({
        MALLOC_ARENA_MAX: '8',
        MALLOC_MMAP_THRESHOLD_: MALLOC_SETTINGS.MALLOC_MMAP_THRESHOLD_,
      });
      // The process it starts has the variable set, so it never starts again.
      expect(firstBuildRestart({ ...start, env: firstBuildRestart(start).env })).toBeNull();
    });

    /** Runs `site` with `args` under a module Node loads first in every start: it prints what each start saw. */
    const startsOf = (args: string[]) => {
      const probe = join(scratch, 'probe.mjs');
      writeFileSync(
        probe,
        `import { isMainThread } from 'node:worker_threads';
         const { MALLOC_ARENA_MAX = null, MALLOC_MMAP_THRESHOLD_ = null } = process.env;
         if (isMainThread) console.log(JSON.stringify({ pid: process.pid, settings: [MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_] }));
         if (isMainThread && MALLOC_ARENA_MAX) process.exit(0);`,
      );
      const { MALLOC_ARENA_MAX: _arenas, MALLOC_MMAP_THRESHOLD_: _threshold, ...env } = process.env;
      const result = spawnSync(process.execPath, ['--import', pathToFileURL(probe).href, join(projectRoot, 'bin/site.js'), ...args], {
        encoding: 'utf8',
        env,
      });
      expect(result.status).toBe(0);
      const starts = result.stdout
        .trim()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line));
      return { result, starts };
    };
    const canReplace = typeof (process as { execve?: unknown }).execve === 'function';
    const settings = [MALLOC_SETTINGS.MALLOC_ARENA_MAX, MALLOC_SETTINGS.MALLOC_MMAP_THRESHOLD_];

    it('is how a first `site build` starts, before anything else runs', () => {
      const { result, starts } = startsOf(['build', '--cache', join(scratch, 'no-cache-yet'), '--help']);
      expect(starts).toHaveLength(2);
      expect(starts[0]).toEqual({ pid: result.pid, settings: [null, null] });
      // In place of the first process where Node can, else as its child.
      expect(starts[1]!.settings).toEqual(settings);
      if (canReplace) expect(starts[1]!.pid).toBe(result.pid);
      else expect(starts[1]!.pid).not.toBe(result.pid);
    });

    it('is not how a build with a cache starts: it runs at once', () => {
      const cache = join(scratch, 'cache');
      mkdirSync(join(cache, 'bundles'), { recursive: true });
      const { result, starts } = startsOf(['build', '--cache', cache, '--help']);
      expect(starts).toEqual([{ pid: result.pid, settings: [null, null] }]);
      expect(result.stdout).toContain('Usage: site build');
    });
  });
});
