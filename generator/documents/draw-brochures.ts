// Draws the brochure PDFs a build is missing into the cache, in a thread of its own (createBrochures starts it):
// fontkit's faces and pdfkit's documents grow a heap of about 150 MB while they are drawn, which goes when the
// thread ends instead of staying with the build's thread for the pages it renders next.
import { readFile } from 'node:fs/promises';
import { store } from '../cache/content-cache.ts';
import { siteError } from '../errors/site-error.ts';
import { rasteriseArt } from './brochure-art.ts';
import type { BrochureContent } from './brochure-content.ts';
import { loadBrochureFonts } from './brochure-fonts.ts';
import { createBrochurePdf } from './brochure-pdf.ts';
import { unprintableFields, type PrintedText, type UnprintableField } from './check-glyphs.ts';
import { INK } from './pdf-style.ts';

export interface BrochureToDraw {
  /** The cache entry the PDF is stored in. */
  file: string;
  content: BrochureContent;
  /** The cover art, if the page has a lead image: as the front matter names it, and its file. */
  art: { src: string; file: string } | null;
  /** What the PDF prints, for the check of its characters. */
  printed: PrintedText[];
}

/**
 * Checks that the typeface prints every character of every brochure, then draws and stores each PDF. Returns the
 * characters it cannot print, and draws nothing if there is one: the build stops on them.
 */
export async function drawBrochures(brochures: BrochureToDraw[]): Promise<UnprintableField[]> {
  const fonts = await loadBrochureFonts();
  // An outcome shown in several brochures is checked once.
  const printed = new Map(brochures.flatMap((brochure) => brochure.printed.map((text) => [text.file, text])));
  const unprintable = unprintableFields([...printed.values()], fonts.missingGlyph);
  if (unprintable.length > 0) return unprintable;
  // Languages share their art: each file is rasterised once. All of it starts now, in sharp's own threads, while this
  // one typesets: awaited in turn, each artwork left this thread idle for 1.4-1.8 s.
  const rasterised = new Map<string, Promise<Buffer>>();
  for (const art of brochures.flatMap((brochure) => brochure.art ?? [])) {
    if (rasterised.has(art.file)) continue;
    const made = readFile(art.file)
      .then((source) => rasteriseArt(source, INK.dark))
      .catch((error: Error) => {
        throw siteError('ImageUnreadable', { src: art.src, reason: error.message }, { file: `content/${art.src}` }, error);
      });
    // Its failure is thrown where the brochure that needs it awaits it, not as an unhandled rejection before.
    made.catch(() => undefined);
    rasterised.set(art.file, made);
  }
  for (const brochure of brochures) {
    const art = brochure.art ? await rasterised.get(brochure.art.file)! : null;
    await store(brochure.file, await createBrochurePdf(brochure.content, art, fonts));
  }
  return [];
}
