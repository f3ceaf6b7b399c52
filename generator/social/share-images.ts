import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import pLimit from 'p-limit';
import { cachedFile, hashOf, readThrough } from '../cache/content-cache.ts';
import { siteError } from '../errors/site-error.ts';
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
const CARD_VERSION = 'share-card-png-v3';
// Bump when the way artwork is cut to its tile changes.
const ART_VERSION = 'share-art-png-v1';

/**
 * Draws a share image per distinct card (pages whose title, category and artwork are the same in several
 * locales share one file). Each artwork is cut to its tile once, and each PNG is cached by its layout, so a
 * warm build reads files and draws nothing.
 */
export async function createShareImages(
  requests: ShareImageRequest[],
  cacheDir: string,
): Promise<{ byKey: Map<string, ShareImage>; files: { path: string; copyFrom: string }[] }> {
  const byKey = new Map<string, ShareImage>();
  // Output path → the cached PNG it is copied from (a large site has hundreds: none is read into memory).
  const pending = new Map<string, Promise<string>>();
  const tiles = await artTiles(
    requests.flatMap((request) => (request.art ? [request.art] : [])),
    cacheDir,
  );
  // One drawer for every card, made when the first one is missing: the cards are drawn at once, so it is shared as
  // a promise (each card making its own parsed the four fonts again: 2.3 s of a cold build).
  let drawer: ReturnType<typeof createDrawer> | null = null;
  // A few cards at a time: all at once, a cold build at 4,800 pages held hundreds of drawings waiting for sharp's
  // threads (1.1 GB); the drawing itself is no slower, its encoder having only those threads anyway.
  const drawing = pLimit(availableParallelism() * 2);
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
    if (!pending.has(card.path)) {
      pending.set(
        card.path,
        cachedFile(join(cacheDir, 'share-images'), card.hash, () =>
          drawing(async () => {
            drawer ??= createDrawer();
            return (await drawer)(shareCardLayout(request.text, tile?.url ?? null));
          }),
        ),
      );
    }
    byKey.set(request.key, { path: `/${card.path}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: request.alt });
  }
  const files: { path: string; copyFrom: string }[] = [];
  for (const [path, cached] of pending) files.push({ path, copyFrom: await cached });
  return { byKey, files };
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

/** Loads satori, sharp and the fonts once, only when some card is not cached. */
async function createDrawer(): Promise<(layout: ReturnType<typeof shareCardLayout>) => Promise<Buffer>> {
  const [{ default: satori }, { default: sharp }] = await Promise.all([import('satori'), import('sharp')]);
  const fontsDir = join(createRequire(import.meta.url).resolve('@fontsource/inter/package.json'), '..', 'files');
  const font = async (subset: string, weight: 400 | 700) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: await readFile(join(fontsDir, `inter-${subset}-${weight}-normal.woff`)),
  });
  const fonts = await Promise.all([font('latin', 400), font('latin', 700), font('latin-ext', 400), font('latin-ext', 700)]);
  return async (layout) => {
    const svg = await satori(layout as Parameters<typeof satori>[0], { ...SHARE_IMAGE, fonts });
    // A palette PNG (quantised, dithered) keeps an illustrated card at half a full-colour one's size. Encoding is
    // most of a card's time, and zlib's level 6 takes a fifth less of it than level 9 for files 6 % larger (642 cards:
    // 20 s instead of 25 s on two cores), which only crawlers fetch.
    return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 6, effort: 4 }).toBuffer();
  };
}
