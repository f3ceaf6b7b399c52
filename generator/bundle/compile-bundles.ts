import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { siteError } from '../errors/site-error.ts';
import { listFiles, type BundleManifest } from './bundle-site.ts';
import { buildClient } from './client-bundle.ts';
import { BROWSER_TARGETS, limitEsbuildMemory, sharedOptions, SITE_DIR, type BundleMode } from './esbuild-options.ts';
import { linariaPlugin } from './linaria-plugin.ts';
import { siteIconUrl } from './site-icon.ts';

/**
 * Bundles the site into `dir` (run in a thread of its own by bundleSite): the browser bundle, the server bundle, the
 * service worker and the inlined scripts, built in a staging folder that replaces `dir` once all succeeded.
 */
export async function compileBundles({ root, mode, dir }: { root: string; mode: BundleMode; dir: string }): Promise<BundleManifest> {
  // The thread's own copy of the environment, which the esbuild process it starts inherits.
  limitEsbuildMemory(process.env);
  const staging = `${dir}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    // One Linaria pass for both bundles: the server's build takes each module the browser's transformed.
    const styles = await linariaPlugin(root);
    // Cut fonts are kept beside the bundles, for every bundle of the same fonts.
    const client = buildClient(root, mode, join(staging, 'client'), styles, join(dirname(dir), 'web-fonts'));
    const [rootScript, notFoundScript, consentScript] = await Promise.all([
      buildScript(root, 'site/runtime/root-redirect.ts', mode),
      buildScript(root, 'site/runtime/not-found-boot.ts', mode),
      buildScript(root, 'site/consent/first-view.ts', mode),
      client.then(() => buildServer(root, mode, join(staging, 'server'), styles)),
      buildServiceWorker(root, mode, join(staging, 'client')),
    ]);
    const clientFiles = listFiles(join(staging, 'client'));
    const hash = createHash('sha256');
    for (const file of clientFiles) hash.update(file).update(await readFile(join(staging, 'client', file)));
    const fonts = await fontsOf(join(staging, 'client'), (await client).app.css);
    // In every page, so in the hash that decides whether a page is rendered again.
    const icon = await siteIconUrl(root);
    hash.update(icon);
    const manifest = {
      hash: hash.digest('hex').slice(0, 20),
      clientFiles,
      ...(await client),
      rootScript,
      notFoundScript,
      consentScript,
      fonts,
      icon,
    };
    await writeFile(join(staging, 'bundle.json'), JSON.stringify(manifest));
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
    return manifest;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof Error && 'errors' in error) throw bundleError(root, (error as esbuild.BuildFailure).errors[0], error);
    throw error;
  }
}

/**
 * The first esbuild error as a BundleFailed error at its file and line. Where a plugin's transform failed (Linaria
 * parses every module), esbuild points at the import of the module; the module's own place is in the text: esbuild's
 * "file:line:column: ERROR: reason", or Babel's "file: reason" above a code frame that marks the line.
 */
function bundleError(root: string, first: esbuild.Message | undefined, error: Error) {
  const text = first?.text ?? error.message;
  const esbuildPlace = /^(\S+?):(\d+):(\d+): ERROR: (.*)$/m.exec(text);
  const babelPlace = /^(\S+\.[cm]?[jt]sx?): (.*)\n[^]*?^>\s*\d+ \| ?(.*)$/m.exec(text);
  const [file, line, column, reason] = esbuildPlace
    ? [esbuildPlace[1]!, Number(esbuildPlace[2]), Number(esbuildPlace[3]), esbuildPlace[4]!]
    : babelPlace
      ? [babelPlace[1]!, lineReading(babelPlace[1]!, babelPlace[3]!), undefined, babelPlace[2]!.replace(/\.$/, '')]
      : [first?.location?.file, first?.location?.line, undefined, text];
  return siteError('BundleFailed', { reason }, { file: file ? relative(root, resolve(root, file)) : undefined, line, column }, error);
}

/**
 * The one line of `file` that reads `text`, if there is one: Babel numbers the lines of the module as esbuild compiled
 * it for Linaria, not as it is written, but a style's lines come through as they are.
 */
function lineReading(file: string, text: string): number | undefined {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const found = lines.flatMap((line, index) => (line === text ? [index + 1] : []));
  return found.length === 1 ? found[0] : undefined;
}

/** The server render needs no styles: stylesheets imported from packages (fonts) resolve to nothing. */
const ignorePackageStyles: esbuild.Plugin = {
  name: 'ignore-package-styles',
  setup(build) {
    build.onResolve({ filter: /\.css$/ }, (args) =>
      /^[@a-z]/.test(args.path) ? { path: args.path, namespace: 'ignored-style' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'ignored-style' }, () => ({ contents: '', loader: 'js' }));
  },
};

/**
 * React's packages are CommonJS. Imported as ES modules, each of their files is parsed again by Node at every start to
 * find its exports (cjs-module-lexer, written in JavaScript, over React's 600 KB server build), in the build's thread
 * and in each render thread; taken with `require`, they are not (a warm build of 450 pages on Node 20, alternating
 * runs: 20-30 ms faster; no change measured on Node 22 and 24). The server bundle requires them through its own
 * `require` (SERVER_BANNER), and names their exports, read here once, so that its modules import plain bindings.
 */
export function requireReact(root: string): esbuild.Plugin {
  const requireFromRoot = createRequire(join(root, 'package.json'));
  return {
    name: 'require-react',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) =>
        args.namespace === 'required-package' ? { path: args.path, external: true } : { path: args.path, namespace: 'required-package' },
      );
      build.onLoad({ filter: /.*/, namespace: 'required-package' }, (args) => {
        const legacy = args.path === 'react-dom/server' ? legacyServerRenderer(requireFromRoot) : null;
        const module = requireFromRoot(legacy ? legacy.production : args.path) as object;
        const names = Object.keys(module).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
        const exports = names.length ? `export const { ${names.join(', ')} } = required;\n` : '';
        const required = legacy ? legacyRequire : `require(${JSON.stringify(args.path)})`;
        return { contents: `const required = ${required};\n${exports}export default required;\n`, loader: 'js' };
      });
    },
  };
}

/**
 * `react-dom/server` loads two renderers, `renderToString`'s and the streams' (with `node:stream` and more), and the
 * site renders with the first only: the server bundle takes that one's file, where react-dom has it (its CommonJS
 * build, `cjs/react-dom-server-legacy.node.{production.min,development}.js`, which `react-dom/server` itself requires), and
 * picks the build as `react-dom/server` does, by NODE_ENV as the render runs (read through a name the bundle's define
 * does not replace). With Node's compile cache, the two took 12-23 ms to load, the one 5-6 ms.
 */
function legacyServerRenderer(requireFromRoot: NodeJS.Require): { production: string } | null {
  try {
    const folder = dirname(requireFromRoot.resolve('react-dom/package.json'));
    const production = join(folder, 'cjs/react-dom-server-legacy.node.production.min.js');
    return existsSync(production) && existsSync(join(folder, 'cjs/react-dom-server-legacy.node.development.js')) ? { production } : null;
  } catch {
    return null;
  }
}

const legacyRequire = [
  '(() => {',
  '  const env = process.env;',
  "  const build = env.NODE_ENV === 'production' ? 'production.min' : 'development';",
  "  return require(require.resolve('react-dom/package.json').replace(/package\\.json$/, `cjs/react-dom-server-legacy.node.${build}.js`));",
  '})()',
].join('\n');

/**
 * The server bundle's `require`, resolving packages from where the bundle is, as its imports do. (`import.meta` is
 * spelt in two parts: compiling the CLI replaces it, where it is whole, with this source file's location.)
 */
export const SERVER_BANNER = [
  "import { createRequire as createRequireOfBundle } from 'node:module';",
  `const require = createRequireOfBundle(${'import.meta'}.url);`,
].join('\n');

async function buildServer(root: string, mode: BundleMode, outdir: string, styles: esbuild.Plugin): Promise<void> {
  await esbuild.build({
    ...sharedOptions(root, mode),
    minify: false,
    entryPoints: { server: `${SITE_DIR}/server.tsx` },
    outdir,
    outExtension: { '.js': '.mjs' },
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    banner: { js: SERVER_BANNER },
    plugins: [styles, ignorePackageStyles, requireReact(root)],
  });
}

async function buildServiceWorker(root: string, mode: BundleMode, outdir: string): Promise<void> {
  await esbuild.build({
    ...sharedOptions(root, mode),
    entryPoints: [`${SITE_DIR}/service-worker.ts`],
    outfile: join(outdir, 'sw.js'),
    format: 'iife',
    platform: 'browser',
    target: BROWSER_TARGETS,
    tsconfig: join(root, SITE_DIR, 'tsconfig.service-worker.json'),
  });
}

async function buildScript(root: string, entry: string, mode: BundleMode): Promise<string> {
  const result = await esbuild.build({
    ...sharedOptions(root, mode),
    minify: true,
    entryPoints: [entry],
    write: false,
    outdir: 'inline', // required by the file loader; nothing is written
    format: 'iife',
    platform: 'browser',
    target: BROWSER_TARGETS,
  });
  return result.outputFiles[0]!.text.trim();
}

/** The `.woff2` files the given CSS files refer to, as site paths. */
async function fontsOf(clientDir: string, cssUrls: string[]): Promise<string[]> {
  const fonts: string[] = [];
  for (const cssUrl of cssUrls) {
    const css = await readFile(join(clientDir, cssUrl), 'utf8');
    for (const match of css.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g)) fonts.push(new URL(match[1]!, `http://site${cssUrl}`).pathname);
  }
  return [...new Set(fonts)].sort();
}
