import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript (bin/ runs before any TypeScript is compiled), without type declarations.
import { warmLocaleData, warmLocaleDataInThread } from '../../../bin/warm-locale-data.js';
// @ts-expect-error -- the same kind of module.
import { projectRootOf } from '../../../bin/build-thread.js';

const scratch = mkdtempSync(join(tmpdir(), 'site-warm-locales-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function project(name: string, config: string | null): string {
  const root = join(scratch, name);
  mkdirSync(root, { recursive: true });
  if (config !== null) writeFileSync(join(root, 'site.config.json'), config);
  return root;
}

describe('loading the locales’ data while a build thread starts', () => {
  it('makes the formats of every locale the config names', () => {
    const root = project('site', JSON.stringify({ locales: [{ code: 'en' }, { code: 'fr-ca' }, { code: 'en-gb' }] }));
    expect(warmLocaleData(root)).toEqual(['en', 'fr-ca', 'en-gb']);
  });

  it('skips a code ICU refuses, and leaves a config it cannot read to the build', () => {
    expect(warmLocaleData(project('bad-code', JSON.stringify({ locales: [{ code: 'en' }, { code: '??' }, { code: 7 }] })))).toEqual(['en']);
    expect(warmLocaleData(project('no-config', null))).toEqual([]);
    expect(warmLocaleData(project('broken', '{ "locales": ['))).toEqual([]);
    expect(warmLocaleData(project('no-locales', '{}'))).toEqual([]);
  });

  it('does the same in a thread of its own, for a build on the main thread, then runs the one job it is handed', async () => {
    const thread = warmLocaleDataInThread(project('threaded', JSON.stringify({ locales: [{ code: 'fr-ch' }, { code: 'en-ie' }] })));
    try {
      expect((await once(thread, 'message'))[0]).toEqual({ warmed: ['fr-ch', 'en-ie'] });
      // The job the build hands it (the writing of its files): a module's function, given its data and every message.
      const job = join(scratch, 'job.mjs');
      writeFileSync(
        job,
        [
          "import { parentPort } from 'node:worker_threads';",
          'export function run(data, listen) {',
          '  parentPort.postMessage({ data });',
          '  listen((message) => parentPort.postMessage({ echo: message }));',
          '}',
        ].join('\n'),
      );
      const answers: unknown[] = [];
      thread.on('message', (answer: unknown) => answers.push(answer));
      const answered = async (count: number) => {
        while (answers.length < count) await new Promise((resolve) => setTimeout(resolve, 5));
      };
      thread.postMessage({ adopt: { module: pathToFileURL(job).href, run: 'run', data: 'to write' } });
      // Sent before the job's module has loaded: kept for it.
      thread.postMessage('early');
      await answered(2);
      thread.postMessage('late');
      // A second job is a message like any other: the thread runs one.
      const again = { adopt: { module: pathToFileURL(job).href, run: 'run', data: 'again' } };
      thread.postMessage(again);
      await answered(4);
      expect(answers).toEqual([{ data: 'to write' }, { echo: 'early' }, { echo: 'late' }, { echo: again }]);
    } finally {
      await thread.terminate();
    }
    const broken = warmLocaleDataInThread(project('threaded-broken', '{'));
    expect((await once(broken, 'message'))[0]).toEqual({ warmed: [] });
    await broken.terminate();
  });

  it('reads the project the command names, as the CLI does', () => {
    expect(projectRootOf(['build'], '/srv/site')).toBe('/srv/site');
    expect(projectRootOf(['--root', 'www', 'build'], '/srv')).toBe('/srv/www');
    expect(projectRootOf(['--verbose', '--root=/srv/www', 'build', '--out', 'dist'], '/tmp')).toBe('/srv/www');
  });
});
