import { readFile, realpath } from 'node:fs/promises';
import { dirname, extname, join, parse, posix } from 'node:path';
import * as esbuild from 'esbuild';
import { createClassNamer } from './class-names.ts';
import { SITE_DIR } from './esbuild-options.ts';

/**
 * Linaria's styles for the browser bundle and the server bundle from one pass: each module is transformed once (its
 * styles evaluated, its template literals replaced by class names) and every build given the plugin takes that
 * result. @wyw-in-js/esbuild's plugin transforms each module again in every build, and the transform (Babel) is most
 * of a bundle's time: with a plugin per build, the bundle of a build whose only cold part it was took 4.8-5.8 s and
 * the build peaked at 338-356 MB; with this, 3.4-3.6 s and 289-290 MB.
 *
 * A module is transformed by the first build that loads it, with that build's resolver; `compileBundles` runs the
 * server's build after the browser's, so that each module's result does not depend on which build came first.
 */
export async function linariaPlugin(root: string): Promise<esbuild.Plugin> {
  // Loaded only when a bundle is built: it brings Babel (~100 ms, 30 MB).
  const { slugify, transform, TransformCacheCollection } = await import('@wyw-in-js/transform');
  // Class names are made from each module's path from the folder that holds site/, as esbuild gives it (links
  // followed): the same wherever the build is started from, and the same for a project whose site/ is a link to a
  // checkout's (the temporary projects of the tests and the bench) as for that checkout. From the project's own
  // folder, the bench's build named its classes from ../../../site/ and its largest stylesheet gzipped 12 bytes larger.
  const namesRoot = dirname(await realpath(join(root, SITE_DIR)));
  // Short class names from each style's place (class-names.ts says why), the same in both bundles.
  const classNames = createClassNamer();
  // What the transform evaluated of each module (the values styles interpolate), for every later module and build.
  const cache = new TransformCacheCollection();
  // Module path → its transformed code; stylesheet name → its CSS and the folder its url()s resolve from.
  const modules = new Map<string, Promise<esbuild.OnLoadResult>>();
  const stylesheets = new Map<string, { css: string; resolveDir: string }>();

  const transformModule = async (path: string, build: esbuild.PluginBuild): Promise<esbuild.OnLoadResult> => {
    const source = await readFile(path, 'utf8');
    const loader = extname(path).slice(1) as 'ts' | 'tsx';
    const resolveDir = dirname(path);
    if (/[\\/]node_modules[\\/]/.test(path)) return { contents: source, loader, resolveDir };
    // Babel reads JavaScript: esbuild strips the types and compiles the JSX first.
    const { code } = await esbuild.transform(source, { jsx: 'automatic', loader, sourcefile: path });
    // A module that imports nothing from Linaria has no styles of its own: the transform would parse it with Babel
    // to give back the same code. Styles that interpolate its values still evaluate it (through the resolver below).
    if (!source.includes('@linaria/')) return { contents: code, loader, resolveDir };
    const resolve = async (token: string, importer: string) => {
      const found = await build.resolve(token, { resolveDir: dirname(importer), kind: 'import-statement' });
      if (found.errors.length > 0) throw new Error(`Cannot resolve ${token}`);
      return found.path.replace(/\\/g, posix.sep);
    };
    const services = {
      options: {
        filename: path,
        root: namesRoot,
        prefixer: false,
        pluginOptions: {
          // The options are all here: no search for a wyw-in-js or Babel configuration file at every module. Styles
          // are evaluated without an emulated DOM (happy-dom: 20 MB and a window per evaluation); a style whose value
          // needs the page fails the bundle, named at its line (tests/integration/cli-errors.test.ts).
          configFile: false as const,
          classNameSlug: (_hash: string, _title: string, { file, index }: { file: string; index: number }) =>
            classNames.nameOf({ file, index }),
          features: { happyDOM: false, useBabelConfigs: false },
          babelOptions: { presets: ['@babel/preset-typescript', ['@babel/preset-react', { runtime: 'automatic' }]] },
        },
      },
      cache,
    };
    const result = await transform(services, code, resolve);
    const [collision] = classNames.collisions();
    if (collision) {
      throw new Error(
        `Two styles would share the class name "${collision.className}": ${collision.first} and ${collision.second} ` +
          '(module path: index of the style in it). Move either style within its module, or to another, to name it anew.',
      );
    }
    if (!result.cssText) return { contents: code, loader, resolveDir };
    const stylesheet = `${parse(path).name}_${slugify(result.cssText)}.wyw.css`;
    stylesheets.set(stylesheet, { css: result.cssText, resolveDir });
    return { contents: `import ${JSON.stringify(stylesheet)}; ${result.code}`, loader, resolveDir };
  };

  return {
    name: 'linaria',
    setup(build) {
      // The namespace @wyw-in-js/esbuild gives the stylesheets: esbuild's chunk hashes include it, so the bundles stay
      // the same files as that plugin made.
      build.onResolve({ filter: /\.wyw\.css$/ }, ({ path }) => ({ path, namespace: 'wyw-in-js' }));
      build.onLoad({ filter: /.*/, namespace: 'wyw-in-js' }, ({ path }) => {
        const { css, resolveDir } = stylesheets.get(path)!;
        return { contents: css, loader: 'css', resolveDir };
      });
      build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
        let transformed = modules.get(path);
        if (!transformed) modules.set(path, (transformed = transformModule(path, build)));
        return transformed;
      });
    },
  };
}
