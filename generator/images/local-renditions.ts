import type { RenditionEncoder, RenditionFormat, SourceImage } from './encode-rendition.ts';
import { srcsetOf, type RenditionSet } from './rendition-set.ts';

/** Qualities per format; about the same look (sharp's own defaults are WebP 80 and AVIF 50). */
const QUALITY: Record<RenditionFormat, number> = { webp: 72, avif: 50 };

/**
 * The image encoded here as WebP and as AVIF at each width. AVIF is offered only where it is smaller in total:
 * on flat artwork its fixed overhead can outweigh what it saves, and a browser that takes the AVIF would then
 * download more, not less. Only the renditions offered are emitted.
 */
export async function renderRenditions(image: SourceImage, name: string, widths: number[], encode: RenditionEncoder): Promise<RenditionSet> {
  const base = `assets/images/${name}-${image.hash.slice(0, 8)}`;
  const formats: RenditionFormat[] = ['webp', 'avif'];
  const encoded = await Promise.all(widths.map((width) => encode(image, width, formats.map((format) => ({ format, quality: QUALITY[format] })))));
  const renditionsIn = (format: RenditionFormat) =>
    widths.map((width, index) => ({ width, path: `${base}-${width}.${format}`, url: `/${base}-${width}.${format}`, contents: encoded[index]![formats.indexOf(format)]! }));
  const webp = renditionsIn('webp');
  const avif = renditionsIn('avif');
  const bytes = (renditions: { contents: Buffer }[]) => renditions.reduce((sum, rendition) => sum + rendition.contents.length, 0);
  const offerAvif = bytes(avif) < bytes(webp);
  const offered = offerAvif ? [...webp, ...avif] : webp;
  return {
    src: webp.at(-1)!.url,
    srcset: srcsetOf(webp),
    ...(offerAvif ? { avifSrcset: srcsetOf(avif) } : {}),
    files: offered.map(({ path, contents }) => ({ path, contents })),
  };
}
