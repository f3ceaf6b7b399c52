import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';

/*
 * Inter as complete TrueType files (Google Fonts' Inter 4, shipped by @expo-google-fonts/inter). The site's
 * @fontsource files are split by Unicode range and lack glyphs French print needs (U+202F, the narrow
 * no-break space before ; ! ?) and figures use (→, ≥); fontkit cannot subset Inter's own WOFF2 files.
 */
const FILES = {
  regular: '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf',
  italic: '@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf',
  semibold: '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
  bold: '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf',
  boldItalic: '@expo-google-fonts/inter/700Bold_Italic/Inter_700Bold_Italic.ttf',
} as const;

export type FontFace = keyof typeof FILES;
export const FONT_FACES = Object.keys(FILES) as FontFace[];

export interface BrochureFonts {
  /**
   * The faces parsed once, for measuring: a scratch PDF that reuses them keeps fontkit's layout caches
   * warm. Never for a PDF that is written: fontkit caches the glyphs its subsetter creates without their
   * characters, and a later PDF would then lose them from its text layer (copying "l’offre" gave "loffre").
   */
  faces: Record<FontFace, Font>;
  /**
   * Each face anew, for one PDF that is written: glyphs of its own, the tables read from the file once for
   * every PDF (a face's layout tables took most of a PDF's typesetting to decode).
   */
  facesForPdf: () => Record<FontFace, Font>;
  /** The first character of `text` that a face has no glyph for, if any. */
  missingGlyph: (text: string) => string | null;
}

let loaded: Promise<BrochureFonts> | undefined;

/**
 * Reads and parses the fonts once per process, only when some PDF is not cached. The PDFs' cache key names the fonts
 * by their package's version (create-brochures.ts), so a build whose PDFs are cached never reads the files.
 */
export function loadBrochureFonts(): Promise<BrochureFonts> {
  loaded ??= readFontFiles().then(parseFonts);
  return loaded;
}

/** Reads and parses the fonts anew (tests that need fontkit's caches cold). */
export async function readBrochureFonts(): Promise<BrochureFonts> {
  return parseFonts(await readFontFiles());
}

async function readFontFiles(): Promise<Record<FontFace, Buffer>> {
  const require = createRequire(import.meta.url);
  const entries = await Promise.all(FONT_FACES.map(async (face) => [face, await readFile(require.resolve(FILES[face]))] as const));
  return Object.fromEntries(entries) as Record<FontFace, Buffer>;
}

/** fontkit's decoded tables, by tag (not in its types). */
type FontTables = Font & { _tables: Record<string, unknown> };

async function parseFonts(files: Record<FontFace, Buffer>): Promise<BrochureFonts> {
  const { create } = await import('fontkit');
  const parse = () => Object.fromEntries(FONT_FACES.map((face) => [face, create(files[face]) as Font])) as Record<FontFace, Font>;
  const faces = parse();
  // A face decodes its tables when it first reads them and keeps them in `_tables`, never changing them after;
  // fontkit's own getVariation gives the font it makes the tables of the font it was made from, as here. The
  // glyphs stay each font's own.
  const facesForPdf = () => {
    const fresh = parse();
    for (const face of FONT_FACES) (fresh[face] as FontTables)._tables = (faces[face] as FontTables)._tables;
    return fresh;
  };
  // Any text may be set in any face: a character counts as printable only if every face has it.
  const printable = (character: string) =>
    /\s/.test(character) || Object.values(faces).every((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!));
  return {
    faces,
    facesForPdf,
    missingGlyph: (text) => [...text].find((character) => !printable(character)) ?? null,
  };
}
