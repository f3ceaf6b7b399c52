import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import type { ChunkMap } from '../../site/shared/page-data.ts';
import { componentChunkName } from '../../site/shared/page-data.ts';
import { TEMPLATES } from '../templates/registry.ts';
import { templateFiles } from '../templates/template-registries.mjs';
import { BROWSER_TARGETS, sharedOptions, SITE_DIR, type BundleMode } from './esbuild-options.ts';
import { deferredModules } from './deferred-modules.ts';
import { fontSubsetPlugin } from './font-subset-plugin.ts';
import { mergeStylesheets } from './merge-stylesheets.ts';

export interface ClientBundle {
  chunkMap: ChunkMap;
  app: { js: string[]; css: string[] };
  stylesheets: Record<string, string>;
  boot: string;
}

/**
 * What the browser runs for `react` and `react-dom` (their subpaths included): Preact's React-compatible runtime. React
 * and React DOM were 66 of the 99-103 KiB gzip a page view fetched; this is about 5, and the same components hydrate.
 * The server still renders with React (site/render-html.ts marks its output for Preact).
 */
export const BROWSER_REACT = { react: 'preact/compat', 'react-dom': 'preact/compat' };

/**
 * The browser bundle: the boot module, the runtime and one entry per template, split into shared chunks. `styles` is
 * the Linaria plugin the server's bundle shares (linaria-plugin.ts); web fonts are cut down to their faces' characters
 * and kept in `fontCacheDir` (font-subset-plugin.ts).
 */
export async function buildClient(
  root: string,
  mode: BundleMode,
  outdir: string,
  styles: esbuild.Plugin,
  fontCacheDir: string,
): Promise<ClientBundle> {
  const entryPoints: Record<string, string> = { boot: `${SITE_DIR}/runtime/boot.ts`, app: `${SITE_DIR}/runtime/main.tsx` };
  for (const template of TEMPLATES) entryPoints[`template-${template}`] = templateFiles(template).component;
  const result = await esbuild.build({
    ...sharedOptions(root, mode),
    entryPoints,
    outdir: join(outdir, 'assets'),
    publicPath: '/assets/',
    format: 'esm',
    splitting: true,
    platform: 'browser',
    alias: BROWSER_REACT,
    target: BROWSER_TARGETS,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    metafile: true,
    plugins: [deferredModules, styles, fontSubsetPlugin(fontCacheDir)],
  });
  const outputs = result.metafile.outputs;
  const toUrl = (file: string) => `/${relative(outdir, join(root, file)).split(sep).join('/')}`;
  // The outputs a file imports, statically only (what loads before it runs) or also dynamically (what it may load).
  const closure = (file: string, kinds: readonly string[]): string[] => {
    const seen = new Set<string>([file]);
    const queue = [file];
    while (queue.length) {
      for (const imported of outputs[queue.shift()!]?.imports ?? []) {
        if (kinds.includes(imported.kind) && !seen.has(imported.path)) {
          seen.add(imported.path);
          queue.push(imported.path);
        }
      }
    }
    return [...seen];
  };
  const filesOf = (entryName: string) => {
    // Matched by output name, not by entryPoint: entry paths are reported after symlinks are resolved.
    const pattern = new RegExp(`/assets/${entryName}-[A-Z0-9]+\\.js$`);
    const [file, output] = Object.entries(outputs).find(([name, output]) => output.entryPoint && pattern.test(name))!;
    // A page's stylesheet has the rules of what it loads later too (deferred sections, the footer, the cookie
    // banner), so that what is on the screen before those scripts arrive is styled from the first paint.
    const later = closure(file, ['import-statement', 'dynamic-import']).filter((name) => name !== file);
    return {
      js: closure(file, ['import-statement']).map(toUrl),
      css: output.cssBundle ? [toUrl(output.cssBundle)] : [],
      deferredCss: later.flatMap((name) => outputs[name]?.cssBundle ?? []).map(toUrl),
    };
  };
  const chunkMap: ChunkMap = {};
  const stylesheets: Record<string, string> = {};
  // Each entry's files, worked out once.
  const entryFiles = new Map(Object.keys(entryPoints).map((name) => [name, filesOf(name)]));
  const app = entryFiles.get('app')!;
  for (const template of TEMPLATES) {
    const name = componentChunkName(template);
    const files = entryFiles.get(`template-${template}`)!;
    const deferred = [...app.deferredCss, ...files.deferredCss];
    stylesheets[name] = await writeStylesheet(outdir, `page-${template}`, [...app.css, ...files.css], deferred);
    // A page of this template reached by client-side navigation links the same stylesheet as one loaded directly,
    // after the current one: its rules then apply in the same order.
    chunkMap[name] = { js: files.js, css: [stylesheets[name]] };
  }
  return { chunkMap, app: { js: app.js, css: [...app.css, ...app.deferredCss] }, stylesheets, boot: entryFiles.get('boot')!.js[0]! };
}

/** Writes the stylesheets (URLs under outdir) merged into one hashed file, and returns its URL. */
async function writeStylesheet(outdir: string, name: string, urls: string[], deferred: string[]): Promise<string> {
  const read = (list: string[]) => Promise.all(list.map((url) => readFile(join(outdir, url), 'utf8')));
  const css = mergeStylesheets(await read(urls), await read(deferred));
  const url = `/assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`;
  await writeFile(join(outdir, url), css);
  return url;
}
