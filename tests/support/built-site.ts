import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { BOOT_DATA_ID, type BootJson } from '../../site/shared/boot-data.ts';

/** Every file of a built site, as posix paths relative to it. */
export function listBuiltFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export function readHtml(dir: string, file: string): HTMLElement {
  return parse(readFileSync(join(dir, file), 'utf8'));
}

/** What a page tells its runtime (its JSON element, site/shared/boot-data.ts). */
export function bootJsonOf(html: HTMLElement): BootJson {
  return JSON.parse(html.getElementById(BOOT_DATA_ID)!.textContent) as BootJson;
}

export function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
}

/** The file a local URL path is served from (`/en/contact/` → `en/contact/index.html`). */
export function fileForUrlPath(pathname: string): string {
  const clean = decodeURIComponent(pathname.replace(/[?#].*$/, ''));
  return clean.endsWith('/') ? `${clean.slice(1)}index.html` : clean.slice(1);
}
