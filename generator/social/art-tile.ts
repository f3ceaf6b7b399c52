// A page's artwork cut to its share card's tile (sharp), with the tile's rounded corners on the card's ground, cached
// by the artwork's bytes. Only the thread that draws cards cuts tiles, so a build whose cards are all cached never
// loads sharp for them.
import { extname, join } from 'node:path';
import { hashOf, readThrough } from '../cache/content-cache.ts';
import { siteError } from '../errors/site-error.ts';
import { ART_TILE, CARD_GROUND } from './share-card-layout.ts';

/** A page's lead artwork: its content path (`media/leads/home.svg`, for errors) and its file. */
export interface ShareArt {
  src: string;
  file: string;
}

// Bump when the way artwork is cut to its tile changes.
const ART_VERSION = 'share-art-png-v2';

/**
 * The tile's cache key: the artwork's bytes, the tile's size, corners and ground, and the way it is cut. A card names
 * its tile by it.
 */
export function artTileKey(bytes: Buffer): string {
  return hashOf(ART_VERSION, `${ART_TILE.width}x${ART_TILE.height}r${ART_TILE.radius}${CARD_GROUND}`, bytes);
}

/** The artwork's tile as a PNG, from the cache in `cacheDir` or cut now and stored there. */
export async function artTile(art: ShareArt, bytes: Buffer, cacheDir: string): Promise<Buffer> {
  return readThrough(join(cacheDir, 'share-art'), artTileKey(bytes), () => cutToTile(art, bytes));
}

/**
 * Scales the artwork to cover the tile and keeps its centre, the part of every artwork where its motif is, then rounds
 * its corners onto the card's ground. Rounded by resvg (a clipped, masked bitmap), a tile took 35-70 ms; rounded
 * here, 7-14 ms, with the same pixels but for the corners' anti-aliasing (at most 14 of 255 apart on a channel).
 */
async function cutToTile(art: ShareArt, bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width, height, radius } = ART_TILE;
  try {
    const metadata = await sharp(bytes).metadata();
    if (!metadata.width || !metadata.height) throw new Error('it has no dimensions');
    const scale = Math.max(width / metadata.width, height / metadata.height);
    // A vector is drawn at the size the tile needs; a bitmap is resized.
    const input = extname(art.file).toLowerCase() === '.svg' ? sharp(bytes, { density: Math.ceil(72 * scale * 100) / 100 }) : sharp(bytes);
    const size = `width="${width}" height="${height}"`;
    const corners = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${size}><rect ${size} rx="${radius}"/></svg>`);
    const rounded = await input
      .resize(width, height, { fit: 'cover', position: 'centre' })
      .ensureAlpha()
      .composite([{ input: corners, blend: 'dest-in' }])
      .raw()
      .toBuffer();
    // A pipeline of its own: sharp flattens before it composites.
    return await sharp(rounded, { raw: { width, height, channels: 4 } })
      .flatten({ background: CARD_GROUND })
      .png()
      .toBuffer();
  } catch (error) {
    throw siteError('ImageUnreadable', { src: art.src, reason: (error as Error).message }, { file: `content/${art.src}` }, error);
  }
}
