import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../generator/build.ts';
import { threadedExecutor } from '../../generator/execution/threaded-executor.ts';
import { silentLogger } from '../../generator/logger.ts';
import { createFixtureProject } from '../support/temp-project.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real site, built: for the end-to-end checks of its content (SPEC pages, languages, typography, markup). */
    builtSite: string;
    /** The fixture site (tests/fixtures/site: every template, three locales), built: for tests of the generator's output and of `site serve`. */
    builtFixture: string;
  }
}

/** Builds the real site and the fixture site once, each into a temporary folder, for every integration test. */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'site-build-'));
  // The CLI's executor: on a fresh clone this is the suite's first build, a cold one, whose heavy work (the bundle's
  // compilation, the PDFs, the share cards) runs beside the other stages in threads instead of one after another.
  const executor = threadedExecutor();
  await buildSite({ root: resolve(import.meta.dirname, '../..'), outDir, executor, logger: silentLogger });
  project.provide('builtSite', outDir);
  // After the real site: its bundle, fonts and PDFs' faces are cached by then, and the fixture shares them.
  const fixture = await createFixtureProject('global-fixture');
  const fixtureOut = join(fixture.root, 'dist');
  await buildSite({ root: fixture.root, outDir: fixtureOut, executor, logger: silentLogger });
  project.provide('builtFixture', fixtureOut);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
    await fixture.remove();
  };
}
