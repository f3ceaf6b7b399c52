import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_ART, rasteriseArt, vectorScale } from '../../../../generator/brochures/brochure-art.ts';
import { ART_RESOLUTION, INK } from '../../../../generator/brochures/pdf-style.ts';
import { projectRoot } from '../../../support/temp-project.ts';

describe('vectorScale', () => {
  it('draws at the next twentieth of a scale where that is at most 2% more than the box needs', () => {
    // The cover's box from the house artwork (1600 units wide): 2079 px needs 1.2994.
    expect(vectorScale(2079 / 1600)).toBe(1.3);
    expect(vectorScale(2.01)).toBe(2.05);
    expect(vectorScale(1.04)).toBe(1.05);
  });

  it('keeps a scale already on a twentieth, however it was computed', () => {
    expect(vectorScale(2080 / 1600)).toBe(1.3);
    expect(vectorScale(0.1 * 3)).toBe(0.3);
  });

  it('keeps what the box needs where the next twentieth is more than 2% above it, or beyond the densest drawing', () => {
    expect(vectorScale(0.51)).toBe(0.51);
    expect(vectorScale(0.451)).toBe(0.451);
    expect(vectorScale(40.01)).toBe(40.01);
  });
});

describe('rasteriseArt', () => {
  const box = {
    width: Math.round((COVER_ART.width / 72) * ART_RESOLUTION),
    height: Math.round((COVER_ART.height / 72) * ART_RESOLUTION),
  };

  it('fills the box with the artwork as drawn at the scale the box needs, centred, on an opaque ground', async () => {
    const source = readFileSync(join(projectRoot, 'content/media/leads/ffa-data.svg'));
    const { data, info } = await sharp(await rasteriseArt(source, INK.dark))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect({ width: info.width, height: info.height, channels: info.channels }).toEqual({ ...box, channels: 3 });
    // The artwork drawn straight at the box's size: the cover may differ by a pixel's shift, not by its picture.
    const exact = await sharp(source, { density: (72 * box.width) / 1600 })
      .resize(box.width, box.height, { fit: 'cover', position: 'centre' })
      .flatten({ background: INK.dark })
      .raw()
      .toBuffer();
    let difference = 0;
    for (let index = 0; index < exact.length; index += 1) difference += Math.abs(exact[index]! - data[index]!);
    expect(difference / exact.length).toBeLessThan(1);
  }, 60_000);

  it('cuts a bitmap to the box from its centre', async () => {
    // Left half black, right half white, twice the box's width: the box shows the middle, half of each.
    const width = box.width * 2;
    const pixels = Buffer.alloc(width * box.height * 3);
    for (let y = 0; y < box.height; y += 1) pixels.fill(255, (y * width + width / 2) * 3, (y + 1) * width * 3);
    const bitmap = await sharp(pixels, { raw: { width, height: box.height, channels: 3 } })
      .png()
      .toBuffer();
    const { data, info } = await sharp(await rasteriseArt(bitmap, INK.dark))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([box.width, box.height]);
    const row = Math.floor(box.height / 2) * box.width * 3;
    expect(data[row + 10 * 3]).toBe(0);
    expect(data[row + (box.width - 10) * 3]).toBe(255);
  }, 60_000);
});
