// A page's HTML document as parts, put together where it is written: the thread that renders a page hands over only
// what is the page's own (its head, its body with stand-ins for the header and the footer), and one object its locale's
// pages share, which crosses to the writing thread once per batch of pages (a structured clone copies an object once,
// however often a message holds it). The build's own thread renders the pages of a small site, and each page's
// document had been made there, copied into the message and looked through again: warm builds of 450 pages on Node 24,
// alternating, medians of 20, 451 → 436 ms. The thread that writes it writes it as bytes (document-bytes.ts), from
// the same description of the document (writePageDocument) as its text here.
import { placeFiller, type PageBody, type PagePlace, type RenderedPart } from '../../site/shared/page-body.ts';
import type { HeadData } from '../../site/shared/page-data.ts';
import { writeDocument, type DocumentFrame, type DocumentSink } from './html-document.ts';

/** What every page of a locale has around its own parts: one object for all of them. */
export interface LocalePageFrame {
  frame: DocumentFrame;
  /** The cookie banner's first view and its inline script. */
  consentBanner: { html: string; script: string };
  /** The inline script of not-found pages (DocumentAssets.notFoundBoot). */
  notFoundBoot: string;
}

/** A page's document, in parts (PageDocument's HTML is `documentHtml` of it). */
export interface PageDocument {
  locale: LocalePageFrame;
  head: HeadData;
  body: PageBody;
  place: PagePlace;
  stylesheet: string;
  pageDataUrl: string;
  notFound: boolean;
  /** Social cards, structured data and the feed link, at the end of <head>. */
  headEnd: string[];
}

/** The page's whole HTML document (pure). */
export function documentHtml(document: PageDocument): string {
  const pieces: string[] = [];
  writePageDocument(document, { text: (text) => pieces.push(text), shared: (text) => pieces.push(text) });
  return pieces.join('');
}

/**
 * Writes the page's whole HTML document into `sink`, and does nothing else: what its locale's pages share (the frame,
 * the cookie banner, the header's and the footer's markup between the places that differ from page to page) as
 * shared text.
 */
export function writePageDocument(document: PageDocument, sink: DocumentSink): void {
  const { locale } = document;
  writeDocument(
    locale.frame,
    document.head,
    (into) => writeBody(document.body, document.place, into),
    {
      stylesheet: document.stylesheet,
      pageDataUrl: document.pageDataUrl,
      notFoundBoot: document.notFound ? locale.notFoundBoot : undefined,
      consentBanner: locale.consentBanner,
      headEnd: document.headEnd,
    },
    sink,
  );
}

/** The body's markup with its header and footer in place, as site/shared/page-body.ts `bodyHtml` makes it. */
function writeBody({ html, chrome }: PageBody, place: PagePlace, sink: DocumentSink): void {
  if (!chrome) return sink.text(html);
  const { parts, slots } = chrome;
  const fill = placeFiller(place);
  sink.text(html.slice(0, slots.headerAt));
  writePart(parts.header, fill, sink);
  sink.text(html.slice(slots.headerEnd, slots.footerAt));
  writePart(parts.footer, fill, sink);
  sink.text(html.slice(slots.footerEnd));
}

function writePart(part: RenderedPart, fill: ReturnType<typeof placeFiller>, sink: DocumentSink): void {
  sink.shared(part.pieces[0]!, part, 0);
  for (let index = 0; index < part.places.length; index += 1) {
    sink.text(fill(part.places[index]!));
    sink.shared(part.pieces[index + 1]!, part, index + 1);
  }
}

/** About how many characters of its own a page's document holds (what its locale's pages share is counted once). */
export function documentLength(document: PageDocument): number {
  return document.body.html.length + document.headEnd.reduce((length, tag) => length + tag.length, 0);
}
