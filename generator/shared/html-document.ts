import type { ChunkMap, HeadData } from '../../site/shared/page-data.ts';
import type { BootJson } from '../../site/shared/boot-data.ts';
import { ANNOUNCER_ID, BOOT_DATA_ID, BOOT_MODULE_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE, PROGRESS_ID } from '../../site/shared/boot-data.ts';
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
  /** The web fonts the shell's CSS names: the runtime caches them for later pages (site/shared/cached-fonts.ts). */
  fonts: string[];
  /** The inline script at the top of <head> that switches to the web fonts when they are cached. */
  fontsScript?: string;
  chunkMap: ChunkMap;
  pageDataUrl: string;
  staticQueryUrl: string;
  /** The translation catalogues of the page's fallback chain, in order. */
  translationUrls: { code: string; href: string }[];
  themeColor: string;
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
      '<link rel="icon" href="/favicon.ico" sizes="32x32">',
      '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
      assets.fontsScript ? `<script>${assets.fontsScript}</script>` : '',
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

/** A page's whole HTML document, from its locale's frame, its head, its rendered body and its own parts (pure). */
export function frameDocument(frame: DocumentFrame, head: HeadData, bodyHtml: string, page: PageParts): string {
  const lines = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(head.lang)}"${frame.htmlAttributes}`,
    frame.headStart,
    `<title>${escapeHtml(head.title)}</title>`,
    tag('meta', { name: 'description', content: head.description }),
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.canonical ? tag('link', { rel: 'canonical', href: head.canonical }) : '',
    ...head.alternates.map((alternate) => tag('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href })),
    tag('link', { rel: 'manifest', href: head.manifest }),
    frame.headIcons,
    tag('link', { rel: 'stylesheet', href: page.stylesheet }),
    page.notFoundBoot ? `${frame.notFoundBootTag}${page.notFoundBoot}</script>` : frame.bootTag,
    ...(page.headEnd ?? []),
    '</head>',
    '<body>',
    page.consentBanner ? `<div data-consent-root hidden>${page.consentBanner.html}</div><script>${page.consentBanner.script}</script>` : '',
    `<div id="___site">${bodyHtml}</div>`,
    frame.afterRoot,
    `<script type="application/json" id="${BOOT_DATA_ID}">{"pageDataUrl":${scriptJson(page.pageDataUrl)}${frame.bootJsonRest}</script>`,
    frame.documentEnd,
  ];
  // Ending with an empty line joins to the final newline: join makes one flat string, where appending the newline to
  // it would make a rope that is copied again before the page is written.
  return [...lines.filter(Boolean), ''].join('\n');
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
    fonts: assets.fonts,
    chunkMap: assets.chunkMap,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
