// A contact sheet of the committed artwork, to look at after `generator/artwork/draw.ts`:
// `node bin/tsx.js generator/artwork/contact-sheet.ts /tmp/artwork.png` writes three sheets next to that path: every lead
// artwork whole (4:3, 640 px), every lead artwork as cards crop it (16:9, 320 px), and the portraits in circles
// at 400, 96 and 64 px.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { artworks } from './artworks.ts';
import { portraits } from './portraits.ts';

const target = process.argv[2];
if (!target) throw new Error('usage: node bin/tsx.js generator/artwork/contact-sheet.ts <out.png>');
const media = join(import.meta.dirname, '..', '..', 'content', 'media');
const GAP = 16;

async function sheet(file: string, tiles: Buffer[], width: number, height: number, columns: number): Promise<void> {
  const rows = Math.ceil(tiles.length / columns);
  await sharp({ create: { width: columns * (width + GAP) + GAP, height: rows * (height + GAP) + GAP, channels: 3, background: '#FFFFFF' } })
    .composite(
      tiles.map((input, index) => ({
        input,
        left: GAP + (index % columns) * (width + GAP),
        top: GAP + Math.floor(index / columns) * (height + GAP),
      })),
    )
    .png()
    .toFile(file);
  console.log(file);
}

const leads = await Promise.all(artworks.map(({ name }) => readFile(join(media, 'leads', `${name}.svg`))));
await sheet(
  target,
  await Promise.all(
    leads.map((svg) =>
      sharp(svg, { density: (72 * 640) / 1600 })
        .png()
        .toBuffer(),
    ),
  ),
  640,
  480,
  4,
);
// A card: the artwork at 320 px wide, cropped to 16:9 about its centre (object-fit: cover).
const cards = await Promise.all(
  leads.map((svg) =>
    sharp(svg, { density: (72 * 320) / 1600 })
      .resize(320, 180, { fit: 'cover' })
      .png()
      .toBuffer(),
  ),
);
await sheet(target.replace(/\.png$/, '-cards.png'), cards, 320, 180, 5);

const circle = (size: number) =>
  Buffer.from(`<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`);
const round = (svg: Buffer, size: number) =>
  sharp(svg, { density: (72 * size) / 400 })
    .resize(size, size)
    .composite([{ input: circle(size), blend: 'dest-in' }])
    .png()
    .toBuffer();
const faces = await Promise.all(portraits.map(({ name }) => readFile(join(media, 'authors', `${name}.svg`))));
const people = await Promise.all(
  faces.map(async (svg) => {
    const [large, medium, small] = await Promise.all([round(svg, 400), round(svg, 96), round(svg, 64)]);
    return sharp({ create: { width: 400, height: 520, channels: 4, background: '#FFFFFF' } })
      .composite([
        { input: large, left: 0, top: 0 },
        { input: medium, left: 0, top: 416 },
        { input: small, left: 120, top: 432 },
      ])
      .png()
      .toBuffer();
  }),
);
await sheet(target.replace(/\.png$/, '-portraits.png'), people, 400, 520, 3);
