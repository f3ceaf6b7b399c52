// Words shaped once per build: each PDF takes them as the measurer shaped them. pdfkit keeps a font's shaped
// words (`layoutCached`) on the font it opens for a PDF; these reach for it, which pdfkit's types do not name.
import type { FontFace } from './brochure-fonts.ts';
import { FONT_FACES } from './brochure-fonts.ts';

type Pdf = PDFKit.PDFDocument;
/** pdfkit's current font and those it has opened by name, each with the words it has shaped by their text. */
type ShapingFont = { layoutCache?: Record<string, unknown> };
type WithFonts = { _font: ShapingFont; _fontFamilies: Record<string, ShapingFont | undefined> };

/** Opens every face on the measurer's PDF, so that each has shaped words to share. */
export function openEveryFace(measurer: Pdf): void {
  for (const face of FONT_FACES) measurer.font(face);
}

/**
 * Has `doc`'s current font, `face`, take its words as the measurer shaped them: every word a PDF prints was
 * shaped first where its piece was measured, and shaping Inter's contextual features (fontkit) was most of the PDFs'
 * time, each word shaped anew for each PDF (and each of its two passes). The measurer's faces are never subset,
 * so the glyphs of its shaped words keep the characters the text layer needs (`BrochureFonts.faces`); a PDF reads
 * only their ids, widths and characters, and positions already scaled to the face. Words the measurer has not shaped
 * (covers, running heads) are shaped by the PDF and kept for the next.
 */
export function shapeAsMeasured(doc: Pdf, measurer: Pdf, face: FontFace): void {
  const shared = (measurer as unknown as WithFonts)._fontFamilies[face];
  if (!shared) throw new Error(`The measurer has not opened the face ${face}`);
  (doc as unknown as WithFonts)._font.layoutCache = shared.layoutCache;
}
