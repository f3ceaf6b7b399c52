// A page's HTML document as parts, put together where it is written: the thread that renders a page hands over only
// what is the page's own (its head, its body with stand-ins for the header and the footer), and one object its locale's
// pages share, which crosses to a render thread once per batch of pages (a structured clone copies an object once,
// however often a message holds it). The thread that writes it (the build's own for a small site, a render thread for
// a large one) writes it as bytes (document-bytes.ts), from the same description of the document (writePageDocument)
// as its text here.
import { textOf, writeBody, type PageBody, type PagePlace, type TextSink } from '../../site/shared/page-body.ts';
import type { HeadData } from '../../site/shared/page-data.ts';
import { writeDocument, type DocumentFrame } from './html-document.ts';

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
  return textOf((sink) => writePageDocument(document, sink));
}

/**
 * Writes the page's whole HTML document into `sink`, and does nothing else: what its locale's pages share (the frame,
 * the cookie banner, the header's and the footer's markup between the places that differ from page to page) as
 * shared text.
 */
export function writePageDocument(document: PageDocument, sink: TextSink): void {
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

/** About how many characters of its own a page's document holds (what its locale's pages share is counted once). */
export function documentLength(document: PageDocument): number {
  return document.body.html.length + document.headEnd.reduce((length, tag) => length + tag.length, 0);
}
