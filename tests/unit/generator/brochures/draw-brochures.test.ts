import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rasteriseCovers } from '../../../../generator/brochures/cover-art.ts';
import { drawBrochures } from '../../../../generator/brochures/draw-brochures.ts';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { fixtureBrochure } from '../../../support/brochure-fixture.ts';
import { projectRoot } from '../../../support/temp-project.ts';

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'draw-brochures-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const leadArt = (name: string) => ({ src: `media/leads/${name}.svg`, file: join(projectRoot, 'content', 'media', 'leads', `${name}.svg`) });

describe('rasteriseCovers', () => {
  it('rasterises each artwork once for the brochures that share it, as an opaque PNG', async () => {
    const covers = rasteriseCovers([leadArt('ffa-data'), leadArt('metals-sales'), leadArt('ffa-data')]);
    expect([...covers.keys()]).toEqual([leadArt('ffa-data').file, leadArt('metals-sales').file]);
    const png = await covers.get(leadArt('ffa-data').file)!;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  }, 60_000);

  it('names the content file of cover art it cannot read, for the brochure that awaits it', async () => {
    const broken = join(folder, 'broken.svg');
    await writeFile(broken, '<svg width="10"');
    const covers = rasteriseCovers([{ src: 'media/leads/broken.svg', file: broken }]);
    // Not awaited for a moment: no unhandled rejection in between (vitest fails the run on one).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const error = await covers.get(broken)!.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).code).toBe('ImageUnreadable');
    expect((error as SiteError).location.file).toBe('content/media/leads/broken.svg');
    expect((error as SiteError).message).toContain('media/leads/broken.svg');
  }, 60_000);
});

describe('drawBrochures', () => {
  it('draws and stores each brochure, two of them with the same cover art, given as the PNG a thread receives', async () => {
    const png = await rasteriseCovers([leadArt('ffa-data')]).get(leadArt('ffa-data').file)!;
    const brochures = ['en', 'fr'].map((language) => ({
      file: join(folder, `${language}.pdf`),
      content: fixtureBrochure(),
      art: new Uint8Array(png),
      printed: [],
    }));
    expect(await drawBrochures(brochures)).toEqual([]);
    for (const brochure of brochures) expect(existsSync(brochure.file)).toBe(true);
    expect(readFileSync(brochures[0]!.file).equals(readFileSync(brochures[1]!.file))).toBe(true);
  }, 60_000);
});
