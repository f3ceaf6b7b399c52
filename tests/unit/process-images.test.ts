import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteError } from '../../generator/errors/site-error.ts';
import { processImages } from '../../generator/images/process-images.ts';

const WIDTHS = [320, 640, 1280, 2560, 3640, 4720];
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'images-'));
  await sharp({ create: { width: 700, height: 350, channels: 3, background: '#3947E4' } }).png().toFile(join(dir, 'photo.png'));
  await writeFile(join(dir, 'art.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="#12152E"/><circle cx="800" cy="450" r="300" fill="#3947E4"/></svg>');
  await writeFile(join(dir, 'broken.png'), 'not an image');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('processImages', () => {
  it('never upscales a bitmap: a 700 px source gets the 320 and 640 renditions only', async () => {
    const { images, files } = await processImages([{ src: 'media/photo.png', file: join(dir, 'photo.png') }], { widths: WIDTHS, cacheDir: join(dir, 'cache') });
    const image = images.get('media/photo.png')!;
    expect(image.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w']);
    expect(image).toMatchObject({ width: 640, height: 320 });
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const file of files) {
      const metadata = await sharp(file.contents).metadata();
      expect(metadata.format).toBe('webp');
      expect(file.path).toContain(`-${metadata.width}.webp`);
    }
  });

  it('draws a vector image at every width, with the right height', async () => {
    const { images, files } = await processImages([{ src: 'media/art.svg', file: join(dir, 'art.svg') }], { widths: WIDTHS, cacheDir: join(dir, 'cache') });
    expect(files.map((file) => file.path.match(/-(\d+)\.webp$/)![1])).toEqual(WIDTHS.map(String));
    expect(images.get('media/art.svg')).toMatchObject({ width: 4720, height: 2655 });
    const largest = await sharp(files.at(-1)!.contents).metadata();
    expect([largest.width, largest.height]).toEqual([4720, 2655]);
  });

  it('takes an unchanged image from the cache instead of encoding it again', async () => {
    const cacheDir = join(dir, 'cache-2');
    await processImages([{ src: 'media/art.svg', file: join(dir, 'art.svg') }], { widths: [320, 640], cacheDir });
    // Mark every cached rendition: if the next run encoded again, the marks would not come back.
    const entries = (await readdir(join(cacheDir, 'images'), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(entries.length).toBe(3); // two widths and the placeholder
    for (const entry of entries) await writeFile(join(entry.parentPath, entry.name), 'from the cache');
    const second = await processImages([{ src: 'media/art.svg', file: join(dir, 'art.svg') }], { widths: [320, 640], cacheDir });
    expect(second.files.map((file) => file.contents.toString())).toEqual(['from the cache', 'from the cache']);
  });

  it('names the image that cannot be read', async () => {
    const error = await processImages([{ src: 'media/broken.png', file: join(dir, 'broken.png') }], { widths: WIDTHS, cacheDir: join(dir, 'cache') }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).code).toBe('ImageUnreadable');
    expect((error as SiteError).location.file).toBe('content/media/broken.png');
  });
});
