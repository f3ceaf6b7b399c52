import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createAnalyticsStub } from '../../generator/analytics-stub/stub-server.ts';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';

/**
 * Builds the real site twice: a production build (what ships) and a development build (React reports
 * hydration mismatches in detail only there). Both point analytics at a local stand-in that lists no
 * destinations (nothing to consent to, so no banner); tests/browser/analytics.spec.ts builds its own site
 * with its own stand-in. The teardown this returns stops the stand-in and removes both builds.
 */
export default async function globalSetup() {
  const root = resolve(import.meta.dirname, '../..');
  const stub = createAnalyticsStub({ destinations: [] });
  const analytics = await stub.listen();
  const production = await mkdtemp(join(tmpdir(), 'site-browser-'));
  const development = await mkdtemp(join(tmpdir(), 'site-browser-dev-'));
  await buildSite({ root, outDir: production, analytics, logger: silentLogger });
  await buildSite({ root, outDir: development, mode: 'development', analytics, logger: silentLogger });
  process.env.SITE_BUILD_PRODUCTION = production;
  process.env.SITE_BUILD_DEVELOPMENT = development;
  return async () => {
    await stub.close();
    await Promise.all([production, development].map((dir) => rm(dir, { recursive: true, force: true })));
  };
}
