// Draws missing share cards into the cache, in threads of their own (createShareImages starts up to one per core,
// each with a run of the cards): sharp cuts each artwork to its tile, satori lays each card out as SVG, resvg draws
// it to PNG. When a thread ends, satori's heap and resvg's memory go with it, so the pages rendered after it start
// from the memory they had before.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { store } from '../cache/content-cache.ts';
import { artTile, type ShareArt } from './art-tile.ts';
import { SHARE_IMAGE, shareCardLayout, type ShareCardText } from './share-card-layout.ts';

export interface CardToDraw {
  /** The cache entry the PNG is stored in. */
  file: string;
  text: ShareCardText;
  /** The page's artwork, shown in the card's tile; null gives the house pattern. */
  art: ShareArt | null;
}

export interface CardsToDraw {
  cards: CardToDraw[];
  /** The build's cache folder, where the artworks' tiles are kept. */
  cacheDir: string;
}

/**
 * Cuts each artwork the cards show to its tile (once), then draws each card and stores it, one at a time: a card's
 * memory is given back before the next one is drawn.
 */
export async function drawShareCards({ cards, cacheDir }: CardsToDraw): Promise<number> {
  const tiles = new Map<string, string>();
  for (const { art } of cards) {
    if (!art || tiles.has(art.file)) continue;
    const bytes = await readFile(art.file);
    tiles.set(art.file, `data:image/png;base64,${(await artTile(art, bytes, cacheDir)).toString('base64')}`);
  }
  const draw = await createDrawer();
  for (const card of cards) await store(card.file, await draw(shareCardLayout(card.text, card.art ? tiles.get(card.art.file)! : null)));
  return cards.length;
}

const require = createRequire(import.meta.url);

/** Loads satori, resvg and the fonts. */
async function createDrawer(): Promise<(layout: ReturnType<typeof shareCardLayout>) => Promise<Buffer>> {
  const [{ default: satori }, { initWasm, Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-wasm')]);
  await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  const fontsDir = join(require.resolve('@fontsource/inter/package.json'), '..', 'files');
  const font = async (subset: string, weight: 400 | 700) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: await readFile(join(fontsDir, `inter-${subset}-${weight}-normal.woff`)),
  });
  const fonts = await Promise.all([font('latin', 400), font('latin', 700), font('latin-ext', 400), font('latin-ext', 700)]);
  return async (layout) => {
    const svg = await satori(layout as Parameters<typeof satori>[0], { ...SHARE_IMAGE, fonts });
    // resvg draws in its WebAssembly memory, which each card gives back (free) before the next. sharp (librsvg,
    // then a palette PNG) drew on its own threads, whose allocators kept what they took: 385 MB more at the peak
    // of a cold build of 4,800 pages (642 cards). resvg's native build frees only when the collector runs (1 GB
    // for 300 cards). The PNG is full colour: about 110 KB a card instead of 40 KB, which only crawlers fetch.
    const drawn = new Resvg(svg, { fitTo: { mode: 'original' } });
    const image = drawn.render();
    try {
      const png = image.asPng();
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    } finally {
      image.free();
      drawn.free();
    }
  };
}
