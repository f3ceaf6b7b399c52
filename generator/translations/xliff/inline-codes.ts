// The text of a unit as a translator gets it: words, with every piece of markup or code the site needs back as it was
// (a `{{placeholder}}`, a link's address, `**`, a list mark, an HTML tag) taken out into an XLIFF inline code (pure).
// Standalone codes (`<x/>`) hold what has no words; paired codes (`<g>`) wrap words that are translated (a link's text,
// emphasis). The codes' content never reaches the file: import puts back each code's markup by its id, so a translator
// can move a code but cannot change it, and a code dropped or invented is refused.

/** A piece of a unit's text: words, a standalone code, or a paired code around words. */
export type Segment = string | StandaloneCode | PairedCode;

export interface StandaloneCode {
  kind: 'x';
  id: string;
  /** What the code stands for (XLIFF `ctype`): x-placeholder, x-code, x-html, x-markdown. */
  ctype: string;
  /** The markup it puts back. */
  code: string;
}

export interface PairedCode {
  kind: 'g';
  id: string;
  /** link, bold, italic, x-strike, x-image. */
  ctype: string;
  open: string;
  close: string;
  children: Segment[];
}

/** The markup of each code of a unit, by id: what import puts back. */
export type CodeTable = Map<string, StandaloneCode | PairedCode>;

const BLOCK_MARK = String.raw`(?:(?:#{1,6}|>|[-*+]|\d+[.)])[ \t]+)+`;
const TABLE_RULE = String.raw`[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|?)+[ \t]*(?=\n|$)`;

/** Markup without words, each with its ctype (and whether it may start the text); tried in this order. */
const STANDALONE: [RegExp, string, boolean?][] = [
  [/\{\{[^{}]*\}\}/y, 'x-placeholder'],
  [/(`+)[\s\S]*?\1/y, 'x-code'],
  [/<!--[\s\S]*?-->/y, 'x-html'],
  [/<\/?[A-Za-z][^<>\n]*>/y, 'x-html'],
  [/\\[\\`*_{}[\]()#+\-.!|<>]/y, 'x-markdown'],
  [new RegExp(String.raw`(?:^|\n)${TABLE_RULE}`, 'y'), 'x-markdown', true],
  [new RegExp(String.raw`(?:^|\n)[ \t]*${BLOCK_MARK}`, 'y'), 'x-markdown', true],
  [/ {2,}\n|\n(?=[ \t]*\|)|\|/y, 'x-markdown'],
];

/** Markup around words: [opening pattern, closing mark, ctype]. Links and images are matched by their brackets. */
const PAIRED: [RegExp, string, string][] = [
  [/\*\*(?=\S)/y, '**', 'bold'],
  [/__(?=\S)/y, '__', 'bold'],
  [/~~(?=\S)/y, '~~', 'x-strike'],
  [/\*(?=[^\s*])/y, '*', 'italic'],
  [/(?<![\p{L}\p{N}])_(?=[^\s_])/uy, '_', 'italic'],
];

/** Splits a unit's text into words and codes, numbering the codes from 1 in reading order (pure). */
export function protectText(text: string): Segment[] {
  const counter = { next: 1 };
  return protectPart(text, counter, true);
}

function protectPart(text: string, counter: { next: number }, atStart: boolean): Segment[] {
  const segments: Segment[] = [];
  let words = '';
  const flushWords = () => {
    if (words) segments.push(words);
    words = '';
  };
  let at = 0;
  while (at < text.length) {
    const found = matchAt(text, at, counter, atStart);
    if (found) {
      flushWords();
      segments.push(found.segment);
      at = found.end;
      continue;
    }
    // A line break inside a paragraph (and the indentation after it) is a space to the reader, and to the markdown.
    const wrap = /\n[ \t]*/y;
    wrap.lastIndex = at;
    const wrapped = text[at] === '\n' ? wrap.exec(text)![0].length : 0;
    words += wrapped ? ' ' : text[at];
    at += wrapped || 1;
  }
  flushWords();
  return segments;
}

function matchAt(text: string, at: number, counter: { next: number }, atStart: boolean): { segment: Segment; end: number } | null {
  for (const [pattern, ctype, lineStart] of STANDALONE) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match || !match[0]) continue;
    // A block mark starts the unit's own text, never a link's.
    if (lineStart && at === 0 && !atStart && !match[0].startsWith('\n')) continue;
    return { segment: { kind: 'x', id: String(counter.next++), ctype, code: match[0] }, end: at + match[0].length };
  }
  const link = matchLink(text, at);
  if (link) {
    const id = String(counter.next++);
    const children = protectPart(link.inner, counter, false);
    return {
      segment: { kind: 'g', id, ctype: link.image ? 'x-image' : 'link', open: link.open, close: link.close, children },
      end: link.end,
    };
  }
  for (const [pattern, mark, ctype] of PAIRED) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) continue;
    const closing = findClosing(text, at + mark.length, mark);
    if (closing < 0) continue;
    const id = String(counter.next++);
    const children = protectPart(text.slice(at + mark.length, closing), counter, false);
    return { segment: { kind: 'g', id, ctype, open: mark, close: mark, children }, end: closing + mark.length };
  }
  return null;
}

/** The end of an emphasis: the mark after a non-space, on the same paragraph. */
function findClosing(text: string, from: number, mark: string): number {
  for (let at = from + 1; at <= text.length - mark.length; at += 1) {
    if (text[at] === '\n' && text[at + 1] === '\n') return -1;
    if (text.startsWith(mark, at) && !/\s/.test(text[at - 1]!) && (mark.length > 1 || text[at + 1] !== mark)) return at;
  }
  return -1;
}

/** `[text](address "title")` or `![alt](src)` at `at`, brackets nested; null where there is none. */
function matchLink(text: string, at: number): { open: string; close: string; inner: string; image: boolean; end: number } | null {
  const image = text.startsWith('![', at);
  const start = image ? at + 1 : at;
  if (text[start] !== '[') return null;
  const textEnd = closingBracket(text, start, '[', ']');
  if (textEnd < 0 || text[textEnd + 1] !== '(') return null;
  const addressEnd = closingBracket(text, textEnd + 1, '(', ')');
  if (addressEnd < 0) return null;
  return {
    open: image ? '![' : '[',
    close: text.slice(textEnd, addressEnd + 1),
    inner: text.slice(start + 1, textEnd),
    image,
    end: addressEnd + 1,
  };
}

function closingBracket(text: string, from: number, open: string, close: string): number {
  let depth = 0;
  for (let at = from; at < text.length; at += 1) {
    if (text[at] === '\\') at += 1;
    else if (text[at] === open) depth += 1;
    else if (text[at] === close && --depth === 0) return at;
  }
  return -1;
}

/** Every code of a unit by its id, nested ones included (pure). */
export function codeTable(segments: Segment[]): CodeTable {
  const table: CodeTable = new Map();
  const visit = (list: Segment[]) => {
    for (const segment of list) {
      if (typeof segment === 'string') continue;
      table.set(segment.id, segment);
      if (segment.kind === 'g') visit(segment.children);
    }
  };
  visit(segments);
  return table;
}

/** A target's segments as the file gave them: words, and codes named by id and kind only. */
export type TargetSegment = string | { kind: 'x' | 'g'; id: string; children?: TargetSegment[] };

/**
 * The text a target stands for, its codes' markup put back from the source's (pure). Problems (a code missing,
 * repeated, of the wrong kind or unknown) are returned, one sentence each; the text is then not to be used.
 */
export function restoreText(target: TargetSegment[], codes: CodeTable): { text: string; problems: string[] } {
  const problems: string[] = [];
  const seen = new Set<string>();
  const restore = (list: TargetSegment[]): string =>
    list
      .map((segment) => {
        // Line breaks a tool wrapped the text with are spaces; the markup's own are in its codes.
        if (typeof segment === 'string') return segment.replace(/[ \t]*\r?\n[ \t]*/g, ' ');
        const code = codes.get(segment.id);
        const tag = segment.kind === 'x' ? `<x id="${segment.id}"/>` : `<g id="${segment.id}">`;
        if (!code) problems.push(`${tag} is not a code of the source`);
        else if (code.kind !== segment.kind) problems.push(`${tag} was <${code.kind}> in the source`);
        else if (seen.has(segment.id)) problems.push(`${tag} appears twice`);
        seen.add(segment.id);
        if (!code || code.kind !== segment.kind) return '';
        return code.kind === 'x' ? code.code : `${code.open}${restore(segment.children ?? [])}${code.close}`;
      })
      .join('');
  const text = restore(target);
  for (const [id, code] of codes) {
    if (!seen.has(id)) problems.push(`${code.kind === 'x' ? `<x id="${id}"/>` : `<g id="${id}">`} (${describeCode(code)}) is missing`);
  }
  return { text, problems };
}

/** What a code stands for, for a message: `{{count}}`, `link to /audit/`, `bold`. */
export function describeCode(code: StandaloneCode | PairedCode): string {
  if (code.kind === 'x') return code.code.trim() || 'a line break';
  if (code.ctype === 'link' || code.ctype === 'x-image') return `${code.ctype === 'link' ? 'link' : 'image'} ${code.close.slice(2, -1)}`;
  return code.ctype;
}
