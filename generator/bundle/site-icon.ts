// The site icon as every page links it. Here, among the bundle's code, so that a change to how it is written makes
// new bundles (bundle-site.ts keys them by this folder's code) and so new pages.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The site icon, drawn in the browser's tab from every page and rasterised for manifests (emit/icons.ts). */
export const SITE_ICON = 'site/static/icon.svg';

/** The project's site icon as a data URL. */
export async function siteIconUrl(root: string): Promise<string> {
  return svgDataUrl(await readFile(join(root, SITE_ICON), 'utf8'));
}

/**
 * An SVG image as a `data:` URL, for an attribute: its whitespace runs made single spaces, and only what a URL may not
 * hold as written percent-encoded (`%`, `#`, `<`, `>`, quotes, spaces and anything beyond ASCII; the HTML checker
 * rejects a raw space), so it stays about its own size.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#<>"' ]|[^\x00-\x7F]/gu, (character) => encodeURIComponent(character))}`;
}
