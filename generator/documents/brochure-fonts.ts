import { createHash } from 'node:crypto';
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
  /** The font files: each document that is written parses its own copy (see `faces`). */
  files: Record<FontFace, Buffer>;
  /**
   * The faces parsed once, for measuring: a scratch document that reuses them keeps fontkit's layout caches
   * warm. Never for a document that is written: fontkit caches the glyphs its subsetter creates without their
   * characters, and a later document would then lose them from its text layer (copying "l’offre" gave "loffre").
   */
  faces: Record<FontFace, Font>;
  /** A hash of every file, part of the PDFs' cache key. */
  fingerprint: string;
  /** The first character of `text` that a face has no glyph for, if any. */
  missingGlyph: (text: string) => string | null;
}

let loaded: Promise<BrochureFonts> | undefined;

/** Reads the fonts once per process, only when some PDF is not cached. */
export function loadBrochureFonts(): Promise<BrochureFonts> {
  loaded ??= readBrochureFonts();
  return loaded;
}

/** Reads and parses the fonts anew (tests that need fontkit's caches cold). */
export async function readBrochureFonts(): Promise<BrochureFonts> {
  const require = createRequire(import.meta.url);
  const entries = await Promise.all(FONT_FACES.map(async (face) => [face, await readFile(require.resolve(FILES[face]))] as const));
  const hash = createHash('sha256');
  for (const [face, bytes] of entries) hash.update(face).update(bytes);
  const { create } = await import('fontkit');
  const faces = Object.fromEntries(entries.map(([face, bytes]) => [face, create(bytes) as Font])) as Record<FontFace, Font>;
  // Any text may be set in any face: a character counts as printable only if every face has it.
  const printable = (character: string) =>
    /\s/.test(character) || Object.values(faces).every((font) => font.hasGlyphForCodePoint(character.codePointAt(0)!));
  return {
    files: Object.fromEntries(entries) as Record<FontFace, Buffer>,
    faces,
    fingerprint: hash.digest('hex').slice(0, 16),
    missingGlyph: (text) => [...text].find((character) => !printable(character)) ?? null,
  };
}
