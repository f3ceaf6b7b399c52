import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { svgSize } from '../../../../generator/images/svg-size.ts';
import { projectRoot } from '../../../support/temp-project.ts';

const svg = (root: string) => Buffer.from(`<?xml version="1.0"?>\n${root}<rect width="1" height="1"/></svg>`);

describe('svgSize: an SVG’s own size, read from its root element', () => {
  it('takes width and height in pixels, else the viewBox, scaling a missing side by its ratio', () => {
    expect(svgSize(svg('<svg width="10" height="20">'))).toEqual({ width: 10, height: 20 });
    expect(svgSize(svg('<svg viewBox="0 0 1600 1200">'))).toEqual({ width: 1600, height: 1200 });
    expect(svgSize(svg('<svg viewBox="0 0 30 15" width="60">'))).toEqual({ width: 60, height: 30 });
    expect(svgSize(svg('<svg height="5px" viewBox="0,0,10,20">'))).toEqual({ width: 3, height: 5 });
    // A relative size says nothing of the image's own: the viewBox does.
    expect(svgSize(svg('<svg width="50%" viewBox="0 0 4 3">'))).toEqual({ width: 4, height: 3 });
  });

  it('has no size for an SVG without width, height or viewBox, or for what is not an SVG', () => {
    expect(svgSize(svg('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(svgSize(Buffer.from('<html></html>'))).toBeNull();
  });

  it('agrees with sharp on every image of the site', async () => {
    const media = join(projectRoot, 'content', 'media');
    const files = (await readdir(media, { recursive: true })).filter((file) => file.endsWith('.svg'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const bytes = readFileSync(join(media, file));
      const metadata = await sharp(bytes).metadata();
      expect(svgSize(bytes), file).toEqual({ width: metadata.width, height: metadata.height });
    }
  });
});
