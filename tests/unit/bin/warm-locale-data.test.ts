import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('does the same in a thread of its own, for a build on the main thread, and ends', async () => {
    const thread = warmLocaleDataInThread(project('threaded', JSON.stringify({ locales: [{ code: 'fr-ch' }, { code: 'en-ie' }] })));
    const [[warmed], [code]] = await Promise.all([once(thread, 'message'), once(thread, 'exit')]);
    expect(warmed).toEqual(['fr-ch', 'en-ie']);
    expect(code).toBe(0);
    const broken = warmLocaleDataInThread(project('threaded-broken', '{'));
    expect((await once(broken, 'message'))[0]).toEqual([]);
  });

  it('reads the project the command names, as the CLI does', () => {
    expect(projectRootOf(['build'], '/srv/site')).toBe('/srv/site');
    expect(projectRootOf(['--root', 'www', 'build'], '/srv')).toBe('/srv/www');
    expect(projectRootOf(['--verbose', '--root=/srv/www', 'build', '--out', 'dist'], '/tmp')).toBe('/srv/www');
  });
});
