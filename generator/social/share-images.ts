import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheEntry, hashOf } from '../cache/content-cache.ts';
import { siteError } from '../errors/site-error.ts';
import { work, type WorkRunner } from '../shared/work.ts';
import { artTileKey, type ShareArt } from './art-tile.ts';
import type { CardToDraw, CardsToDraw } from './draw-share-cards.ts';
import { patternTileLayout, SHARE_IMAGE, shareCardLayout, type ShareCardText } from './share-card-layout.ts';

export interface ShareImage {
  /** Site path of the PNG (`/assets/share/{hash}.png`, cached forever like every hashed asset). */
  path: string;
  width: number;
  height: number;
  alt: string;
}

export interface ShareImageRequest {
  /** Who needs the image (a page's public path), for the result map. */
  key: string;
  text: ShareCardText;
  alt: string;
  /** The page's lead artwork, shown in the card's tile; null gives the house pattern. */
  art: ShareArt | null;
}

// Bump when the encoder or fonts change, so cached cards are drawn again (the layouts are part of the key).
const CARD_VERSION = 'share-card-png-v6';

/**
 * Draws a share image per distinct card (pages whose title, category and artwork are the same in several
 * locales share one file). Each artwork is cut to its tile once, and each PNG is cached by its layout, so a
 * warm build reads files and draws nothing. The missing cards are drawn in a thread of its own
 * (draw-share-cards.ts), whose memory goes when it ends.
 */
export async function createShareImages(
  requests: ShareImageRequest[],
  cacheDir: string,
  runner: WorkRunner,
): Promise<{ byKey: Map<string, ShareImage>; files: { path: string; copyFrom: string }[] }> {
  const byKey = new Map<string, ShareImage>();
  const tileKeys = artTileKeys(requests.flatMap((request) => (request.art ? [request.art] : [])));
  // Output path → the cached PNG it is copied from (a large site has hundreds: none is read into memory).
  const copies = new Map<string, string>();
  const missing: CardToDraw[] = [];
  // A card's file by its text and tile: pages that share a card (a title in several locales) lay it out once.
  const cards = new Map<string, { hash: string; path: string }>();
  // The tile in a card's key: the artwork's tile key, or the pattern's layout (serialised once).
  const pattern = JSON.stringify(patternTileLayout());
  for (const request of requests) {
    const tile = request.art ? tileKeys.get(request.art.file)! : null;
    const text = JSON.stringify([request.text, tile]);
    let card = cards.get(text);
    if (!card) {
      const hash = hashOf(CARD_VERSION, JSON.stringify(shareCardLayout(request.text)), tile ? `tile:${tile}` : pattern);
      card = { hash, path: `assets/share/${hash.slice(0, 16)}.png` };
      cards.set(text, card);
    }
    // Cards of different text can still lay out the same (a field the card does not show): drawn once.
    if (!copies.has(card.path)) {
      const file = cacheEntry(join(cacheDir, 'share-images'), card.hash);
      copies.set(card.path, file);
      if (!existsSync(file)) missing.push({ file, text: request.text, art: request.art });
    }
    byKey.set(request.key, { path: `/${card.path}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: request.alt });
  }
  if (missing.length > 0) {
    // Heavy work, in one thread, in the order of their artwork, so that each tile is drawn once. A card takes about
    // 20 ms (4,800 pages' 642 cards: 13 s), and a drawing thread holds about 150 MB: a second one would add that to
    // the build's peak.
    const inArtOrder = missing.sort((a, b) => (a.art?.file ?? '').localeCompare(b.art?.file ?? ''));
    const toDraw: CardsToDraw = { cards: inArtOrder, cacheDir };
    await runner.run<number>(work(new URL('./draw-share-cards.ts', import.meta.url), 'drawShareCards', { heavy: true }), toDraw);
  }
  return { byKey, files: [...copies].map(([path, copyFrom]) => ({ path, copyFrom })) };
}

/**
 * Each distinct artwork's tile key (by file), from its bytes: what names the tile in a card's cache key. Read
 * synchronously: one read after another through the event loop each waited for the build's thread, busy with the
 * stages beside this one.
 */
function artTileKeys(arts: ShareArt[]): Map<string, string> {
  const keys = new Map<string, string>();
  for (const art of arts) {
    if (keys.has(art.file)) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(art.file);
    } catch (error) {
      throw siteError('ImageUnreadable', { src: art.src, reason: (error as Error).message }, { file: `content/${art.src}` }, error);
    }
    keys.set(art.file, artTileKey(bytes));
  }
  return keys;
}
