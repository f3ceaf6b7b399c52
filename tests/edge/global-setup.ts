import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    edgeBuild: string;
  }
}

/** Builds the real site once, with its edge worker, for every edge test. */
export default async function setup(project: TestProject) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22)
    throw new Error(
      `The edge tests need Node 22 or later (wrangler 4); this is Node ${process.versions.node}. .ci/run runs them on Node 24.`,
    );
  const outDir = await mkdtemp(join(tmpdir(), 'site-edge-build-'));
  await buildSite({ root: resolve(import.meta.dirname, '../..'), outDir, logger: silentLogger });
  project.provide('edgeBuild', outDir);
  return async () => {
    await rm(outDir, { recursive: true, force: true });
  };
}
