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
  const width = Math.round((COVER_ART.width / 72) * ART_RESOLUTION);
  const height = Math.round((COVER_ART.height / 72) * ART_RESOLUTION);
  const metadata = await sharp(source).metadata();
  // Vector art is drawn at the density that covers the box, never drawn small and scaled up.
  const scale = metadata.width && metadata.height ? Math.max(width / metadata.width, height / metadata.height) : 1;
  const density = metadata.format === 'svg' ? Math.min(2400, Math.ceil(72 * scale)) : undefined;
  return sharp(source, density ? { density } : {})
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .flatten({ background })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
