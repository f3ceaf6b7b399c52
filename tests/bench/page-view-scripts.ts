// Every script a phone fetches for one page view, counted as a browser fetches them: from the first request until
// the network has been idle for half a second — the boot script and its preloads, then what the page loads after
// hydration (deferred parts of the page, its sections, the chrome's menus, the consent banner). Service-worker
// fetches are the worker's (its precache, for offline reading), not the page view's, and are not counted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { serveBuild } from '../support/serve-build.ts';

export interface PageViewScripts {
  page: string;
  /** Gzip bytes of the scripts, each file once. */
  bytes: number;
  files: number;
}

/** The scripts of one page view of each path (under `dir`, e.g. `en/audit/`), in a fresh phone-sized browser each. */
export async function pageViewScripts(dir: string, paths: string[]): Promise<PageViewScripts[]> {
  const server = await serveBuild(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const results: PageViewScripts[] = [];
    for (const path of paths) {
      const { defaultBrowserType: _type, ...phone } = devices['Moto G4']!;
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (response.request().resourceType() === 'script' && url.origin === server.url) scripts.add(url.pathname);
      });
      await page.goto(`${server.url}/${path}`, { waitUntil: 'networkidle' });
      const bytes = [...scripts].reduce((total, script) => total + gzipSync(readFileSync(join(dir, script))).length, 0);
      results.push({ page: `/${path}`, bytes, files: scripts.size });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}
