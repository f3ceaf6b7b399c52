import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { buildScriptNodeOptions } from '../../bench/build-runs.ts';

const manifest = (build: string | undefined) => JSON.stringify({ scripts: build === undefined ? {} : { build } });

describe('how the bench starts `site build`: as `npm run build` does', () => {
  it("takes the Node options of package.json's build script", () => {
    expect(buildScriptNodeOptions(manifest('node bin/site.js build'))).toEqual([]);
    expect(buildScriptNodeOptions(manifest('node --v8-pool-size=0 bin/site.js build'))).toEqual(['--v8-pool-size=0']);
    expect(buildScriptNodeOptions(manifest('  node --v8-pool-size=0  --max-old-space-size=2048 bin/site.js build '))).toEqual([
      '--v8-pool-size=0',
      '--max-old-space-size=2048',
    ]);
  });

  it('refuses a script of another shape, naming the file and the script, rather than time something else', () => {
    for (const build of [
      undefined,
      'tsx bin/cli.ts build',
      'node bin/site.js build --out public',
      'node bin/site.js serve',
      'npm run compile && node bin/site.js build',
    ]) {
      expect(() => buildScriptNodeOptions(manifest(build))).toThrow(/package\.json: the "build" script should read/);
    }
  });

  it.runIf(existsSync('/proc/self/task'))(
    "gives V8 one background thread for each core but the main thread's, not Node's four whatever the machine",
    () => {
      // The process's threads, counted once Node has started all of its own (20 and 22 name them all "node").
      const threads = (options: string[]) => {
        const result = spawnSync(
          process.execPath,
          [...options, '-e', "console.log(require('node:fs').readdirSync('/proc/self/task').length)"],
          {
            encoding: 'utf8',
          },
        );
        expect(result.status).toBe(0);
        return Number(result.stdout.trim());
      };
      const pool = Math.max(1, availableParallelism() - 1);
      expect(threads([]) - threads(buildScriptNodeOptions())).toBe(4 - pool);
    },
  );
});
