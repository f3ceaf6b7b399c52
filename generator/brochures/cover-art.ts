import { readFile } from 'node:fs/promises';
import { siteError } from '../errors/site-error.ts';
import { rasteriseArt } from './brochure-art.ts';
import { INK } from './pdf-style.ts';

/** A brochure's cover art: as the front matter names it, and its file. */
export interface CoverArt {
  src: string;
  file: string;
}

/**
 * Starts rasterising each distinct artwork (languages share their art) for the covers, in sharp's threads, and gives
 * each file's PNG as it will be. A build starts this beside the bundle's compilation, whose thread leaves the second
 * core idle, so that the PDFs' thread finds its art made (waiting for it was a second of its time). An artwork that
 * cannot be read rejects with the error naming its content file, where a brochure that needs it awaits it, never as
 * an unhandled rejection before.
 */
export function rasteriseCovers(arts: CoverArt[]): Map<string, Promise<Buffer>> {
  const covers = new Map<string, Promise<Buffer>>();
  for (const art of arts) {
    if (covers.has(art.file)) continue;
    const made = readFile(art.file)
      .then((source) => rasteriseArt(source, INK.dark))
      .catch((error: Error) => {
        throw siteError('ImageUnreadable', { src: art.src, reason: error.message }, { file: `content/${art.src}` }, error);
      });
    made.catch(() => undefined);
    covers.set(art.file, made);
  }
  return covers;
}
