import type { ChunkMap } from '../shared/page-data.ts';

/** What the server HTML tells the runtime: where its data is and which chunks each template needs. */
export interface BootData {
  pageDataUrl: string;
  staticQueryUrl: string;
  chunkMap: ChunkMap;
  /** The translation catalogues of the page's locale chain that exist, in chain order. */
  translations: { language: string; href: string }[];
}

export const BOOT_IDS = {
  pageData: 'page-data',
  staticQuery: 'static-query',
  chunkMap: '__chunk-map',
  translation: 'translation',
} as const;

export function readBootData(document: Document): BootData {
  const href = (kind: string) =>
    document.querySelector<HTMLLinkElement>(`link[data-boot="${kind}"]`)?.getAttribute('href') ?? '';
  const chunkMapText = document.getElementById(BOOT_IDS.chunkMap)?.textContent ?? '{}';
  return {
    pageDataUrl: href(BOOT_IDS.pageData),
    staticQueryUrl: href(BOOT_IDS.staticQuery),
    chunkMap: JSON.parse(chunkMapText) as ChunkMap,
    translations: [...document.querySelectorAll<HTMLLinkElement>(`link[data-boot="${BOOT_IDS.translation}"]`)].map((link) => ({
      language: link.dataset.language ?? '',
      href: link.getAttribute('href') ?? '',
    })),
  };
}
