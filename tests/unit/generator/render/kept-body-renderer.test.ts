import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '../../../../site/shared/page-data.ts';
import type { LocaleRendererInput } from '../../../../site/server.tsx';
import { keptBodyRenderer } from '../../../../generator/render/in-thread-renderer.ts';
import type { LocaleDocument } from '../../../../generator/render/page-output.ts';

// A server bundle that counts what it is asked to make: a locale's renderer (with its header and footer) and banners.
const SERVER = `
globalThis.made = { renderers: [], banners: 0 };
export function createLocaleRenderer(input) {
  globalThis.made.renderers.push(input.site.name);
  return (page, complete = (body) => body) => complete(input.site.name);
}
export function renderConsentBanner(input) {
  globalThis.made.banners += 1;
  return '<div>' + input.site.name + '</div>';
}
`;

let folder: string;
let entry: string;
const made = () => (globalThis as unknown as { made: { renderers: string[]; banners: number } }).made;
const input = (name: string) => ({ site: { name }, catalogues: [] }) as unknown as LocaleRendererInput;
const document = {} as LocaleDocument;
const page = {} as PageResult;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kept-renderer-'));
  entry = join(folder, 'server.mjs');
  await writeFile(entry, SERVER);
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('keptBodyRenderer (dev: an edited page re-rendered)', () => {
  it('gives the locale it opened under the same key again, with its renderer and banner made once', async () => {
    const renderer = keptBodyRenderer(entry);
    const first = renderer.openLocale(input('Factor, en'), document, { locale: 'en', version: 'site-1' });
    expect(await first.banner(page)).toBe('<div>Factor, en</div>');
    const again = renderer.openLocale(input('Factor, en'), document, { locale: 'en', version: 'site-1' });
    expect(again).toBe(first);
    expect(await again.banner(page)).toBe('<div>Factor, en</div>');
    expect(made().renderers).toEqual(['Factor, en']);
    expect(made().banners).toBe(1);
  });

  it('opens a new one for other site data or another locale, and a new kept renderer starts with none', async () => {
    const renderer = keptBodyRenderer(entry);
    made().renderers.length = 0;
    await renderer.openLocale(input('Factor, en'), document, { locale: 'en', version: 'site-1' }).banner(page);
    await renderer.openLocale(input('Factor, en, renamed'), document, { locale: 'en', version: 'site-2' }).banner(page);
    await renderer.openLocale(input('Factor, fr'), document, { locale: 'fr', version: 'site-1' }).banner(page);
    await keptBodyRenderer(entry).openLocale(input('Factor, en, rebuilt'), document, { locale: 'en', version: 'site-1' }).banner(page);
    expect(made().renderers).toEqual(['Factor, en', 'Factor, en, renamed', 'Factor, fr', 'Factor, en, rebuilt']);
  });
});
