// Draws the brochure PDFs a build is missing into the cache, in a thread of its own (createBrochures starts it):
// fontkit's faces and pdfkit's PDFs grow a heap of about 150 MB while they are drawn, which goes when the
// thread ends instead of staying with the build's thread for the pages it renders next.
import { store } from '../cache/content-cache.ts';
import type { BrochureContent } from './brochure-content.ts';
import { loadBrochureFonts } from './brochure-fonts.ts';
import { createBrochurePdf } from './brochure-pdf.ts';
import { unprintableFields, type PrintedText, type UnprintableField } from './check-glyphs.ts';

export interface BrochureToDraw {
  /** The cache entry the PDF is stored in. */
  file: string;
  content: BrochureContent;
  /** The cover art as a PNG (rasteriseCovers), if the page has a lead image. */
  art: Uint8Array | null;
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
  for (const brochure of brochures) {
    // The PNG arrives from the build's thread as a Uint8Array; pdfkit takes images as Buffers.
    const art = brochure.art ? Buffer.from(brochure.art.buffer, brochure.art.byteOffset, brochure.art.byteLength) : null;
    await store(brochure.file, await createBrochurePdf(brochure.content, art, fonts));
  }
  return [];
}
