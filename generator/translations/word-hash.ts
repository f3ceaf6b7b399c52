import { createHash } from 'node:crypto';

// A translation records the hash of the words of its source (translation-record field `translatedFrom`, and a sidecar
// per catalogue). Only words count: a source whose formatting, typography or front-matter order changed, or whose
// dates, images, links or template changed, is still the text the translator read, and its translations stay current.

/** Front-matter fields that hold no words: the record itself, and names of files, routes, blocks, dates and switches. */
export const NOT_WORDS = new Set([
  'translatedFrom',
  'template',
  'type',
  'noindex',
  'published',
  'updated',
  'image',
  'video',
  'picture',
  'href',
  'linkedin',
  'form',
  'download',
  'brochure',
  'industry',
  'isMember',
  'id',
]);

/** A value that is an address rather than words: a route, a web or mail address, a file under media/. */
export const ADDRESS = /^(?:\/\S*|https?:\/\/\S+|mailto:\S+|tel:\S+|media\/\S+)$/;

/** The length of a recorded hash: 12 hex digits (48 bits, templates/translation-record.ts), short enough to read. */
const RECORD_LENGTH = 12;

/** The hash of words: the first 12 hex digits of their SHA-256. */
export function hashWords(words: string): string {
  return createHash('sha256').update(words).digest('hex').slice(0, RECORD_LENGTH);
}

/** The hash of a page's words: its front matter's and its markdown body's (pure). */
export function hashPage(frontMatter: Record<string, unknown>, body: string): string {
  return hashWords(JSON.stringify([wordsOfValue(frontMatter), wordsOfMarkdown(body)]));
}

/** The hash of one catalogue string's words (pure). */
export function hashString(value: string): string {
  return hashWords(normaliseText(value));
}

/**
 * The words of a front-matter value: objects with their keys sorted and the fields of NOT_WORDS left out, strings
 * normalised, addresses, booleans and empty values dropped; lists keep their order (the order of steps is words).
 */
export function wordsOfValue(value: unknown): unknown {
  if (typeof value === 'string') return ADDRESS.test(value.trim()) ? undefined : normaliseText(value) || undefined;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(wordsOfValue).map((words) => words ?? null);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.keys(value)
      .filter((key) => !NOT_WORDS.has(key))
      .sort()
      .map((key) => [key, wordsOfValue((value as Record<string, unknown>)[key])] as const)
      .filter(([, words]) => words !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return undefined;
}

/**
 * The words of a markdown body, its formatting taken out: link and image addresses (their text and alt stay), heading,
 * list, quote and table marks, emphasis and code marks, comments; then the text normalised like any other.
 */
export function wordsOfMarkdown(markdown: string): string {
  const text = markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^[ \t]*(?:(?:#{1,6}|>|[-*+]|\d+[.)])[ \t]+)+/gm, '')
    .replace(/^[ \t]*(?:[-*_=:|][ \t]*){3,}$/gm, ' ')
    .replace(/[*_~`|#]+/g, '');
  return normaliseText(text);
}

/**
 * Text with its typography undone, as the build sets it anyway (load/typography.ts): curly quotes and guillemets as
 * straight quotes, every kind of space as one space, no space before French punctuation or inside quotes.
 */
export function normaliseText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/[\s\u00a0\u202f\u2009\u2007]+/g, ' ')
    .replace(/ ([:;!?%"])/g, '$1')
    .replace(/" /g, '"')
    .trim();
}
