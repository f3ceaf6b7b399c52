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

/** What the page's JSON element holds: the boot data but the build hash, which is an attribute of `<html>`. */
export type BootJson = Omit<BootData, 'buildHash'>;

/** Elements outside the React root that the router writes to directly. */
export const ANNOUNCER_ID = 'route-announcer';
export const PROGRESS_ID = 'route-progress';

/**
 * The attribute on the boot script's tag listing the runtime's modules, entry first (boot.ts, which imports
 * nothing and so spells it out itself).
 */
export const BOOT_PRELOAD_ATTRIBUTE = 'data-preload';

/**
 * On not-found pages the boot module has no tag of its own: an inline script (not-found-boot.ts) adds it, and
 * its tag names the module with this attribute (not `src`: the tag is inline, its hash is in the CSP).
 */
export const BOOT_MODULE_ATTRIBUTE = 'data-boot-module';

/** The id of the JSON element holding the BootJson, at the end of `<body>` (boot.ts spells it out too). */
export const BOOT_DATA_ID = '__boot';

export function readBootData(document: Document): BootData {
  const json = JSON.parse(document.getElementById(BOOT_DATA_ID)?.textContent ?? '{}') as Partial<BootJson>;
  return {
    pageDataUrl: json.pageDataUrl ?? '',
    staticQueryUrl: json.staticQueryUrl ?? '',
    chunkMap: json.chunkMap ?? {},
    buildHash: document.documentElement.dataset.build ?? '',
    translations: json.translations ?? [],
  };
}
