import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../../../generator/config/load-config.ts';
import { parseConfig } from '../../../../generator/config/parse-config.ts';
import { projectRoot } from '../../../support/temp-project.ts';

// The check as it is, counted: a build that checks its config loads zod to do it.
vi.mock('../../../../generator/config/parse-config.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../generator/config/parse-config.ts')>();
  return { ...actual, parseConfig: vi.fn(actual.parseConfig) };
});

let folder: string;
let file: string;
let realText: string;
const cache = () => ({ cacheDir: join(folder, 'cache'), codeVersion: 'code-1' });

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'load-config-'));
  file = join(folder, 'site.config.json');
  realText = await readFile(join(projectRoot, 'site.config.json'), 'utf8');
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});
beforeEach(async () => {
  await rm(join(folder, 'cache'), { recursive: true, force: true });
  await writeFile(file, realText);
  vi.mocked(parseConfig).mockClear();
});

describe('loadConfig with a cache', () => {
  it('checks a config once: the same text, overrides and code give the config checked before', async () => {
    const checked = await loadConfig(file, {}, cache());
    const again = await loadConfig(file, {}, cache());
    expect(again).toStrictEqual(checked);
    expect(parseConfig).toHaveBeenCalledTimes(1);
  });

  it('checks it again after an edit, reporting what is wrong, and for other overrides or other code', async () => {
    await loadConfig(file, {}, cache());
    const preview = await loadConfig(file, { siteUrl: 'https://preview.example.org' }, cache());
    expect(preview.siteUrl).toBe('https://preview.example.org');
    expect((await loadConfig(file, {}, { ...cache(), codeVersion: 'code-2' })).siteUrl).toBe('https://www.factor.consulting');
    expect(parseConfig).toHaveBeenCalledTimes(3);
    await writeFile(file, realText.replace('"defaultLocale": "en"', '"defaultLocale": "de"'));
    await expect(loadConfig(file, {}, cache())).rejects.toMatchObject({ code: 'ConfigInvalid', location: { field: 'defaultLocale' } });
  });

  it('never keeps a config that fails: every build reports it', async () => {
    await writeFile(file, realText.replace('"siteUrl": "https://www.factor.consulting"', '"siteUrl": "https://www.factor.consulting/"'));
    for (let build = 0; build < 2; build += 1) {
      await expect(loadConfig(file, {}, cache())).rejects.toMatchObject({ code: 'ConfigInvalid', location: { field: 'siteUrl' } });
    }
    expect(parseConfig).toHaveBeenCalledTimes(2);
  });

  it('checks the config where the kept one cannot be read, and where no code names itself (tests, the tsx fallback)', async () => {
    await loadConfig(file, {}, cache());
    await writeFile(join(folder, 'cache', 'config.bin'), 'not what V8 wrote');
    expect((await loadConfig(file, {}, cache())).defaultLocale).toBe('en');
    await loadConfig(file, {}, { cacheDir: join(folder, 'cache'), codeVersion: null });
    await loadConfig(file, {}, { cacheDir: join(folder, 'cache'), codeVersion: null });
    expect(parseConfig).toHaveBeenCalledTimes(4);
  });
});
