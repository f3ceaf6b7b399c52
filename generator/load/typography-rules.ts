/**
 * The rules of the typography stage (typography.ts applies them to pages, outcomes and catalogues). Each works on a
 * text whose syntax is masked (`withSyntaxMasked`): code, addresses, link destinations, HTML tags and i18next
 * placeholders are never changed, whatever they hold.
 */

export const NBSP = '\u00A0';
export const NARROW_NBSP = '\u202F';

// A masked piece of syntax, and a masked {{placeholder}}, which the value rules read as a number ("{{count}} min").
const MASK = '\uE000';
const PLACEHOLDER_MASK = '\uE001';
const MASKS = /[\uE000\uE001]/g;
const HAS_MASK = /[\uE000\uE001]/;

const SYNTAX = new RegExp(
  [
    // Code spans and fenced blocks (front matter holds raw markdown; a markdown tree's code is skipped before this).
    '(`+)[\\s\\S]*?\\1',
    // i18next placeholders: {{count}}, {{ field }}.
    '\\{\\{[^{}]*\\}\\}',
    // A markdown link's destination and title: ](/contact/ "Contact"), with parentheses inside one level deep.
    '\\]\\((?:[^()]|\\([^()]*\\))*\\)',
    // HTML tags with their attributes, and autolinks (<https://…>).
    '<[A-Za-z/!][^<>]*>',
    // Web, mail and telephone addresses (an apostrophe inside one too), without the punctuation or quote after them.
    '(?:https?://|mailto:|tel:|www\\.)(?:[^\\s<>()"“”‘’«»]|\\([^\\s()]*\\))*[^\\s<>()"\'“”‘’«».,;:!?]',
  ].join('|'),
  'g',
);

/** Applies `rules` to a text with its syntax masked, then puts the syntax back as it was. */
export function withSyntaxMasked(text: string, rules: (masked: string) => string): string {
  // A text that holds a mask character already (private use: never in real content) is taken as it is.
  if (HAS_MASK.test(text)) return rules(text);
  const pieces: string[] = [];
  const masked = text.replace(SYNTAX, (piece) => {
    pieces.push(piece);
    return piece.startsWith('{{') ? PLACEHOLDER_MASK : MASK;
  });
  if (pieces.length === 0) return rules(text);
  let index = 0;
  return rules(masked).replace(MASKS, () => pieces[index++]!);
}

// After these (or at the start of a text), a quote opens: "a “word”", "(‘see’)", "— “yes”".
const OPENS_AFTER = /[\s([{\u2013\u2014“‘«]/;

function opensQuote(previous: string, next: string): boolean {
  return (previous === '' || OPENS_AFTER.test(previous)) && !/\s/.test(next);
}

/**
 * Straight quotes to typographic ones: `"` opens after a space, an opening bracket or dash (or at the start) and
 * closes elsewhere; `'` after a letter is an apostrophe (’). With `singles`, any other `'` opens (‘) or closes (’)
 * the same way, and one before a digit is an elision (’90s); without (French), it stays as typed.
 */
function curlQuotes(text: string, double: readonly [string, string], singles: boolean): string {
  let result = '';
  let previous = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1] ?? '';
    let made = char;
    if (char === '"') made = opensQuote(previous, next) ? double[0] : double[1];
    else if (char === "'" && /\p{L}/u.test(previous)) made = '’';
    else if (char === "'" && singles) made = opensQuote(previous, next) && !/\d/.test(next) ? '‘' : '’';
    result += made;
    previous = made.at(-1)!;
  }
  return result;
}

/** English quotes: “ ” ‘ ’, and the apostrophe ’. */
export function englishQuotes(text: string): string {
  return /["']/.test(text) ? curlQuotes(text, ['“', '”'], true) : text;
}

/**
 * French spacing: the space an author types before a colon, semicolon, question or exclamation mark, a closing
 * guillemet, a percent sign or a required-field asterisk, and after an opening guillemet, never starts a new line: it
 * becomes a no-break space (narrow before ; ! ? % *). Straight double quotes become guillemets with their spaces,
 * and a straight apostrophe after a letter the typographic one (l’audit), also where a link starts right after it.
 */
export function frenchSpacing(text: string): string {
  return (/["']/.test(text) ? curlQuotes(text, [`«${NBSP}`, `${NBSP}»`], false) : text)
    .replace(/ ([:»])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/ ([;!?%])/g, `${NARROW_NBSP}$1`)
    .replace(/ \*(?=$|[\s)\]])/g, `${NARROW_NBSP}*`);
}

// What a number is (a masked placeholder counts: "{{count}} min"), the spaces already set, and the units and short
// words that stay with the number before them.
const NUMBER = '[\\d\\uE001]';
const SPACE = '[ \\u00A0\\u202F]';
const UNIT =
  '(?:%|‰|°C|°|€|£|\\$|k€|M€|ms|min|mn|s|h|j|d|km|m|cm|mm|kg|g|t|kt|Mt|KB|MB|GB|TB|Ko|Mo|Go|To|dpi|px|pt|' +
  'a\\.m\\.|p\\.m\\.|AM|PM|am|pm|seconds?|secondes?|minutes?|hours?|heures?|days?|jours?|weeks?|semaines?|' +
  'months?|mois|years?|ans|années?)(?![\\p{L}\\p{N}])';

const SIGN_BEFORE_NUMBER = new RegExp(`(?<=^|[\\s(])([<>≤≥≈~±]) (?=${NUMBER})`, 'gu');
const DIGIT_GROUP = new RegExp(`(?<=(?<![\\d.,])\\d{1,3}(?:${SPACE}\\d{3})*) (?=\\d{3}(?!\\d))`, 'gu');
const NUMBER_UNIT = new RegExp(`(?<=${NUMBER}) (?=${UNIT})`, 'gu');
const CLOCK_MINUTES = new RegExp(`(?<=\\d${SPACE}h) (?=\\d{2}(?!\\d))`, 'gu');
const ARROW_BETWEEN_VALUES = new RegExp(`(?<=${NUMBER}(?:${SPACE}?${UNIT})?) → (?=[<>≤≥≈~±]?${SPACE}?${NUMBER})`, 'gu');

/**
 * Values hold together in every language: a number and its unit ("6 min", "70 %", "{{count}} min"), a time's
 * hours and minutes ("17 h 30"), digit groups ("2 000", narrow in French), a sign and its number ("< 2 h"), and
 * two values either side of an arrow ("45 → 5 min"). Prose stays breakable: "a 5-step plan", "order → invoice".
 */
export function valueSpacing(text: string, digitGroupSpace: string): string {
  if (!/\d|\uE001/.test(text)) return text;
  return text
    .replace(SIGN_BEFORE_NUMBER, `$1${NBSP}`)
    .replace(DIGIT_GROUP, digitGroupSpace)
    .replace(NUMBER_UNIT, NBSP)
    .replace(CLOCK_MINUTES, NBSP)
    .replace(ARROW_BETWEEN_VALUES, `${NBSP}→${NBSP}`);
}
