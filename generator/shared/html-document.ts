import type { ChunkMap, HeadData } from '../../site/shared/page-data.ts';
import type { BootJson } from '../../site/shared/boot-data.ts';
import { ANNOUNCER_ID, BOOT_DATA_ID, BOOT_MODULE_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE, PROGRESS_ID } from '../../site/shared/boot-data.ts';
import { textOf, type TextSink } from '../../site/shared/page-body.ts';
import { escapeHtml, scriptJson, tag } from './html.ts';

export interface DocumentAssets {
  /** The runtime's JS (entry first). */
  app: { js: string[] };
  /** The page's one stylesheet: the shell's CSS and its template's. */
  stylesheet: string;
  /** The module that starts the runtime: the page's one script. */
  boot: string;
  /**
   * Not-found pages: the inline script that adds the boot module itself, after putting the addressed locale's
   * not-found page in place where a host served another locale's (site/runtime/not-found-boot.ts).
   */
  notFoundBoot?: string;
  /** The web fonts the shell's CSS names: every page preloads them, so a first visit is drawn in them. */
  fonts: string[];
  chunkMap: ChunkMap;
  pageDataUrl: string;
  staticQueryUrl: string;
  /** The translation catalogues of the page's fallback chain, in order. */
  translationUrls: { code: string; href: string }[];
  themeColor: string;
  /**
   * The site icon as a data URL: the tab's icon is drawn from the page itself. A browser asks for an icon file once the
   * page has loaded, on a connection of its own, while a slow phone is still bringing in the first screen.
   */
  icon: string;
  /** The build hash (the page data's webpackCompilationHash). */
  buildHash: string;
  /** Every locale code, for the router to tell local links from other locales. */
  locales: string[];
  /** The progress indicator's accessible name, and what it says when the page cannot be made interactive. */
  loadingLabel: string;
  loadErrorText: string;
  /** Tags at the end of <head>: social cards, structured data, the feed link. */
  headEnd?: string[];
  /**
   * The cookie banner's first view (hidden) and the inline script that shows it when no choice is saved, first in
   * <body>: first in the tab order, painted with the page (site/consent/first-view.ts).
   */
  consentBanner?: { html: string; script: string };
  /** Extra markup at the end of <body> (the dev server's reload client). */
  bodyEnd?: string;
}

/** What a page's document has of its own; the rest is its locale's (DocumentFrame). */
export type PageParts = Pick<DocumentAssets, 'stylesheet' | 'pageDataUrl' | 'notFoundBoot' | 'headEnd' | 'consentBanner'>;

/**
 * The parts of a document that every page of a locale shares, made once for the locale: the boot script's tag, the
 * elements after the body and most of the boot data (its chunk map is a few kilobytes of JSON), which each page made
 * again before (450 pages: about 0.05 ms a page).
 */
export interface DocumentFrame {
  htmlAttributes: string;
  headStart: string;
  headIcons: string;
  bootTag: string;
  notFoundBootTag: string;
  /** The elements after the React root. */
  afterRoot: string;
  /** From the extra markup at the end of <body> (DocumentAssets.bodyEnd) to the document's end. */
  documentEnd: string;
  /** The boot data's JSON after its first member (the page data's URL), from its comma to its closing brace. */
  bootJsonRest: string;
}

/** The parts of a locale's documents that do not change from page to page (pure). */
export function documentFrame(assets: Omit<DocumentAssets, keyof PageParts>): DocumentFrame {
  // What hydrating the page needs: the runtime and the shell. The template's chunk is asked for by the runtime
  // while it hydrates (site/runtime/loader.ts), so its part of the page is interactive a moment later.
  const preloads = unique(assets.app.js).join(' ');
  const { pageDataUrl: _, ...rest } = bootJson({ ...assets, pageDataUrl: '' });
  const after = [
    // Outside the React root: the router writes to them directly.
    `<div id="${ANNOUNCER_ID}" class="visually-hidden" aria-live="assertive" aria-atomic="true"></div>`,
    tag('div', {
      id: PROGRESS_ID,
      role: 'progressbar',
      'aria-label': assets.loadingLabel,
      'data-error-text': assets.loadErrorText,
      hidden: true,
    }) + '</div>',
  ];
  return {
    htmlAttributes: ` data-build="${escapeHtml(assets.buildHash)}" data-locales="${escapeHtml(assets.locales.join(','))}">`,
    headStart: ['<head>', '<meta charset="utf-8">', '<meta name="viewport" content="width=device-width, initial-scale=1">'].join('\n'),
    headIcons: [
      tag('meta', { name: 'theme-color', content: assets.themeColor }),
      // The one icon a browser can use: given /favicon.ico as well, Chromium still asks for it, on a connection of its
      // own during the first screen's. Browsers that draw no SVG icons ask for /favicon.ico by convention; it is there.
      tag('link', { rel: 'icon', href: assets.icon, type: 'image/svg+xml' }),
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
      // Asked for with the page, at the priority of what the first paint needs: with font-display: optional the text is
      // set in Inter if it arrives within the browser's short wait, and in the fallback shaped like it (never swapped
      // later, so nothing shifts) if not, as on a very slow first connection.
      ...assets.fonts.map((href) => tag('link', { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' })),
    ]
      .filter(Boolean)
      .join('\n'),
    // Nothing else is fetched before the first paint: the runtime's modules and the page's data are asked for by
    // boot.ts once the page has loaded and painted; before, they would share a slow connection with the page itself.
    bootTag: tag('script', { type: 'module', src: assets.boot, [BOOT_PRELOAD_ATTRIBUTE]: preloads }) + '</script>',
    notFoundBootTag: tag('script', { [BOOT_MODULE_ATTRIBUTE]: assets.boot, [BOOT_PRELOAD_ATTRIBUTE]: preloads }),
    afterRoot: after.join('\n'),
    documentEnd: [assets.bodyEnd ?? '', '</body>', '</html>'].filter(Boolean).join('\n'),
    // JSON.stringify writes an object's members in order, each as it would alone: the page's URL goes in front.
    bootJsonRest: `,${scriptJson(rest).slice(1)}`,
  };
}

/**
 * Writes a page's whole HTML document into `sink`, from its locale's frame, its head, its body (`writeBody` writes
 * it) and its own parts, and does nothing else: a line for each element of the head, then the body's, each line ended
 * by a newline.
 */
export function writeDocument(
  frame: DocumentFrame,
  head: HeadData,
  writeBody: (sink: TextSink) => void,
  page: PageParts,
  sink: TextSink,
): void {
  const framed = (slot: keyof DocumentFrame) => {
    if (frame[slot]) {
      sink.shared(frame[slot], frame, slot);
      sink.text('\n');
    }
  };
  sink.text(`<!DOCTYPE html>\n<html lang="${escapeHtml(head.lang)}"`);
  sink.shared(frame.htmlAttributes, frame, 'htmlAttributes');
  sink.text('\n');
  framed('headStart');
  let own = `<title>${escapeHtml(head.title)}</title>\n${tag('meta', { name: 'description', content: head.description })}\n`;
  if (head.noindex) own += '<meta name="robots" content="noindex">\n';
  if (head.canonical) own += `${tag('link', { rel: 'canonical', href: head.canonical })}\n`;
  for (const alternate of head.alternates)
    own += `${tag('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href })}\n`;
  // No manifest link: browsers fetch a linked manifest, and then its icon, as the page loads, on connections the first
  // screen needs. The runtime links it once the page is interactive (site/runtime/main.tsx).
  sink.text(own);
  framed('headIcons');
  sink.text(`${tag('link', { rel: 'stylesheet', href: page.stylesheet })}\n`);
  if (page.notFoundBoot) {
    sink.shared(frame.notFoundBootTag, frame, 'notFoundBootTag');
    sink.text(`${page.notFoundBoot}</script>\n`);
  } else framed('bootTag');
  const headEnd = (page.headEnd ?? []).filter(Boolean);
  sink.text(`${headEnd.length ? `${headEnd.join('\n')}\n` : ''}</head>\n<body>\n`);
  if (page.consentBanner) {
    sink.text('<div data-consent-root hidden>');
    sink.shared(page.consentBanner.html, page.consentBanner, 'html');
    sink.text('</div><script>');
    sink.shared(page.consentBanner.script, page.consentBanner, 'script');
    sink.text('</script>\n');
  }
  sink.text('<div id="___site">');
  writeBody(sink);
  sink.text('</div>\n');
  framed('afterRoot');
  sink.text(`<script type="application/json" id="${BOOT_DATA_ID}">{"pageDataUrl":${scriptJson(page.pageDataUrl)}`);
  sink.shared(frame.bootJsonRest, frame, 'bootJsonRest');
  sink.text('</script>\n');
  framed('documentEnd');
}

/** A page's whole HTML document, from its locale's frame, its head, its rendered body and its own parts (pure). */
export function frameDocument(frame: DocumentFrame, head: HeadData, bodyHtml: string, page: PageParts): string {
  return textOf((sink) => writeDocument(frame, head, (into) => into.text(bodyHtml), page, sink));
}

/** The whole HTML document of a page around its rendered body (pure): its locale's frame made for this page alone. */
export function createHtmlDocument(head: HeadData, bodyHtml: string, assets: DocumentAssets): string {
  return frameDocument(documentFrame(assets), head, bodyHtml, assets);
}

/** What the runtime reads from the page (site/shared/boot-data.ts). */
function bootJson(assets: Pick<DocumentAssets, 'pageDataUrl' | 'staticQueryUrl' | 'translationUrls' | 'fonts' | 'chunkMap'>): BootJson {
  return {
    pageDataUrl: assets.pageDataUrl,
    staticQueryUrl: assets.staticQueryUrl,
    translations: assets.translationUrls.map(({ code, href }) => ({ language: code, href })),
    chunkMap: assets.chunkMap,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
