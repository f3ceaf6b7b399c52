import { join } from 'node:path';
import { hashOf, readThrough } from '../cache/content-cache.ts';

export interface IconFile {
  path: string;
  contents: Buffer;
}

/** Rasterises the site icon into the PNGs manifests and browsers ask for, and a favicon.ico; cached by the SVG. */
export async function createIcons(svg: Buffer, cacheDir: string): Promise<IconFile[]> {
  const png = (size: number) =>
    readThrough(join(cacheDir, 'icons'), hashOf(svg, String(size)), async () => {
      const { default: sharp } = await import('sharp');
      return sharp(svg, { density: 72 * (size / 64) })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer();
    });
  const [favicon, touch, small, large] = await Promise.all([png(32), png(180), png(192), png(512)]);
  return [
    { path: 'favicon.ico', contents: pngToIco(favicon, 32) },
    { path: 'apple-touch-icon.png', contents: touch },
    { path: 'icon-192.png', contents: small },
    { path: 'icon-512.png', contents: large },
    { path: 'icon.svg', contents: svg },
  ];
}

/** An ICO file holding one PNG image (supported by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6); // width
  header.writeUInt8(size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}
