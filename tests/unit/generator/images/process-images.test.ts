import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOf } from '../../../../generator/cache/content-cache.ts';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { processImages } from '../../../../generator/images/process-images.ts';
import type { RenditionEncoder } from '../../../../generator/images/encode-rendition.ts';
import { renderRenditions } from '../../../../generator/images/local-renditions.ts';

const WIDTHS = [320, 640, 1280, 2560, 3640, 4720];
let dir: string;

/** The `{width}w` descriptors of a srcset. */
const descriptors = (srcset = '') => srcset.split(', ').map((entry) => entry.split(' ')[1]);

async function cachedFiles(cacheDir: string): Promise<string[]> {
  const entries = await readdir(join(cacheDir, 'images'), { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    // Nothing encoded, so no cache folder made.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'images-'));
  await sharp({ create: { width: 700, height: 350, channels: 3, background: '#3947E4' } })
    .png()
    .toFile(join(dir, 'photo.png'));
  // Photo-like: grain everywhere, which AVIF compresses far better than WebP.
  await sharp({
    create: { width: 800, height: 500, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .png()
    .toFile(join(dir, 'grain.png'));
  await writeFile(
    join(dir, 'art.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#12152E"/><circle cx="800" cy="450" r="300" fill="#3947E4"/></svg>',
  );
  // One flat colour: a few hundred bytes in either format, where AVIF's fixed overhead makes it the larger.
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#3947E4' } })
    .png()
    .toFile(join(dir, 'flat.png'));
  await writeFile(join(dir, 'broken.png'), 'not an image');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('processImages', () => {
  it('never upscales a bitmap: a 700 px source gets the 320 and 640 renditions only', async () => {
    const { images, files } = await processImages([{ src: 'media/photo.png', file: join(dir, 'photo.png') }], {
      widths: WIDTHS,
      cacheDir: join(dir, 'cache'),
    });
    const image = images.get('media/photo.png')!;
    expect(descriptors(image.srcset)).toEqual(['320w', '640w']);
    if (image.avifSrcset) expect(descriptors(image.avifSrcset)).toEqual(['320w', '640w']);
    expect(image).toMatchObject({ width: 640, height: 320 });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const file of files) {
      const metadata = await sharp(file.contents).metadata();
      expect(metadata.format).toBe(file.path.endsWith('.avif') ? 'heif' : 'webp');
      expect(file.path).toMatch(new RegExp(`-${metadata.width}\\.(webp|avif)$`));
    }
  });

  it('serves a vector image as it is: its SVG under a hashed name, no renditions to choose from, its own size', async () => {
    const cacheDir = join(dir, 'cache-vector');
    const original = await readFile(join(dir, 'art.svg'));
    const { images, files } = await processImages([{ src: 'media/art.svg', file: join(dir, 'art.svg') }], { widths: WIDTHS, cacheDir });
    const path = `assets/images/art-${hashOf(original).slice(0, 8)}.svg`;
    expect(files).toEqual([{ path, contents: original }]);
    const image = images.get('media/art.svg')!;
    expect(image).toMatchObject({ src: `/${path}`, width: 1600, height: 900 });
    expect(image.srcset).toBeUndefined();
    expect(image.avifSrcset).toBeUndefined();
    // Drawn sharp as soon as its one small file arrives: no placeholder, and nothing drawn or encoded.
    expect(image.placeholder).toBeUndefined();
    expect(await cachedFiles(cacheDir)).toHaveLength(0);
  });

  it('offers AVIF where it is smaller than WebP, with files of the declared widths', async () => {
    const { images, files } = await processImages([{ src: 'media/grain.png', file: join(dir, 'grain.png') }], {
      widths: [320, 640],
      cacheDir: join(dir, 'cache'),
    });
    const image = images.get('media/grain.png')!;
    expect(image.avifSrcset).toBeDefined();
    const bytesOf = (extension: string) =>
      files.filter((file) => file.path.endsWith(extension)).reduce((sum, file) => sum + file.contents.length, 0);
    expect(bytesOf('.avif')).toBeLessThan(bytesOf('.webp'));
    const byPath = new Map(files.map((file) => [`/${file.path}`, file.contents]));
    const candidates = image.avifSrcset!.split(', ').map((entry) => entry.split(' ') as [string, string]);
    expect(candidates.map(([, width]) => width)).toEqual(['320w', '640w']);
    for (const [url, width] of candidates) {
      expect(url).toMatch(/^\/assets\/images\/grain-[0-9a-f]{8}-\d+\.avif$/);
      const metadata = await sharp(byPath.get(url)!).metadata();
      expect(metadata).toMatchObject({ format: 'heif', compression: 'av1' });
      expect(`${metadata.width}w`).toBe(width);
    }
    // The WebP renditions stay the fallback for browsers without AVIF.
    expect(descriptors(image.srcset)).toEqual(['320w', '640w']);
    expect(image.src).toMatch(/-640\.webp$/);
  });

  it('offers no AVIF when it is larger at some width, even if smaller in total: a phone would get the larger file', async () => {
    const sizes: Record<string, Record<number, number>> = { webp: { 320: 100, 1280: 1000 }, avif: { 320: 150, 1280: 500 } };
    const encode: RenditionEncoder = async (_image, width, encodings) =>
      encodings.map(({ format }) => Buffer.alloc(sizes[format]![width]!));
    const image = { bytes: Buffer.alloc(0), hash: 'f'.repeat(64), vector: true, drawnWidth: 100 };
    const larger = await renderRenditions(image, 'flat', [320, 1280], encode);
    expect(larger.avifSrcset).toBeUndefined();
    expect(larger.files.map((file) => file.path.split('.').at(-1))).toEqual(['webp', 'webp']);
    sizes.avif![320] = 90;
    const smaller = await renderRenditions(image, 'flat', [320, 1280], encode);
    expect(smaller.avifSrcset).toBe('/assets/images/flat-ffffffff-320.avif 320w, /assets/images/flat-ffffffff-1280.avif 1280w');
  });

  it('offers no AVIF where WebP is smaller, and emits no AVIF file', async () => {
    const { images, files } = await processImages([{ src: 'media/flat.png', file: join(dir, 'flat.png') }], {
      widths: [320, 640],
      cacheDir: join(dir, 'cache'),
    });
    expect(images.get('media/flat.png')!.avifSrcset).toBeUndefined();
    expect(files.map((file) => file.path.match(/\.\w+$/)![0])).toEqual(['.webp', '.webp']);
  });

  it('takes an unchanged image from the cache instead of encoding it again, WebP and AVIF alike', async () => {
    const cacheDir = join(dir, 'cache-2');
    await processImages([{ src: 'media/grain.png', file: join(dir, 'grain.png') }], { widths: [320, 640], cacheDir });
    const entries = await cachedFiles(cacheDir);
    expect(entries.length).toBe(5); // two widths in each format and the placeholder
    // The grainy picture, where AVIF wins at every width. Mark every cached rendition (the AVIF marks shorter,
    // so AVIF is still offered): if the next run encoded again, the marks would not come back.
    for (const entry of entries) {
      const { format } = await sharp(await readFile(entry)).metadata();
      await writeFile(entry, format === 'heif' ? 'avif cached' : 'webp from the cache');
    }
    const second = await processImages([{ src: 'media/grain.png', file: join(dir, 'grain.png') }], { widths: [320, 640], cacheDir });
    expect(second.files.map((file) => [file.path.slice(-5), file.contents.toString()])).toEqual([
      ['.webp', 'webp from the cache'],
      ['.webp', 'webp from the cache'],
      ['.avif', 'avif cached'],
      ['.avif', 'avif cached'],
    ]);
  });

  it('keeps the WebP cache keys renditions were stored under before AVIF, so an existing cache stays warm', async () => {
    const cacheDir = join(dir, 'cache-3');
    await processImages([{ src: 'media/photo.png', file: join(dir, 'photo.png') }], { widths: [320], cacheDir });
    const sourceHash = hashOf(await readFile(join(dir, 'photo.png')));
    for (const [width, quality] of [
      [320, 72],
      [24, 40],
    ]) {
      const key = hashOf('webp-q72-e2-v1', sourceHash, String(width), String(quality));
      expect(existsSync(join(cacheDir, 'images', key.slice(0, 2), key)), `${width} px WebP`).toBe(true);
    }
  });

  it('names the image that cannot be read', async () => {
    const error = await processImages([{ src: 'media/broken.png', file: join(dir, 'broken.png') }], {
      widths: WIDTHS,
      cacheDir: join(dir, 'cache'),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).code).toBe('ImageUnreadable');
    expect((error as SiteError).location.file).toBe('content/media/broken.png');
  });

  it('names a vector image without a size (no width, height or viewBox): it could not be laid out', async () => {
    await writeFile(join(dir, 'sizeless.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>');
    const error = await processImages([{ src: 'media/sizeless.svg', file: join(dir, 'sizeless.svg') }], {
      widths: WIDTHS,
      cacheDir: join(dir, 'cache'),
    }).catch((caught: unknown) => caught);
    expect((error as SiteError).code).toBe('ImageUnreadable');
    expect((error as SiteError).location.file).toBe('content/media/sizeless.svg');
    expect((error as SiteError).message).toContain('no width, height or viewBox');
  });
});

describe('processImages through an image proxy', () => {
  const proxy = { template: 'https://images.example.net/resize?url={src}&w={width}', siteUrl: 'https://www.example.org' };

  it('encodes no renditions: copies the original under a hashed name and points every width at the proxy', async () => {
    const cacheDir = join(dir, 'cache-proxy');
    const original = await readFile(join(dir, 'photo.png'));
    const { images, files } = await processImages([{ src: 'media/photo.png', file: join(dir, 'photo.png') }], {
      widths: WIDTHS,
      cacheDir,
      proxy,
    });
    const path = `assets/images/photo-${hashOf(original).slice(0, 8)}.png`;
    expect(files).toEqual([{ path, contents: original }]);
    const encoded = encodeURIComponent(`https://www.example.org/${path}`);
    const image = images.get('media/photo.png')!;
    // Never upscaled: the 700 px source is asked for at 320 and 640 only.
    expect(image.srcset).toBe(
      `https://images.example.net/resize?url=${encoded}&w=320 320w, https://images.example.net/resize?url=${encoded}&w=640 640w`,
    );
    expect(image.src).toBe(`https://images.example.net/resize?url=${encoded}&w=640`);
    expect(image.avifSrcset).toBeUndefined();
    expect(image).toMatchObject({ width: 640, height: 320 });
    // The placeholder is still made here, and it is all that was encoded.
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(await cachedFiles(cacheDir)).toHaveLength(1);
  });

  it('asks the proxy for a vector image at every width, with its intrinsic size', async () => {
    const { images, files } = await processImages([{ src: 'media/art.svg', file: join(dir, 'art.svg') }], {
      widths: WIDTHS,
      cacheDir: join(dir, 'cache'),
      proxy,
    });
    expect(files.map((file) => file.path)).toEqual([expect.stringMatching(/^assets\/images\/art-[0-9a-f]{8}\.svg$/)]);
    const image = images.get('media/art.svg')!;
    expect(descriptors(image.srcset)).toEqual(WIDTHS.map((width) => `${width}w`));
    expect(image.srcset!.split(', ').map((entry) => new URL(entry.split(' ')[0]!).searchParams.get('w'))).toEqual(WIDTHS.map(String));
    expect(new URL(image.src).searchParams.get('url')).toBe(`https://www.example.org/${files[0]!.path}`);
    expect(image).toMatchObject({ width: 4720, height: 2655 });
  });
});
