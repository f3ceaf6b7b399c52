import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { hashOf, readThrough } from '../cache/content-cache.ts';
import { SHARE_IMAGE, shareCardLayout, type ShareCardText } from './share-card-layout.ts';

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
}

// Bump when the encoder or fonts change, so cached cards are drawn again (the layout is part of the key).
const CARD_VERSION = 'share-card-png-v1';

/**
 * Draws a share image per distinct card (pages whose title and category are the same in several locales
 * share one file). Each PNG is cached by its text, so a warm build reads files and draws nothing.
 */
export async function createShareImages(requests: ShareImageRequest[], cacheDir: string): Promise<{ byKey: Map<string, ShareImage>; files: { path: string; contents: Buffer }[] }> {
  const byKey = new Map<string, ShareImage>();
  const files = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let draw: ((text: ShareCardText) => Promise<Buffer>) | null = null;
  for (const request of requests) {
    const hash = hashOf(CARD_VERSION, JSON.stringify(shareCardLayout(request.text)));
    const path = `assets/share/${hash.slice(0, 16)}.png`;
    if (!pending.has(path)) {
      pending.set(
        path,
        readThrough(join(cacheDir, 'share-images'), hash, async () => {
          draw ??= await createDrawer();
          return draw(request.text);
        }),
      );
    }
    byKey.set(request.key, { path: `/${path}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: request.alt });
  }
  for (const [path, contents] of pending) files.set(path, await contents);
  return { byKey, files: [...files].map(([path, contents]) => ({ path, contents })) };
}

/** Loads satori, sharp and the fonts once, only when some card is not cached. */
async function createDrawer(): Promise<(text: ShareCardText) => Promise<Buffer>> {
  const [{ default: satori }, { default: sharp }] = await Promise.all([import('satori'), import('sharp')]);
  const fontsDir = join(createRequire(import.meta.url).resolve('@fontsource/inter/package.json'), '..', 'files');
  const font = async (subset: string, weight: 400 | 700) => ({ name: 'Inter', weight, style: 'normal' as const, data: await readFile(join(fontsDir, `inter-${subset}-${weight}-normal.woff`)) });
  const fonts = await Promise.all([font('latin', 400), font('latin', 700), font('latin-ext', 400), font('latin-ext', 700)]);
  return async (text) => {
    const svg = await satori(shareCardLayout(text) as Parameters<typeof satori>[0], { ...SHARE_IMAGE, fonts });
    // A palette PNG: a flat two-colour card is a fraction of the size of a full-colour one.
    return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9, effort: 4 }).toBuffer();
  };
}
