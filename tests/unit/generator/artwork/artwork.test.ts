import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworks } from '../../../../generator/artwork/artworks.ts';
import { portraitFile, portraits } from '../../../../generator/artwork/portraits.ts';
import { artwork } from '../../../../generator/artwork/system.ts';
import { projectRoot } from '../../../support/temp-project.ts';

const media = join(projectRoot, 'content', 'media');
const leadFile = (name: string) => readFile(join(media, 'leads', `${name}.svg`), 'utf8');

/** What would make a file unsafe or slow to rasterise at build time, or draw words into a picture. */
function selfContained(svg: string): void {
  expect(svg).not.toMatch(/<(text|image|script|foreignObject|filter|style)\b/);
  expect(svg).not.toMatch(/href=|url\((?!#)/);
}

describe('lead artwork', () => {
  it('has one drawing for every file in content/media/leads, and the files are what generator/artwork/ draws', async () => {
    const files = (await readdir(join(media, 'leads'))).filter((file) => file.endsWith('.svg')).sort();
    expect(artworks.map(({ name }) => `${name}.svg`).sort()).toEqual(files);
    for (const { name, description, draw } of artworks) expect(await leadFile(name), name).toBe(artwork(description, draw()));
  });

  it('is a small, self-contained 4:3 tile with its own ground', async () => {
    for (const { name } of artworks) {
      const svg = await leadFile(name);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1600 1200">/);
      expect(svg, name).toContain('<rect width="1600" height="1200" fill="#12152E"/>');
      expect(Buffer.byteLength(svg), name).toBeLessThan(20 * 1024);
      selfContained(svg);
    }
  });

  it('keeps every motif inside both crops, the 16:9 band of cards and the square of covers, with room around', async () => {
    // Drawn without the ground at a quarter of its size, the motif's extent is what trimming leaves.
    for (const { name, draw } of artworks) {
      const { info } = await sharp(Buffer.from(artwork(name, draw(), { ground: false })), { density: 18 })
        .trim({ threshold: 1 })
        .toBuffer({ resolveWithObject: true });
      const left = -info.trimOffsetLeft! * 4,
        top = -info.trimOffsetTop! * 4;
      const box = { left, top, right: left + info.width * 4, bottom: top + info.height * 4 };
      expect(box.left, name).toBeGreaterThanOrEqual(240);
      expect(box.right, name).toBeLessThanOrEqual(1360);
      expect(box.top, name).toBeGreaterThanOrEqual(180);
      expect(box.bottom, name).toBeLessThanOrEqual(1020);
    }
  });
});

describe('author portraits', () => {
  it('are the drawn illustrations, square, self-contained and all different', async () => {
    const files = await Promise.all(portraits.map(({ name }) => readFile(join(media, 'authors', `${name}.svg`), 'utf8')));
    expect(files).toEqual(portraits.map(portraitFile));
    for (const svg of files) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400">/);
      selfContained(svg);
    }
    expect(new Set(files).size).toBe(files.length);
  });
});
