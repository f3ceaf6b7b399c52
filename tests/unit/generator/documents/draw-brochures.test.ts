import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawBrochures } from '../../../../generator/documents/draw-brochures.ts';
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

describe('drawBrochures', () => {
  it('draws and stores each brochure, two of them with the same cover art', async () => {
    const art = { src: 'media/leads/ffa-data.svg', file: join(projectRoot, 'content', 'media', 'leads', 'ffa-data.svg') };
    const brochures = ['en', 'fr'].map((language) => ({
      file: join(folder, `${language}.pdf`),
      content: fixtureBrochure(),
      art,
      printed: [],
    }));
    expect(await drawBrochures(brochures)).toEqual([]);
    for (const brochure of brochures) expect(existsSync(brochure.file)).toBe(true);
  }, 60_000);

  it('names the content file of cover art it cannot read, and stores no PDF', async () => {
    const broken = join(folder, 'broken.svg');
    await writeFile(broken, '<svg width="10"');
    const brochure = {
      file: join(folder, 'broken.pdf'),
      content: fixtureBrochure(),
      art: { src: 'media/leads/broken.svg', file: broken },
      printed: [],
    };
    const error = await drawBrochures([brochure]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).code).toBe('ImageUnreadable');
    expect((error as SiteError).location.file).toBe('content/media/leads/broken.svg');
    expect((error as SiteError).message).toContain('media/leads/broken.svg');
    expect(existsSync(brochure.file)).toBe(false);
  }, 60_000);
});
