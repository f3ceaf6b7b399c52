// Draws missing share cards into the cache, in a thread of its own (createShareImages starts it): sharp cuts each
// artwork to its tile (art-tile.ts), satori lays out the card (and the house pattern's tile) as SVG, resvg draws it,
// and sharp writes the card with its tile as a PNG. When the thread ends, satori's heap and resvg's memory go with it,
// so the pages rendered after it start from the memory they had before.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { store } from '../cache/content-cache.ts';
import { artTile, type ShareArt } from './art-tile.ts';
import {
  ART_TILE,
  SHARE_IMAGE,
  TILE_SLOT,
  patternTileLayout,
  shareCardLayout,
  type CardElement,
  type ShareCardText,
} from './share-card-layout.ts';

export interface CardToDraw {
  /** The cache entry the PNG is stored in. */
  file: string;
  text: ShareCardText;
  /** The page's artwork, shown in the card's tile; null gives the house pattern. */
  art: ShareArt | null;
}

export interface CardsToDraw {
  /** In the order of their artwork: each tile is drawn once for a run of cards. */
  cards: CardToDraw[];
  /** The build's cache folder, where the artworks' tiles are kept. */
  cacheDir: string;
}

/**
 * Cards between drawn and stored at once: the one sharp encodes (in threads of its own) while the next is drawn here.
 * This thread waited for each encoding in turn, a third of its time; two keep both cores busy, each card holding its
 * pixels (3 MB) until it is stored.
 */
const ENCODING_AT_ONCE = 2;

/** Draws each card and stores it: each card is laid out and drawn here while the cards before it are encoded. */
export async function drawShareCards({ cards, cacheDir }: CardsToDraw): Promise<number> {
  const drawer = await createDrawer();
  const encoding = new Set<Promise<void>>();
  // The first failure to encode or store a card, thrown here once the cards being encoded are done.
  let failure: { error: unknown } | undefined;
  // The last tile drawn: the cards come in the order of their artwork, so the next card needs it or no card does.
  let tile: { file: string | undefined; pixels: Uint8Array } | undefined;
  for (const { art, text, file } of cards) {
    if (!tile || tile.file !== art?.file) {
      const pixels = art
        ? await drawer.pixels(await artTile(art, await readFile(art.file), cacheDir))
        : await drawer.draw(patternTileLayout(), ART_TILE);
      tile = { file: art?.file, pixels };
    }
    const stored = drawer
      .png(await drawer.draw(shareCardLayout(text), SHARE_IMAGE), tile.pixels)
      .then((png) => store(file, png))
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => encoding.delete(stored));
    encoding.add(stored);
    if (encoding.size >= ENCODING_AT_ONCE) await Promise.race(encoding);
    if (failure) break;
  }
  await Promise.all(encoding);
  if (failure) throw failure.error;
  return cards.length;
}

interface Drawer {
  /** The layout drawn at `size`, as RGBA pixels. */
  draw(layout: CardElement, size: { width: number; height: number }): Promise<Uint8Array>;
  /** A PNG's RGBA pixels. */
  pixels(png: Buffer): Promise<Uint8Array>;
  /** A card's pixels with the tile's put into its slot, as a PNG. */
  png(card: Uint8Array, tile: Uint8Array): Promise<Buffer>;
}

const require = createRequire(import.meta.url);

/** Loads satori, resvg, sharp and the fonts. */
async function createDrawer(): Promise<Drawer> {
  const [{ default: satori }, { initWasm, Resvg }, { default: sharp }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-wasm'),
    import('sharp'),
  ]);
  await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  const fontsDir = join(require.resolve('@fontsource/inter/package.json'), '..', 'files');
  const font = async (subset: string, weight: 400 | 700) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: await readFile(join(fontsDir, `inter-${subset}-${weight}-normal.woff`)),
  });
  const fonts = await Promise.all([font('latin', 400), font('latin', 700), font('latin-ext', 400), font('latin-ext', 700)]);
  return {
    async draw(layout, size) {
      const svg = await satori(layout as Parameters<typeof satori>[0], { ...size, fonts });
      // resvg draws in its WebAssembly memory, which each drawing gives back (free) before the next. Its native build
      // frees only when the collector runs (1 GB for 300 cards). Both layouts are opaque, so its premultiplied pixels
      // are the colours themselves.
      const drawn = new Resvg(svg, { fitTo: { mode: 'original' } });
      const image = drawn.render();
      try {
        return image.pixels;
      } finally {
        image.free();
        drawn.free();
      }
    },
    pixels: (png) => sharp(png).ensureAlpha().raw().toBuffer(),
    png(card, tile) {
      // The tile is made apart and copied in row by row: drawn within the card, its clipped, masked bitmap took 35 of
      // a card's 50 ms, and every card with the same artwork drew it again.
      const rowBytes = ART_TILE.width * 4;
      for (let row = 0; row < ART_TILE.height; row += 1) {
        const at = ((TILE_SLOT.top + row) * SHARE_IMAGE.width + TILE_SLOT.left) * 4;
        card.set(tile.subarray(row * rowBytes, (row + 1) * rowBytes), at);
      }
      return sharp(card, { raw: { ...SHARE_IMAGE, channels: 4 } })
        .removeAlpha()
        .png()
        .toBuffer();
    },
  };
}
