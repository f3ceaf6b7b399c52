import { readFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import type { ImageSource } from '../../site/shared/page-data.ts';
import { hashOf, readThrough } from '../cache/content-cache.ts';
import { siteError } from '../errors/site-error.ts';

export interface ImageOptions {
  /** Widths to render (SPEC §7), never above the source's own width. */
  widths: number[];
  cacheDir: string;
}

export interface ProcessedImages {
  /** Content path (`media/leads/home.svg`) → what templates render. */
  images: Map<string, ImageSource>;
  /** The renditions to write, under `assets/images/` (hashed names: cached forever). */
  files: { path: string; contents: Buffer }[];
}

// Bump when the encoder settings change, so cached renditions are made again.
const ENCODER = 'webp-q72-e2-v1';
const PLACEHOLDER_WIDTH = 24;

/**
 * Every referenced image as WebP at the configured widths (vector sources at all of them, bitmaps never
 * upscaled), with intrinsic size and a tiny blurred placeholder. Each rendition is cached by the source's
 * content, so an unchanged image costs one read per rendition on the next build.
 */
export async function processImages(sources: { src: string; file: string }[], options: ImageOptions): Promise<ProcessedImages> {
  const { default: sharp } = await import('sharp');
  sharp.concurrency(2);
  const images = new Map<string, ImageSource>();
  const files: ProcessedImages['files'] = [];
  const widths = [...options.widths].sort((a, b) => a - b);
  const largest = widths.at(-1)!;
  for (const { src, file } of [...sources].sort((a, b) => a.src.localeCompare(b.src))) {
    let bytes: Buffer;
    let width: number;
    let height: number;
    let drawnWidth = 0;
    const vector = extname(src).toLowerCase() === '.svg';
    try {
      bytes = await readFile(file);
      const metadata = await sharp(bytes).metadata();
      if (!metadata.width || !metadata.height) throw new Error('it has no dimensions');
      drawnWidth = metadata.width;
      // A vector image has no pixel limit: it is drawn at every width, up to the largest.
      width = vector ? largest : metadata.width;
      height = Math.round((metadata.height / metadata.width) * width);
    } catch (error) {
      throw siteError('ImageUnreadable', { src, reason: (error as Error).message }, { file: `content/${src}` }, error);
    }
    const sourceHash = hashOf(bytes);
    const chosen = widths.filter((candidate) => candidate <= width);
    if (!chosen.length) chosen.push(width);
    const render = (targetWidth: number, quality: number) =>
      readThrough(join(options.cacheDir, 'images'), hashOf(ENCODER, sourceHash, String(targetWidth), String(quality)), () =>
        // An SVG is drawn at the density that gives the target width directly (sharp's default is 72 dpi).
        sharp(bytes, vector ? { density: (72 * targetWidth) / drawnWidth } : {})
          .resize(targetWidth)
          .webp({ quality, effort: 2 })
          .toBuffer(),
      );
    const name = basename(src, extname(src));
    const renditions = await Promise.all(chosen.map(async (targetWidth) => ({ targetWidth, contents: await render(targetWidth, 72) })));
    for (const { targetWidth, contents } of renditions) {
      files.push({ path: `assets/images/${name}-${sourceHash.slice(0, 8)}-${targetWidth}.webp`, contents });
    }
    const placeholder = await render(PLACEHOLDER_WIDTH, 40);
    const biggest = chosen.at(-1)!;
    images.set(src, {
      src: `/assets/images/${name}-${sourceHash.slice(0, 8)}-${biggest}.webp`,
      srcset: chosen.map((targetWidth) => `/assets/images/${name}-${sourceHash.slice(0, 8)}-${targetWidth}.webp ${targetWidth}w`).join(', '),
      width: biggest,
      height: Math.round((height / width) * biggest),
      placeholder: `data:image/webp;base64,${placeholder.toString('base64')}`,
    });
  }
  return { images, files };
}
