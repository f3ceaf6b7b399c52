import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../generator/build.ts';
import { threadedExecutor } from '../../generator/execution/threaded-executor.ts';
import { silentLogger } from '../../generator/logger.ts';
import { createFixtureProject } from '../support/temp-project.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fixture site (tests/fixtures/site: every template, three locales), built: for tests of the generator's output and of `site serve`. */
    builtFixture: string;
  }
}

/** Builds the fixture site once, for every integration test that only reads its output. */
export default async function setup(project: TestProject) {
  const fixture = await createFixtureProject('global-fixture');
  const outDir = join(fixture.root, 'dist');
  await buildSite({ root: fixture.root, outDir, executor: threadedExecutor(), logger: silentLogger });
  project.provide('builtFixture', outDir);
  return () => fixture.remove();
}
