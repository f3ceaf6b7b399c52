import type * as esbuild from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

/**
 * The OpenType features a cut-down face keeps: kerning, glyph composition and marks, local forms, and the tabular
 * figures the figure bands ask for. Inter's alternates, fractions and stylistic sets, which the site never turns on,
 * were more than half of each file.
 */
const KEPT_FEATURES = ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/**
 * The code points a CSS `unicode-range` names, in order: single points (`U+2019`), ranges (`U+0000-00FF`) and
 * wildcards (`U+4??`). Throws on anything else, naming it.
 */
export function codePointsOf(unicodeRange: string): number[] {
  const points = new Set<number>();
  for (const part of unicodeRange.split(',').map((one) => one.trim())) {
    const match = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part);
    if (!match) throw new Error(`"${part}" is not a unicode-range value`);
    const [first, last] = match[2]
      ? [parseInt(match[1]!, 16), parseInt(match[2], 16)]
      : [parseInt(match[1]!.replaceAll('?', '0'), 16), parseInt(match[1]!.replaceAll('?', 'F'), 16)];
    for (let point = first; point <= last; point += 1) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

interface FontFace {
  /** The whole `@font-face { … }` rule as written. */
  rule: string;
  unicodeRange: string;
  /** Each `url(…)` of a `.woff2` file in its `src`, as written. */
  urls: string[];
}

/** The `@font-face` rules of a stylesheet that name both a unicode-range and WOFF2 files. */
export function subsettableFaces(css: string): FontFace[] {
  const faces: FontFace[] = [];
  for (const [rule] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    const unicodeRange = /unicode-range\s*:\s*([^;}]+)/.exec(rule)?.[1]?.trim();
    const urls = [...rule.matchAll(/url\(\s*['"]?([^'")]+\.woff2)['"]?\s*\)/g)].map((match) => match[1]!);
    if (unicodeRange && urls.length) faces.push({ rule, unicodeRange, urls });
  }
  return faces;
}

/**
 * A site stylesheet's web fonts, each cut down to the characters of its face's `unicode-range`: the browser uses a face
 * for those characters only, so the rest of the file is never drawn. Cut files are kept in `cacheDir` by what they were
 * made from, so a rebuilt bundle does not cut them again.
 */
export function fontSubsetPlugin(cacheDir: string): esbuild.Plugin {
  return {
    name: 'font-subset',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async ({ path }) => {
        if (/[\\/]node_modules[\\/]/.test(path)) return undefined;
        const css = await readFile(path, 'utf8');
        const faces = subsettableFaces(css);
        if (!faces.length) return undefined;
        const resolveFrom = createRequire(path);
        let contents = css;
        for (const face of faces) {
          let rule = face.rule;
          for (const url of face.urls) {
            const source = url.startsWith('.') ? join(dirname(path), url) : resolveFrom.resolve(url);
            rule = rule.replace(url, await cutFont(source, face.unicodeRange, cacheDir, path));
          }
          contents = contents.replace(face.rule, rule);
        }
        return { contents, loader: 'css', resolveDir: dirname(path) };
      });
    },
  };
}

/** The path of `source` cut down to `unicodeRange`, made now or found in the cache. */
async function cutFont(source: string, unicodeRange: string, cacheDir: string, stylesheet: string): Promise<string> {
  const bytes = await readFile(source);
  let text: string;
  try {
    // One character at a time: a range as wide as U+0000-10FFFF is more arguments than a call may take.
    text = codePointsOf(unicodeRange)
      .map((point) => String.fromCodePoint(point))
      .join('');
  } catch (error) {
    throw new Error(`${stylesheet}: unicode-range of the face in ${source}: ${(error as Error).message}`);
  }
  const key = createHash('sha256').update(bytes).update(text).update(KEPT_FEATURES.join()).digest('hex').slice(0, 16);
  const name = source.replace(/^.*[\\/]/, '').replace(/\.woff2$/, '');
  const cut = join(cacheDir, `${name}-${key}.woff2`);
  if (existsSync(cut)) return cut;
  const subset = await subsetFont(bytes, text, { targetFormat: 'woff2', keepFeatures: KEPT_FEATURES });
  await mkdir(cacheDir, { recursive: true });
  // Written whole or not at all: two builds may cut the same font at once.
  const partial = `${cut}.${process.pid}`;
  await writeFile(partial, subset);
  await rename(partial, cut);
  return cut;
}
