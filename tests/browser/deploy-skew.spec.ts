import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSite } from '../../generator/build.ts';
import { silentLogger } from '../../generator/logger.ts';
import { serveBuild } from '../support/serve-build.ts';
import { createFixtureProject } from '../support/temp-project.ts';

test('a tab opened on build N keeps working after build N+1 is deployed over it', async ({ page }) => {
  test.setTimeout(120_000);
  const project = await createFixtureProject('deploy-skew');
  const outDir = await mkdtemp(join(tmpdir(), 'site-skew-'));
  // A real copy of site/ (not the shared symlink), so this test can change the code between builds.
  await rm(join(project.root, 'site'));
  await cp(join(import.meta.dirname, '../../site'), join(project.root, 'site'), { recursive: true });
  // Live: the server looks files up per request, as a static host does after a deploy.
  const server = await serveBuild(outDir, { live: true });
  try {
    const first = await buildSite({ root: project.root, outDir, logger: silentLogger });
    await page.goto(`${server.url}/en/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const oldChunk = await page.evaluate(
      () =>
        (JSON.parse(document.getElementById('__boot')!.textContent!) as { chunkMap: Record<string, { js: string[] }> }).chunkMap[
          'component---site-templates-legal-tsx'
        ]!.js[0]!,
    );

    const card = join(project.root, 'site/blocks/card.tsx');
    const source = await readFile(card, 'utf8');
    const edited = source.replace("t('card.more')} →", "t('card.more')} ›");
    expect(edited, 'the edit this test makes between builds must change the code').not.toBe(source);
    await writeFile(card, edited);
    const second = await buildSite({ root: project.root, outDir, logger: silentLogger });
    expect(second.bundleHash).not.toBe(first.bundleHash);

    // The old tab can still load a lazy chunk of its own build.
    expect(await page.evaluate(async (url) => typeof (await import(url)).default, oldChunk)).toBe('function');
    // Its next navigation finds the newer build and loads it with one full page load.
    const loads = server.requests.filter((path) => path === '/en/legal/').length;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click();
    await expect(page).toHaveURL(`${server.url}/en/legal/`);
    await expect(page.locator('html')).toHaveAttribute('data-build', second.bundleHash);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(server.requests.filter((path) => path === '/en/legal/').length - loads).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker ?? null)).toBeNull();
  } finally {
    await server.close();
    await project.remove();
    await rm(outDir, { recursive: true, force: true });
  }
});
