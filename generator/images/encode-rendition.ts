import { join } from 'node:path';
import type { Sharp, SharpConstructor } from 'sharp';
import { hashOf, readThrough } from '../cache/content-cache.ts';

/** A source image, read once: what every rendition of it is drawn from. */
export interface SourceImage {
  bytes: Buffer;
  /** The hash of `bytes`: the cache key of every rendition, and part of the emitted names. */
  hash: string;
  /** An SVG, drawn at any width instead of scaled from pixels. */
  vector: boolean;
  /** The width sharp reads from the file (an SVG's own width at 72 dpi). */
  drawnWidth: number;
}

export type RenditionFormat = 'webp' | 'avif';

export interface RenditionEncoding {
  format: RenditionFormat;
  quality: number;
}

/**
 * Encoder settings per format. `version` is part of every cache key: bump it when the settings change, so
 * cached renditions are made again (and only that format's).
 */
const ENCODERS: Record<RenditionFormat, { version: string; encode: (pipeline: Sharp, quality: number) => Sharp }> = {
  webp: { version: 'webp-q72-e2-v1', encode: (pipeline, quality) => pipeline.webp({ quality, effort: 2 }) },
  // Effort 1 (of 0–9) costs about twice the WebP encode on two cores and gives files about 30% smaller than WebP
  // on the site's art; effort 0 saved only 5% (and lost to WebP on a third of the images), effort 2 took twice as long again.
  avif: { version: 'avif-e1-v1', encode: (pipeline, quality) => pipeline.avif({ quality, effort: 1 }) },
};

/**
 * An encoder of one width in one or more formats, each cached by the source's content, the format's settings,
 * the width and the quality: an unchanged image costs one file read per rendition on the next build, and sharp is
 * loaded only for what is not cached. Formats
 * not cached yet share one drawing of the source at that width (for a large SVG, a good part of the cost).
 */
export function createRenditionEncoder(loadSharp: () => Promise<SharpConstructor>, cacheDir: string) {
  const dir = join(cacheDir, 'images');
  return (image: SourceImage, width: number, encodings: RenditionEncoding[]): Promise<Buffer[]> => {
    let drawn: ReturnType<typeof draw> | undefined;
    const draw = async () =>
      // An SVG is drawn at the density that gives the target width directly (sharp's default is 72 dpi).
      (await loadSharp())(image.bytes, image.vector ? { density: (72 * width) / image.drawnWidth } : {})
        .resize(width)
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true });
    return Promise.all(
      encodings.map(({ format, quality }) =>
        // The WebP key keeps its original shape, so renditions cached before AVIF existed stay valid.
        readThrough(dir, hashOf(ENCODERS[format].version, image.hash, String(width), String(quality)), async () => {
          const sharp = await loadSharp();
          const { data, info } = await (drawn ??= draw());
          return ENCODERS[format]
            .encode(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }), quality)
            .toBuffer();
        }),
      ),
    );
  };
}

export type RenditionEncoder = ReturnType<typeof createRenditionEncoder>;
