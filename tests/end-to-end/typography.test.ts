import { type HTMLElement, type Node } from 'node-html-parser';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { codePointsOf, subsettableFaces } from '../../generator/bundle/font-subset-plugin.ts';
import { listBuiltFiles, readHtml } from '../support/built-site.ts';

// Issue 53, point 8, over the real build (the site the integration tests share, global-setup.ts): authors type plain
// text, and what a reader sees has curly quotes in English and no value broken across two lines in any language.

const NBSP = '\u00A0';
const NARROW_NBSP = '\u202F';
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'CODE', 'PRE', 'TEMPLATE', 'NOSCRIPT']);

let dir: string;
let pages: string[];
const texts = new Map<string, string[]>();

/** The text nodes a reader sees on a page (not attributes, scripts, styles or code), decoded. */
function textNodesOf(file: string): string[] {
  let found = texts.get(file);
  if (!found) {
    const collected: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === 3) collected.push(node.text);
      else if (node.nodeType === 1 && !SKIPPED.has((node as HTMLElement).tagName)) node.childNodes.forEach(walk);
    };
    walk(readHtml(dir, file));
    texts.set(file, (found = collected));
  }
  return found;
}

const inLanguage = (language: string) => pages.filter((file) => file.startsWith(`${language}/`) || file.startsWith(`${language}-`));
const offenders = (files: string[], pattern: RegExp) =>
  files.flatMap((file) => textNodesOf(file).flatMap((text) => (pattern.test(text) ? [`${file}: ${text.trim().slice(0, 120)}`] : [])));

beforeAll(() => {
  dir = inject('builtSite');
  pages = listBuiltFiles(dir).filter((file) => /^[a-z]{2}(-[a-z]{2})?\/(.*\/)?index\.html$/.test(file));
});

describe('typography of the built site', () => {
  it('has no straight quote or apostrophe in the text of any English page (titles, headings, paragraphs, labels)', () => {
    const english = inLanguage('en');
    expect(english.length).toBeGreaterThan(100);
    expect(offenders(english, /["']/)).toEqual([]);
    // The typographic ones are there instead (the straight ones authors typed).
    const all = english.flatMap((file) => textNodesOf(file)).join('\n');
    expect(all).toMatch(/“[^”\n]+”/);
    expect(all).toMatch(/\p{L}’\p{L}/u);
  });

  it('has no straight apostrophe after a letter in the text of any French page', () => {
    expect(offenders(inLanguage('fr'), /\p{L}'/u)).toEqual([]);
  });

  it('keeps reading times, numbers and their units, and values either side of an arrow on one line, in every locale', () => {
    const readingTimes = pages.flatMap((file) =>
      textNodesOf(file).filter((text) => /min (read|de lecture)/.test(text.replaceAll(NBSP, ' '))),
    );
    expect(readingTimes.length).toBeGreaterThan(20);
    for (const text of readingTimes) expect(text).toMatch(new RegExp(`\\d${NBSP}min (read|de lecture)`));
    expect(offenders(pages, /\d (min|h|%|days?|jours)(?![\p{L}\d])/u)).toEqual([]);
    expect(offenders(pages, /(\d|min|h|%) →|→ [<\d]|[<>] \d/)).toEqual([]);
  });

  it('writes a time such as "17 h 30" with a no-break space either side of the h', () => {
    const times = pages.flatMap((file) => textNodesOf(file).flatMap((text) => text.match(/\d{2}\sh\s\d{2}/g) ?? []));
    expect(times.length).toBeGreaterThan(0);
    expect(times.filter((time) => time !== time.replaceAll(/\s/g, NBSP))).toEqual([]);
  });

  it('ties the required-field asterisk to its label, after a narrow no-break space in French', () => {
    const marksOf = (file: string) =>
      readHtml(dir, file)
        .querySelectorAll('label span[aria-hidden="true"]')
        .map((mark) => mark.text);
    const english = marksOf('en/contact/business/index.html');
    const french = marksOf('fr/contact/business/index.html');
    expect(english.length).toBeGreaterThan(2);
    expect(new Set(english)).toEqual(new Set(['\u2060*']));
    expect(new Set(french)).toEqual(new Set([`\u2060${NARROW_NBSP}*`]));
    expect(new Set(marksOf('fr-ca/contact/business/index.html'))).toEqual(new Set([`\u2060${NARROW_NBSP}*`]));
  });

  it('shows no character the brand face was cut without: every page is set in Inter throughout', () => {
    // The site's faces of Inter are cut down to their unicode-range (site/design/fonts.css); a character outside it
    // would be drawn in the fallback, in the middle of a word or a title.
    const faces = subsettableFaces(readFileSync(resolve(import.meta.dirname, '../../site/design/fonts.css'), 'utf8'));
    expect(faces).toHaveLength(2);
    expect(faces[1]!.unicodeRange).toBe(faces[0]!.unicodeRange);
    const inFace = new Set(codePointsOf(faces[0]!.unicodeRange));
    const missing = new Map<string, string>();
    for (const file of pages) {
      for (const text of textNodesOf(file)) {
        for (const character of text.replaceAll(/[\n\r\t]/g, '')) {
          const point = character.codePointAt(0)!;
          const name = `U+${point.toString(16).toUpperCase().padStart(4, '0')} “${character}”`;
          if (!inFace.has(point) && !missing.has(name)) missing.set(name, `${file}: ${text.trim().slice(0, 80)}`);
        }
      }
    }
    expect(Object.fromEntries(missing), 'add them to both faces of site/design/fonts.css').toEqual({});
    expect(pages.length).toBeGreaterThan(400);
  });
});
