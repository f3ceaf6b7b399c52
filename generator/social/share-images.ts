import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { cacheEntry, hashOf, readThrough } from '../cache/content-cache.ts';
import { siteError } from '../errors/site-error.ts';
import { runInThread } from '../threads/run-in-thread.ts';
import type { CardToDraw, CardsToDraw } from './draw-share-cards.ts';
import { ART_TILE, SHARE_IMAGE, shareCardLayout, type ShareCardText } from './share-card-layout.ts';

export interface ShareImage {
  /** Site path of the PNG (`/assets/share/{hash}.png`, cached forever like every hashed asset). */
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** A page's lead artwork: its content path (`media/leads/home.svg`, for errors) and its file. */
export interface ShareArt {
  src: string;
  file: string;
}

export interface ShareImageRequest {
  /** Who needs the image (a page's public path), for the result map. */
  key: string;
  text: ShareCardText;
  alt: string;
  /** The page's lead artwork, shown in the card's tile; null gives the house pattern. */
  art: ShareArt | null;
}

// Bump when the encoder or fonts change, so cached cards are drawn again (the layout is part of the key).
const CARD_VERSION = 'share-card-png-v4';
// Bump when the way artwork is cut to its tile changes.
const ART_VERSION = 'share-art-png-v1';

/**
 * Draws a share image per distinct card (pages whose title, category and artwork are the same in several
 * locales share one file). Each artwork is cut to its tile once, and each PNG is cached by its layout, so a
 * warm build reads files and draws nothing. The missing cards are drawn in a thread of its own
 * (draw-share-cards.ts), whose memory goes when it ends.
 */
export async function createShareImages(
  requests: ShareImageRequest[],
  cacheDir: string,
): Promise<{ byKey: Map<string, ShareImage>; files: { path: string; copyFrom: string }[] }> {
  const byKey = new Map<string, ShareImage>();
  const tiles = await artTiles(
    requests.flatMap((request) => (request.art ? [request.art] : [])),
    cacheDir,
  );
  // Output path → the cached PNG it is copied from (a large site has hundreds: none is read into memory).
  const copies = new Map<string, string>();
  const missing: CardToDraw[] = [];
  // A card's file by its text and tile: pages that share a card (a title in several locales) lay it out once.
  const cards = new Map<string, { hash: string; path: string }>();
  for (const request of requests) {
    const tile = request.art ? tiles.get(request.art.file)! : null;
    const text = JSON.stringify([request.text, tile?.hash ?? null]);
    let card = cards.get(text);
    if (!card) {
      // Keyed by the layout with the tile's hash standing in for its data URL: hashing each page's layout with the
      // tile inlined hashed half a gigabyte at 4,800 pages (1 s of a warm build, and its garbage).
      const hash = hashOf(CARD_VERSION, JSON.stringify(shareCardLayout(request.text, tile && `tile:${tile.hash}`)));
      card = { hash, path: `assets/share/${hash.slice(0, 16)}.png` };
      cards.set(text, card);
    }
    // Cards of different text can still lay out the same (a field the card does not show): drawn once.
    if (!copies.has(card.path)) {
      const file = cacheEntry(join(cacheDir, 'share-images'), card.hash);
      copies.set(card.path, file);
      if (!existsSync(file)) missing.push({ file, text: request.text, tile: request.art?.file ?? null });
    }
    byKey.set(request.key, { path: `/${card.path}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: request.alt });
  }
  if (missing.length > 0) {
    const shown = new Set(missing.flatMap((card) => (card.tile === null ? [] : [card.tile])));
    const input: CardsToDraw = { cards: missing, tiles: Object.fromEntries([...shown].map((file) => [file, tiles.get(file)!.url])) };
    await runInThread<number>(new URL('./draw-share-cards.ts', import.meta.url), 'drawShareCards', input, { lane: 'drawing' });
  }
  return { byKey, files: [...copies].map(([path, copyFrom]) => ({ path, copyFrom })) };
}

/** An artwork cut to the card's tile: a PNG data URL, and the hash of that PNG. */
interface ArtTile {
  url: string;
  hash: string;
}

/** Every distinct artwork cut to the card's tile (by file), cached by the file's bytes. */
async function artTiles(arts: ShareArt[], cacheDir: string): Promise<Map<string, ArtTile>> {
  const tiles = new Map<string, ArtTile>();
  for (const art of arts) {
    if (tiles.has(art.file)) continue;
    const bytes = await readFile(art.file).catch((error: Error) => {
      throw siteError('ImageUnreadable', { src: art.src, reason: error.message }, { file: `content/${art.src}` }, error);
    });
    const png = await readThrough(join(cacheDir, 'share-art'), hashOf(ART_VERSION, `${ART_TILE.width}x${ART_TILE.height}`, bytes), () =>
      cutToTile(art, bytes),
    );
    tiles.set(art.file, { url: `data:image/png;base64,${png.toString('base64')}`, hash: hashOf(png) });
  }
  return tiles;
}

/** Scales the artwork to cover the tile and keeps its centre: the part of every artwork where its motif is. */
async function cutToTile(art: ShareArt, bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    const metadata = await sharp(bytes).metadata();
    if (!metadata.width || !metadata.height) throw new Error('it has no dimensions');
    const scale = Math.max(ART_TILE.width / metadata.width, ART_TILE.height / metadata.height);
    // A vector is drawn at the size the tile needs; a bitmap is resized.
    const input = extname(art.file).toLowerCase() === '.svg' ? sharp(bytes, { density: Math.ceil(72 * scale * 100) / 100 }) : sharp(bytes);
    return await input.resize(ART_TILE.width, ART_TILE.height, { fit: 'cover', position: 'centre' }).png().toBuffer();
  } catch (error) {
    throw siteError('ImageUnreadable', { src: art.src, reason: (error as Error).message }, { file: `content/${art.src}` }, error);
  }
}
