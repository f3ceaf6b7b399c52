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
  // Each entry's files, worked out once: the hint below and the chunk map both read them.
  const entryFiles = new Map(Object.keys(entryPoints).map((name) => [name, filesOf(name)]));
  const app = entryFiles.get('app')!;
  const firstLoad = new Set([...entryFiles].flatMap(([name, files]) => (name === 'boot' ? [] : files.js)));
  await hintEagerCompile(
    outdir,
    commonJsOutputs(result.metafile)
      .map(toUrl)
      .filter((url) => firstLoad.has(url)),
  );
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

/**
 * The JavaScript outputs holding a CommonJS package (React's are): esbuild wraps each such module in a function that
 * runs once, as the page starts.
 */
export function commonJsOutputs(metafile: esbuild.Metafile): string[] {
  return Object.entries(metafile.outputs)
    .filter(
      ([file, output]) => file.endsWith('.js') && Object.keys(output.inputs).some((input) => metafile.inputs[input]?.format === 'cjs'),
    )
    .map(([file]) => file);
}

/** V8's compile hint for a file whose every function runs as the page loads (it must open the file). */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the files (URLs under outdir) for eager compilation. V8 compiles a function when it is first called, on the
 * main thread, unless told otherwise: React's DOM package, wrapped in one function (190 kB under React 19, 130 kB
 * under 18), took 15-25 ms of parsing in the middle of the page's start, Lighthouse's largest blocking task. With the
 * hint Chromium compiles the whole file on a background thread while it downloads (other browsers ignore the
 * comment). Only packages a page runs before it hydrates are marked: compiled eagerly, the site's own modules cost
 * the main thread more than they saved. The name's hash was taken without the line, which is the same in every
 * build: a name still changes with the content.
 */
async function hintEagerCompile(outdir: string, urls: string[]): Promise<void> {
  for (const url of urls) {
    const file = join(outdir, url);
    await writeFile(file, EAGER_COMPILE_HINT + (await readFile(file, 'utf8')));
  }
}

/** Writes the stylesheets (URLs under outdir) merged into one hashed file, and returns its URL. */
async function writeStylesheet(outdir: string, name: string, urls: string[], deferred: string[]): Promise<string> {
  const read = (list: string[]) => Promise.all(list.map((url) => readFile(join(outdir, url), 'utf8')));
  const css = mergeStylesheets(await read(urls), await read(deferred));
  const url = `/assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`;
  await writeFile(join(outdir, url), css);
  return url;
}
