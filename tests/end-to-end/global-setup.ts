import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../generator/build.ts';
import { threadedExecutor } from '../../generator/execution/threaded-executor.ts';
import { silentLogger } from '../../generator/logger.ts';
import { projectRoot } from '../support/temp-project.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real site, built: for the end-to-end checks of its content (SPEC pages, languages, typography, markup). */
    builtSite: string;
  }
}

/** Builds the real site once, into a temporary folder, for every end-to-end test. */
export default async function setup(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'site-build-'));
  // The CLI's executor: on a fresh clone the suite's first builds are cold ones, whose heavy work (the bundle's
  // compilation, the PDFs, the share cards) it runs beside the other stages in threads instead of one after another.
  await buildSite({ root: projectRoot, outDir, executor: threadedExecutor(), logger: silentLogger });
  project.provide('builtSite', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
