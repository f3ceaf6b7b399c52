import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import type { SharpConstructor } from 'sharp';
import type { ImageSource } from '../../site/shared/page-data.ts';
import { hashOf } from '../cache/content-cache.ts';
import { siteError } from '../errors/site-error.ts';
import { createRenditionEncoder, type RenditionEncoder, type SourceImage } from './encode-rendition.ts';
import { mapAtMost } from '../shared/map-at-most.ts';
import { renderRenditions } from './local-renditions.ts';
import { proxyRenditions, type ImageProxy } from './proxied-renditions.ts';
import { svgSize } from './svg-size.ts';
import { vectorRendition } from './vector-rendition.ts';

export interface ImageOptions {
  /** Widths to render a bitmap at (SPEC §7), never above its own width. Vector images are served as they are. */
  widths: number[];
  cacheDir: string;
  /** An image CDN that resizes the originals (config `images.proxy`). Default: none, the renditions are made here. */
  proxy?: ImageProxy;
}

export interface ProcessedImages {
  /** Content path (`media/leads/home.svg`) → what templates render. */
  images: Map<string, ImageSource>;
  /** The renditions (or, through a proxy, the originals) to write, under `assets/images/` (hashed names: cached forever). */
  files: { path: string; contents: Buffer }[];
}

const PLACEHOLDER_WIDTH = 24;

/**
 * Every referenced image as browsers get it. A vector original (SVG) is served as it is: drawn sharp at any size
 * from one small file, nothing to encode. A bitmap is encoded at the configured widths (never upscaled) as WebP,
 * and AVIF where that is smaller; with an image proxy, every image is the copied original and proxy URLs at those
 * widths. Either way with intrinsic size, and a tiny blurred placeholder made here for whatever is served as a
 * bitmap. Every encoding is cached by the source's content, so an unchanged image costs one read per rendition on the
 * next build.
 */
export async function processImages(sources: { src: string; file: string }[], options: ImageOptions): Promise<ProcessedImages> {
  const loadSharp = lazySharp();
  const encode = createRenditionEncoder(loadSharp, options.cacheDir);
  const widths = [...options.widths].sort((a, b) => a - b);
  const sorted = [...sources].sort((a, b) => a.src.localeCompare(b.src));
  // Several images at once: a warm build's are a few small reads each, made one after another while the stages
  // beside this one kept the build's thread busy (450 pages: 23 images, the last of the four stages to end). A few,
  // not all: a cold build decodes each bitmap whole.
  const processed = await mapAtMost(sorted, IMAGES_AT_ONCE, (source) => processImage(source, widths, encode, loadSharp, options.proxy));
  return {
    images: new Map(sorted.map(({ src }, index) => [src, processed[index]!.image])),
    files: processed.flatMap((image) => image.files),
  };
}

// How many images are read, drawn and encoded at once.
const IMAGES_AT_ONCE = 4;

/** An image as browsers get it, and the files that serve it. */
async function processImage(
  { src, file }: { src: string; file: string },
  widths: number[],
  encode: RenditionEncoder,
  loadSharp: () => Promise<SharpConstructor>,
  proxy: ImageProxy | undefined,
): Promise<{ image: ImageSource; files: ProcessedImages['files'] }> {
  const { image, width, height } = await readSourceImage(loadSharp, src, file, widths.at(-1)!);
  const chosen = widths.filter((candidate) => candidate <= width);
  if (!chosen.length) chosen.push(width);
  const name = basename(src, extname(src));
  const asVector = image.vector && !proxy;
  const renditions = proxy
    ? proxyRenditions(image, name, extname(src).toLowerCase(), chosen, proxy)
    : asVector
      ? vectorRendition(image, name)
      : await renderRenditions(image, name, chosen, encode);
  const placeholder = asVector ? undefined : (await encode(image, PLACEHOLDER_WIDTH, [{ format: 'webp', quality: 40 }]))[0];
  // The intrinsic size: the vector's own (its viewBox), else the largest rendition's.
  const shown = asVector ? image.drawnWidth : chosen.at(-1)!;
  return {
    image: {
      src: renditions.src,
      ...(renditions.srcset ? { srcset: renditions.srcset } : {}),
      ...(renditions.avifSrcset ? { avifSrcset: renditions.avifSrcset } : {}),
      width: shown,
      height: Math.round((height / width) * shown),
      ...(placeholder ? { placeholder: `data:image/webp;base64,${placeholder.toString('base64')}` } : {}),
    },
    files: renditions.files,
  };
}

/** The stage's log line: how many images, and what was made of them. */
export function describeImages(processed: ProcessedImages, throughProxy: boolean): string {
  if (throughProxy) return `${processed.images.size} images through the image proxy, ${processed.files.length} originals`;
  const count = (extension: string) => processed.files.filter((file) => file.path.endsWith(extension)).length;
  const avif = [...processed.images.values()].filter((image) => image.avifSrcset).length;
  const bitmaps = `${count('.webp')} WebP + ${count('.avif')} AVIF renditions (AVIF smaller for ${avif})`;
  return `${processed.images.size} images: ${count('.svg')} served as vectors, ${bitmaps}`;
}

/** sharp, imported the first time something needs it: a warm build of vector images never does. */
function lazySharp(): () => Promise<SharpConstructor> {
  let loaded: Promise<SharpConstructor> | undefined;
  return () =>
    (loaded ??= import('sharp').then(({ default: sharp }) => {
      sharp.concurrency(2);
      return sharp;
    }));
}

/** Reads an image and its size; a vector image has no pixel limit, so it counts as wide as the largest width. */
async function readSourceImage(
  loadSharp: () => Promise<SharpConstructor>,
  src: string,
  file: string,
  largest: number,
): Promise<{ image: SourceImage; width: number; height: number }> {
  const vector = extname(src).toLowerCase() === '.svg';
  try {
    // At once, not through the event loop: a warm build's images are small files, each read for its hash, and a read
    // through the event loop cost the build's thread about ten times the CPU (cache/content-cache.ts readThrough).
    const bytes = readFileSync(file);
    const metadata = vector ? svgSize(bytes) : await (await loadSharp())(bytes).metadata();
    if (!metadata?.width || !metadata.height) throw new Error(vector ? 'it has no width, height or viewBox' : 'it has no dimensions');
    const width = vector ? largest : metadata.width;
    return {
      image: { bytes, hash: hashOf(bytes), vector, drawnWidth: metadata.width },
      width,
      height: Math.round((metadata.height / metadata.width) * width),
    };
  } catch (error) {
    throw siteError('ImageUnreadable', { src, reason: (error as Error).message }, { file: `content/${src}` }, error);
  }
}
