// A page's body as the server render hands it to the generator: React's markup with stand-ins where the header and
// the footer go, and the locale's header and footer, rendered once (site/server-chrome.tsx). Plain data, put
// together by pure code: the thread that writes the page puts the parts in (generator/shared/page-document.ts), so the
// thread that renders hands over only what is the page's own (a page's header and footer are a third of its HTML).
import { navMark, type MarkOf } from './nav-marks.ts';
import { languageRoute } from './paths.ts';
import type { PageResult } from './page-data.ts';

/**
 * A part rendered once, cut at its stand-ins: `pieces` has one more entry than `places`, and each place goes between
 * two pieces (a route, or what a navigation mark is of).
 */
export interface RenderedPart {
  pieces: string[];
  places: (MarkOf | 'route')[];
}

/** A locale's header and footer, rendered once for all its pages. */
export interface RenderedChrome {
  header: RenderedPart;
  footer: RenderedPart;
}

/** Where a body's stand-ins for the header and the footer are: each from its `At` up to its `End`. */
export interface ChromeSlots {
  headerAt: number;
  headerEnd: number;
  footerAt: number;
  footerEnd: number;
}

/** A page's body: its markup rendered whole (`chrome` null), or with stand-ins and the parts that go in their place. */
export interface PageBody {
  html: string;
  chrome: { parts: RenderedChrome; slots: ChromeSlots } | null;
}

/** Where the page is, as its header and footer show it. */
export type PagePlace = Pick<PageResult, 'route' | 'template'>;

/**
 * Where a page's body, or its whole document (generator/shared/html-document.ts), is written, piece by piece, in
 * order: the page's own text, or text that many pages share (the same string of the same `owner` each time, named by
 * `slot`), which a writer of bytes encodes once (generator/shared/document-bytes.ts).
 */
export interface TextSink {
  text(text: string): void;
  shared(text: string, owner: object, slot: string | number): void;
}

/** The body's markup with its header and footer in place (pure): the same, byte for byte, as React rendering it whole. */
export function bodyHtml(body: PageBody, page: PagePlace): string {
  return textOf((sink) => writeBody(body, page, sink));
}

/** Writes the body's markup with its header and footer in place into `sink`, and does nothing else. */
export function writeBody({ html, chrome }: PageBody, page: PagePlace, sink: TextSink): void {
  if (!chrome) return sink.text(html);
  const { parts, slots } = chrome;
  const fill = placeFiller(page);
  sink.text(html.slice(0, slots.headerAt));
  writePart(parts.header, fill, sink);
  sink.text(html.slice(slots.headerEnd, slots.footerAt));
  writePart(parts.footer, fill, sink);
  sink.text(html.slice(slots.footerEnd));
}

/** A part's markup for `page` (pure): its language links lead to the page's route, its marks are the page's. */
export function placePart(part: RenderedPart, page: PagePlace): string {
  return textOf((sink) => writePart(part, placeFiller(page), sink));
}

function writePart(part: RenderedPart, fill: ReturnType<typeof placeFiller>, sink: TextSink): void {
  sink.shared(part.pieces[0]!, part, 0);
  for (let index = 0; index < part.places.length; index += 1) {
    sink.text(fill(part.places[index]!));
    sink.shared(part.pieces[index + 1]!, part, index + 1);
  }
}

/** The text that `write` writes into a sink, the shared pieces and the page's own alike. */
export function textOf(write: (sink: TextSink) => void): string {
  const pieces: string[] = [];
  const push = (text: string) => {
    pieces.push(text);
  };
  write({ text: push, shared: push });
  return pieces.join('');
}

/** What goes in each of a part's places for `page` (pure): the page's route, or its navigation mark's attribute if any. */
export function placeFiller(page: PagePlace): (place: MarkOf | 'route') => string {
  const route = attributeText(languageRoute(page));
  return (place) => {
    if (place === 'route') return route;
    // React writes no attribute for an undefined value.
    const mark = navMark(page.route, place);
    return mark ? ` aria-current="${mark}"` : '';
  };
}

/** A route as React writes it in an attribute (its escaping of `&`, quotes and angle brackets). */
function attributeText(text: string): string {
  return text.replace(/[&"'<>]/g, (character) => `&${{ '&': 'amp', '"': 'quot', "'": '#x27', '<': 'lt', '>': 'gt' }[character]};`);
}
