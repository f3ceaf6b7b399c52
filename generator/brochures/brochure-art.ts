import { ART_RESOLUTION } from './pdf-style.ts';

/** The art box on the cover, in points: the cover's width less its margins, in the web thumbnail's 4:3. */
export const COVER_ART = { width: 499, height: 374 } as const;

/**
 * The brochure's artwork (an SVG or a bitmap under content/media/) as an opaque PNG that fills the cover's art
 * box at print resolution, cropped to its centre like the web thumbnail (`object-fit: cover`). Opaque, so
 * pdfkit embeds it without splitting an alpha channel; deterministic for a given sharp version.
 */
export async function rasteriseArt(source: Buffer, background: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const box = {
    width: Math.round((COVER_ART.width / 72) * ART_RESOLUTION),
    height: Math.round((COVER_ART.height / 72) * ART_RESOLUTION),
  };
  const { format, width, height } = await sharp(source).metadata();
  const needed = width && height ? Math.max(box.width / width, box.height / height) : 1;
  const scale = format === 'svg' ? vectorScale(needed) : needed;
  let art;
  if (scale === needed) {
    // Vector art is drawn at the size the box needs (sharp works that out from the resize), never drawn small and
    // scaled up; a bitmap is resized.
    art = sharp(source, format === 'svg' ? { density: Math.min(2400, Math.ceil(72 * scale)) } : {}).resize(box.width, box.height, {
      fit: 'cover',
      position: 'centre',
    });
  } else {
    // Drawn a little larger than the box, which is cut from its centre: resized, the drawing's smooth gradients
    // would come out grainier and their PNG a third larger. In one pipeline, which libvips draws a strip at a time.
    const density = 72 * scale;
    const drawn = await sharp(source, { density }).metadata();
    const left = Math.floor((drawn.width - box.width) / 2);
    const top = Math.floor((drawn.height - box.height) / 2);
    art = sharp(source, { density }).extract({ left, top, ...box });
  }
  return art.flatten({ background }).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * The scale a vector is drawn at for a box that needs `needed`: the next twentieth at or above it (1.2994 → 1.3)
 * where that is at most 2% more, else `needed`. librsvg fills a pattern whose tile is not a whole number of pixels
 * about ten times slower: the house artwork's dot grid, a 40-unit tile, took 1.2–1.7 s a cover at 1.2994 and 0.1 s
 * at 1.3, where a tile of any multiple of 20 units is whole pixels. Pure.
 */
export function vectorScale(needed: number): number {
  // Rounded first, so that a scale already on a twentieth (1.3 from 2080 / 1600) is not taken for more.
  const twentieth = Math.ceil(Math.round(needed * 20 * 1e6) / 1e6) / 20;
  return twentieth <= needed * 1.02 && twentieth <= 2400 / 72 ? twentieth : needed;
}
