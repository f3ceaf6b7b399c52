// Reading the text of content and catalogue files: UTF-8 or an error at the first byte that is not. A file saved as
// Windows-1252 (é as 0xE9) read as UTF-8 becomes U+FFFD silently, in every page and sitemap it reaches.
import { readFileSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { join } from 'node:path';
import { siteError } from '../errors/site-error.ts';

/** A content file larger than this is reported with its size: a whole book pasted in, or a file that is not a page. */
export const LARGE_CONTENT_BYTES = 1024 * 1024;

/** The text of `file` (named as the project names it) in `root`; a NotUtf8 error at its first byte that is not UTF-8. */
export function readUtf8(root: string, file: string, name = file): string {
  const bytes = readFileSync(join(root, file));
  if (isUtf8(bytes)) return bytes.toString('utf8');
  const offset = firstInvalidByte(bytes);
  const before = bytes.subarray(0, offset);
  const line = before.filter((byte) => byte === 0x0a).length + 1;
  const lineStart = before.lastIndexOf(0x0a) + 1;
  const column = bytes.subarray(lineStart, offset).toString('utf8').length + 1;
  const byte = `0x${bytes[offset]!.toString(16).toUpperCase().padStart(2, '0')}`;
  throw siteError('NotUtf8', { byte }, { file: name, line, column });
}

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence (RFC 3629), or -1. */
export function firstInvalidByte(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    const length =
      lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return index;
    // The second byte's range depends on the lead: no overlong forms, no surrogates, nothing past U+10FFFF.
    const [low, high] =
      lead === 0xe0
        ? [0xa0, 0xbf]
        : lead === 0xed
          ? [0x80, 0x9f]
          : lead === 0xf0
            ? [0x90, 0xbf]
            : lead === 0xf4
              ? [0x80, 0x8f]
              : [0x80, 0xbf];
    for (let next = 1; next < length; next += 1) {
      const byte = bytes[index + next];
      const [min, max] = next === 1 ? [low, high] : [0x80, 0xbf];
      if (byte === undefined || byte < min || byte > max) return index;
    }
    index += length;
  }
  return -1;
}
