import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';

/**
 * Builds the real site twice: a production build (what ships) and a development build (React reports
 * hydration mismatches in detail only there). Test files serve them on their own ports.
 */
export default async function globalSetup() {
  const root = resolve(import.meta.dirname, '../..');
  const production = await mkdtemp(join(tmpdir(), 'site-browser-'));
  const development = await mkdtemp(join(tmpdir(), 'site-browser-dev-'));
  await buildSite({ root, outDir: production, logger: silentLogger });
  await buildSite({ root, outDir: development, mode: 'development', logger: silentLogger });
  process.env.SITE_BUILD_PRODUCTION = production;
  process.env.SITE_BUILD_DEVELOPMENT = development;
}
