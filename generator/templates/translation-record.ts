import type { Zod } from './block-schema.ts';

/**
 * The field of a translated page's (or client outcome's) front matter that records the hash of its source's words
 * when a translator last reviewed it: written by `site translations mark`, read by `site translations` and the build
 * (generator/translations/). It holds no words of the page: nothing renders it.
 */
export const RECORD_FIELD = 'translatedFrom';

/** 12 hexadecimal digits: the first 48 bits of a SHA-256. */
export const RECORD_PATTERN = /^[0-9a-f]{12}$/;

/** The field's schema, made with `z` (quoted in YAML, since 12 digits alone would read as a number). */
export function recordFieldSchema(z: Zod) {
  return z.string().regex(RECORD_PATTERN, 'must be 12 hexadecimal digits in quotes, as `site translations mark` writes it').optional();
}
