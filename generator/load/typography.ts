import type { TreeNode } from '../../site/shared/page-data.ts';
import { englishQuotes, frenchSpacing, NARROW_NBSP, NBSP, valueSpacing, withSyntaxMasked } from './typography-rules.ts';

/**
 * A language's typography, applied to a text; `before` is the character the text follows in its paragraph (the end of
 * an emphasis or a link before it), which decides whether a quote at its start opens or closes.
 */
export type Typography = (text: string, before?: string) => string;

/**
 * Authors type plain text; the build sets it (typography-rules.ts). French: apostrophes (l’audit), guillemets and
 * the no-break spaces French punctuation takes. English: curly quotes and apostrophes (“ ” ‘ ’). Every language:
 * values held together ("6 min", "17 h 30", "45 → 5 min"). Code, addresses, link destinations, HTML tags and
 * {{placeholders}} are left exactly as written.
 */
export const frenchTypography: Typography = withContext((text) => valueSpacing(frenchSpacing(text), NARROW_NBSP));
export const englishTypography: Typography = withContext((text) => valueSpacing(englishQuotes(text), NBSP));
/** For a language with no rules of its own (the `dev` catalogue): values only. */
export const valueTypography: Typography = withContext((text) => valueSpacing(text, NBSP));

/** Whether a content or translation folder (`fr`, `fr-ca`, `en-gb`…) holds French. */
export function isFrenchFolder(folder: string): boolean {
  return folder === 'fr' || folder.startsWith('fr-');
}

/** The typography of a content or translation folder: `fr-ca` is French, `en-gb` English, `dev` values only. */
export function typographyFor(folder: string): Typography {
  if (isFrenchFolder(folder)) return frenchTypography;
  return folder === 'en' || folder.startsWith('en-') ? englishTypography : valueTypography;
}

// The character a text follows, as the rules may read it: one that could begin a piece of syntax with the text (a
// backtick, a brace, a bracket, a quote not yet set) reads as an ordinary mark.
function leadOf(before: string): string {
  const char = before.at(-1) ?? '';
  if (char === '' || /[([–—“‘«.,;:!?)”’»%]/.test(char)) return char;
  if (/\s/.test(char)) return ' ';
  if (/\p{L}/u.test(char)) return 'a';
  return /\d/.test(char) ? '0' : '.';
}

/** Rules that read the character before the text too; they change it, if at all, one character for one. */
function withContext(rules: (text: string) => string): Typography {
  return (text, before = '') => {
    const lead = leadOf(before);
    return withSyntaxMasked(lead + text, rules).slice(lead.length);
  };
}

/** Every string of a JSON-like value, transformed (front matter, translation catalogues). */
export function mapStrings<T>(value: T, transform: (text: string) => string): T {
  if (typeof value === 'string') return transform(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, transform)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, transform)])) as T;
  }
  return value;
}

// Elements inside a paragraph: a quote after one continues the paragraph's text ("**Factor**'s", "[link]'s").
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'br',
  'cite',
  'del',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

/**
 * The text of a markdown tree, transformed, each text node knowing the character it follows in its paragraph; code
 * is left exactly as written (and reads as a word), image alt texts are transformed too.
 */
export function mapTreeText(nodes: TreeNode[], transform: Typography): TreeNode[] {
  let before = '';
  const walk = (list: TreeNode[]): TreeNode[] =>
    list.map((node) => {
      if (typeof node === 'string') {
        const text = transform(node, before);
        before = text.at(-1) ?? before;
        return text;
      }
      const [tag, attributes, ...children] = node;
      if (tag === 'code' || tag === 'pre') {
        before = tag === 'code' ? 'a' : '';
        return node;
      }
      const inline = INLINE.has(tag);
      if (!inline || tag === 'br') before = tag === 'br' ? ' ' : '';
      const text = attributes && typeof attributes.alt === 'string' ? { ...attributes, alt: transform(attributes.alt) } : attributes;
      const mapped: TreeNode = [tag, text, ...walk(children)];
      if (!inline) before = '';
      return mapped;
    });
  return walk(nodes);
}
