import type { RenditionEncoder, RenditionFormat, SourceImage } from './encode-rendition.ts';
import { srcsetOf, type RenditionSet } from './rendition-set.ts';

/** Qualities per format; about the same look (sharp's own defaults are WebP 80 and AVIF 50). */
const QUALITY: Record<RenditionFormat, number> = { webp: 72, avif: 50 };

/**
 * The image encoded here as WebP and, where it is smaller, AVIF at each width. AVIF is offered only when it
 * is smaller at every width: a browser picks one width from the srcset of the format it takes, so an AVIF
 * smaller in total but larger at the widths phones use (on flat artwork its fixed overhead outweighs what it
 * saves) would make those phones download more, and decode a costlier format, not less. Widths go from the
 * smallest up, and AVIF stops at the first width where it loses: the large AVIF encodes, slow and hungry for
 * memory, are only made for images that will use them. Only the renditions offered are emitted.
 */
export async function renderRenditions(
  image: SourceImage,
  name: string,
  widths: number[],
  encode: RenditionEncoder,
): Promise<RenditionSet> {
  const base = `assets/images/${name}-${image.hash.slice(0, 8)}`;
  const rendition = (width: number, format: RenditionFormat, contents: Buffer) => ({
    width,
    path: `${base}-${width}.${format}`,
    url: `/${base}-${width}.${format}`,
    contents,
  });
  const webp: ReturnType<typeof rendition>[] = [];
  const avif: ReturnType<typeof rendition>[] = [];
  let avifSmaller = true;
  // One width at a time (its formats in parallel, from one drawing), so large images never pile up in memory.
  for (const width of [...widths].sort((a, b) => a - b)) {
    const formats: RenditionFormat[] = avifSmaller ? ['webp', 'avif'] : ['webp'];
    const [webpContents, avifContents] = await encode(
      image,
      width,
      formats.map((format) => ({ format, quality: QUALITY[format] })),
    );
    webp.push(rendition(width, 'webp', webpContents!));
    if (avifContents && avifContents.length < webpContents!.length) avif.push(rendition(width, 'avif', avifContents));
    else avifSmaller = false;
  }
  const offered = avifSmaller ? [...webp, ...avif] : webp;
  return {
    src: webp.at(-1)!.url,
    srcset: srcsetOf(webp),
    ...(avifSmaller ? { avifSrcset: srcsetOf(avif) } : {}),
    files: offered.map(({ path, contents }) => ({ path, contents })),
  };
}
