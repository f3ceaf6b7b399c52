import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import * as esbuild from 'esbuild';
import type { ChunkMap } from '../../site/shared/page-data.ts';
import { componentChunkName, TEMPLATES } from '../../site/shared/page-data.ts';
import { BROWSER_TARGETS, linaria, sharedOptions, SITE_DIR, type BundleMode } from './esbuild-options.ts';
import { mergeStylesheets } from './merge-stylesheets.ts';

export interface ClientBundle {
  chunkMap: ChunkMap;
  app: { js: string[]; css: string[] };
  stylesheets: Record<string, string>;
  boot: string;
}

/** The browser bundle: the boot module, the runtime and one entry per template, split into shared chunks. */
export async function buildClient(root: string, mode: BundleMode, outdir: string): Promise<ClientBundle> {
  const entryPoints: Record<string, string> = { boot: `${SITE_DIR}/runtime/boot.ts`, app: `${SITE_DIR}/runtime/main.tsx` };
  for (const template of TEMPLATES) entryPoints[`template-${template}`] = `${SITE_DIR}/templates/${template}.tsx`;
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
    plugins: [await linaria()],
  });
  const outputs = result.metafile.outputs;
  const toUrl = (file: string) => `/${relative(outdir, join(root, file)).split(sep).join('/')}`;
  const closure = (file: string): string[] => {
    const seen = new Set<string>([file]);
    const queue = [file];
    while (queue.length) {
      for (const imported of outputs[queue.shift()!]?.imports ?? []) {
        if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
          seen.add(imported.path);
          queue.push(imported.path);
        }
      }
    }
    return [...seen].map(toUrl);
  };
  const filesOf = (entryName: string) => {
    // Matched by output name, not by entryPoint: entry paths are reported after symlinks are resolved.
    const pattern = new RegExp(`/assets/${entryName}-[A-Z0-9]+\\.js$`);
    const [file, output] = Object.entries(outputs).find(([name, output]) => output.entryPoint && pattern.test(name))!;
    return { js: closure(file), css: output.cssBundle ? [toUrl(output.cssBundle)] : [] };
  };
  const chunkMap: ChunkMap = {};
  for (const template of TEMPLATES) chunkMap[componentChunkName(template)] = filesOf(`template-${template}`);
  const app = filesOf('app');
  const stylesheets: Record<string, string> = {};
  for (const template of TEMPLATES) {
    const name = componentChunkName(template);
    stylesheets[name] = await writeStylesheet(outdir, `page-${template}`, [...app.css, ...chunkMap[name]!.css]);
  }
  return { chunkMap, app, stylesheets, boot: filesOf('boot').js[0]! };
}

/** Writes the stylesheets (URLs under outdir) merged into one hashed file, and returns its URL. */
async function writeStylesheet(outdir: string, name: string, urls: string[]): Promise<string> {
  const css = mergeStylesheets(await Promise.all(urls.map((url) => readFile(join(outdir, url), 'utf8'))));
  const url = `/assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`;
  await writeFile(join(outdir, url), css);
  return url;
}
