import type { ChunkMap, HeadData } from '../../site/shared/page-data.ts';
import type { BootJson } from '../../site/shared/boot-data.ts';
import { ANNOUNCER_ID, BOOT_DATA_ID, BOOT_MODULE_ATTRIBUTE, BOOT_PRELOAD_ATTRIBUTE, PROGRESS_ID } from '../../site/shared/boot-data.ts';
import { escapeHtml, scriptJson, tag } from '../shared/html.ts';

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
  /** This page's template files. */
  template: { js: string[] };
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

/** The whole HTML document of a page around its rendered body (pure). */
export function createHtmlDocument(head: HeadData, bodyHtml: string, assets: DocumentAssets): string {
  // What hydrating the page needs: the runtime and the shell. The template's chunk is asked for by the runtime
  // while it hydrates (site/runtime/loader.ts), so its part of the page is interactive a moment later.
  const preloads = unique(assets.app.js);
  const lines = [
    '<!DOCTYPE html>',
    tag('html', { lang: head.lang, 'data-build': assets.buildHash, 'data-locales': assets.locales.join(',') }),
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.title)}</title>`,
    tag('meta', { name: 'description', content: head.description }),
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.canonical ? tag('link', { rel: 'canonical', href: head.canonical }) : '',
    ...head.alternates.map((alternate) => tag('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href })),
    tag('link', { rel: 'manifest', href: head.manifest }),
    tag('meta', { name: 'theme-color', content: assets.themeColor }),
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/icon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    assets.fontsScript ? `<script>${assets.fontsScript}</script>` : '',
    tag('link', { rel: 'stylesheet', href: assets.stylesheet }),
    // Nothing else is fetched before the first paint: the runtime's modules and the page's data are asked for by
    // boot.ts once the page has loaded and painted; before, they would share a slow connection with the page itself.
    assets.notFoundBoot
      ? tag('script', { [BOOT_MODULE_ATTRIBUTE]: assets.boot, [BOOT_PRELOAD_ATTRIBUTE]: preloads.join(' ') }) +
        `${assets.notFoundBoot}</script>`
      : tag('script', { type: 'module', src: assets.boot, [BOOT_PRELOAD_ATTRIBUTE]: preloads.join(' ') }) + '</script>',
    ...(assets.headEnd ?? []),
    '</head>',
    '<body>',
    assets.consentBanner
      ? `<div data-consent-root hidden>${assets.consentBanner.html}</div><script>${assets.consentBanner.script}</script>`
      : '',
    `<div id="___site">${bodyHtml}</div>`,
    // Outside the React root: the router writes to them directly.
    `<div id="${ANNOUNCER_ID}" class="visually-hidden" aria-live="assertive" aria-atomic="true"></div>`,
    tag('div', {
      id: PROGRESS_ID,
      role: 'progressbar',
      'aria-label': assets.loadingLabel,
      'data-error-text': assets.loadErrorText,
      hidden: true,
    }) + '</div>',
    `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(bootJson(assets))}</script>`,
    assets.bodyEnd ?? '',
    '</body>',
    '</html>',
  ];
  // Ending with an empty line joins to the final newline: join makes one flat string, where appending the newline to
  // it would make a rope that is copied again before the page is written.
  return [...lines.filter(Boolean), ''].join('\n');
}

/** What the runtime reads from the page (site/shared/boot-data.ts). */
function bootJson(assets: DocumentAssets): BootJson {
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
