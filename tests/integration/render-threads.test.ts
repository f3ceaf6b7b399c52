import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';
import { BodyRenderFailure, createBodyRenderer } from '../../generator/render/body-renderer.ts';
import type { PageData } from '../../site/shared/page-data.ts';
import { pageDataPath, staticQueryPath } from '../../site/shared/paths.ts';
import type { LocaleRendererInput } from '../../site/server.tsx';
import { listBuiltFiles, readJson } from '../support/built-site.ts';
import { createFixtureProject, type TempProject } from '../support/temp-project.ts';

let project: TempProject;
let out: string;
let serverEntry: string;

beforeAll(async () => {
  project = await createFixtureProject('render-threads');
  out = await mkdtemp(join(tmpdir(), 'render-threads-'));
  const inThread = await buildSite({ root: project.root, outDir: join(out, 'one'), renderThreads: 1, logger: silentLogger });
  await buildSite({ root: project.root, outDir: join(out, 'three'), renderThreads: 3, logger: silentLogger });
  serverEntry = inThread.state.bundle.serverEntry;
});

afterAll(async () => {
  await project.remove();
  await rm(out, { recursive: true, force: true });
});

describe('render threads', () => {
  it('write the same site as the build rendering on its own, byte for byte', () => {
    const files = listBuiltFiles(join(out, 'one'));
    expect(files.length).toBeGreaterThan(40);
    expect(listBuiltFiles(join(out, 'three'))).toEqual(files);
    for (const file of files) {
      expect(readFileSync(join(out, 'three', file)), file).toEqual(readFileSync(join(out, 'one', file)));
    }
  });

  it.each([0, 2])('fail on the page whose template throws, naming it and the reason (%i threads)', async (threads) => {
    const site = readJson<{ data: LocaleRendererInput['site'] }>(join(out, 'one'), staticQueryOf('en')).data;
    const input: LocaleRendererInput = { site, catalogues: [] };
    const pages = ['/', '/legal/', '/contact/business/'].map(
      (route) => readJson<PageData>(join(out, 'one'), pageDataPath('en', route).slice(1)).result,
    );
    const broken = { ...pages[1]!, page: null, head: null } as unknown as (typeof pages)[number];
    const renderer = createBodyRenderer(serverEntry, threads);
    try {
      const locale = renderer.openLocale(input);
      const rendered = await locale.render(pages, true);
      expect(rendered.bodies).toHaveLength(3);
      expect(rendered.banner).toContain('<button');
      const failure = await locale.render([pages[0]!, broken, pages[2]!], false).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(BodyRenderFailure);
      expect((failure as BodyRenderFailure).index).toBe(1);
      // The template's own error, not React's empty fallback for the browser to fill.
      expect((failure as BodyRenderFailure).message).toMatch(/null/);
    } finally {
      await renderer.close();
    }
  });

  it('fail the locale, never leave the build waiting, when a render thread stops', async () => {
    // A server bundle whose render ends its thread, as running out of memory would.
    const stopping = join(out, 'stopping-server.mjs');
    writeFileSync(
      stopping,
      'export const renderConsentBanner = () => "";\nexport const createLocaleRenderer = () => () => process.exit(3);\n',
    );
    const page = readJson<PageData>(join(out, 'one'), pageDataPath('en', '/').slice(1)).result;
    const renderer = createBodyRenderer(stopping, 2);
    try {
      const locale = renderer.openLocale({ site: {} as LocaleRendererInput['site'], catalogues: [] });
      await expect(locale.render([page], true)).rejects.toThrow(/a render thread stopped \(exit code 3\)/);
    } finally {
      await renderer.close();
    }
  });
});

/** The file of a locale's static query result (its site data), as its home page's data names it. */
function staticQueryOf(locale: string): string {
  const [hash] = readJson<PageData>(join(out, 'one'), pageDataPath(locale, '/').slice(1)).staticQueryHashes;
  return staticQueryPath(hash!).slice(1);
}
