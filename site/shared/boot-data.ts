import type { ChunkMap } from './page-data.ts';

/** What the server HTML tells the runtime: where its data is and which chunks each template needs. */
export interface BootData {
  pageDataUrl: string;
  staticQueryUrl: string;
  /** The build this page belongs to: compared with page data and app data to spot a newer deploy. */
  buildHash: string;
  chunkMap: ChunkMap;
  /** The translation catalogues of the page's locale chain that exist, in chain order. */
  translations: { language: string; href: string }[];
}

/** Elements outside the React root that the router writes to directly. */
export const ANNOUNCER_ID = 'route-announcer';
export const PROGRESS_ID = 'route-progress';

/** The attribute on the boot script's tag listing the runtime's and the template's modules (boot.ts). */
export const BOOT_PRELOAD_ATTRIBUTE = 'data-preload';

/**
 * On not-found pages the boot module has no tag of its own: an inline script (not-found-boot.ts) adds it, and
 * its tag names the module with this attribute (not `src`: the tag is inline, its hash is in the CSP).
 */
export const BOOT_MODULE_ATTRIBUTE = 'data-boot-module';

export const BOOT_IDS = {
  pageData: 'page-data',
  staticQuery: 'static-query',
  chunkMap: '__chunk-map',
  translation: 'translation',
} as const;

export function readBootData(document: Document): BootData {
  const href = (kind: string) => document.querySelector<HTMLLinkElement>(`link[data-boot="${kind}"]`)?.getAttribute('href') ?? '';
  const chunkMapText = document.getElementById(BOOT_IDS.chunkMap)?.textContent ?? '{}';
  return {
    pageDataUrl: href(BOOT_IDS.pageData),
    staticQueryUrl: href(BOOT_IDS.staticQuery),
    chunkMap: JSON.parse(chunkMapText) as ChunkMap,
    buildHash: document.documentElement.dataset.build ?? '',
    translations: [...document.querySelectorAll<HTMLLinkElement>(`link[data-boot="${BOOT_IDS.translation}"]`)].map((link) => ({
      language: link.dataset.language ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  };
}
