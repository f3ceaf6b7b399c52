// Compiles the CLI (bin/cli.ts and the generator it imports) to JavaScript once, into .cache/cli/<hash>/, keyed
// by the content of every source it is built from: a start runs plain JavaScript, and only a start after the
// generator changed pays for compiling (about a second). Written in JavaScript itself, since it runs before any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fingerprintSources } from '../generator/shared/sources-fingerprint.mjs';
import { writeTemplateRegistries } from '../generator/templates/template-registries.mjs';

export const projectRoot = join(import.meta.dirname, '..');

/** Where the CLI's sources live, relative to the project: every input of the bundle is under one of these. */
export const CLI_SOURCES = ['bin', 'generator', 'site/shared', 'site/design'];

/** The file beside the compilations that keeps their key with the stats of the sources it was made from. */
const STAMP = 'sources.json';

/**
 * A hash of the sources' paths (relative to `root`) and contents, of `versions` (the compiler's, and those of the
 * packages compiled in) and of `root` itself, since the compiled modules name their sources by absolute path (a
 * project moved elsewhere with its .cache/ compiles again): the compiled CLI's folder name. Kept in `stamp` with the
 * sources' stats (generator/shared/sources-fingerprint.mjs), so a start whose sources have not changed reads none.
 */
export function sourceHash(root, folders, versions, stamp) {
  return fingerprintSources({ groups: [{ dir: root, folders }], salt: `${versions}\n${root}`, stamp });
}

/**
 * Bundled into one folder, a module's `import.meta.dirname` and `import.meta.url` would name the bundle, not the
 * source: they are replaced by the source file's own, so paths the generator builds from them (its SQL migrations,
 * the edge worker's entry, the fonts it resolves) still point at the sources.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta')) return undefined;
      const contents = text
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Modules whose functions the generator runs as work (generator/shared/work.ts) or in threads of their own
 * (generator/execution/), found where the generator names them: the `new URL('./module.ts', import.meta.url)` it
 * hands to `work`, `runInThread` or `threadModule`. Each is an entry of the compiled CLI under `threads/`, so that a
 * thread started by the compiled CLI runs JavaScript too. Returned as paths relative to `root`, sorted.
 */
export function workModules(root) {
  const found = new Set();
  const named = /(?:\bwork|runInThread(?:<[^>]*>)?|threadModule)\(\s*new URL\('(\.{1,2}\/[^']+\.ts)', import\.meta\.url\)/g;
  for (const file of readdirSync(join(root, 'generator'), { recursive: true })) {
    if (!String(file).endsWith('.ts')) continue;
    const source = join(root, 'generator', String(file));
    for (const match of readFileSync(source, 'utf8').matchAll(named)) {
      found.add(
        relative(root, join(dirname(source), match[1]))
          .split('\\')
          .join('/'),
      );
    }
  }
  return [...found].sort();
}

/**
 * Packages compiled into the CLI rather than loaded from node_modules. zod is a hundred ES modules that every build
 * loads: resolving and linking them one by one was a quarter of the time a build's modules take to load (Node 20:
 * 86-88 ms against 114-119 ms to import the build command). Packages with native code or files of their own stay
 * in node_modules, as do those loaded only by some builds.
 */
export const COMPILED_IN_PACKAGES = ['zod'];

/** The package a bare import specifier names: `zod` of `zod/mini`, `@scope/name` of `@scope/name/sub`. */
export function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every package but COMPILED_IN_PACKAGES is left to node_modules (what esbuild's `packages: 'external'` does). */
const packagesExternal = {
  name: 'packages-external',
  setup(build) {
    // An absolute path (an entry point; `C:\…` on Windows) is not a package.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      isAbsolute(args.path) || COMPILED_IN_PACKAGES.includes(packageOf(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

/** esbuild's options for the CLI: Node ESM, packages left to node_modules, one chunk per lazily imported command. */
export function cliBuildOptions(root, outdir) {
  return {
    absWorkingDir: root,
    entryPoints: {
      cli: join(root, 'bin/cli.ts'),
      ...Object.fromEntries(workModules(root).map((module) => [`threads/${module.replace(/\.ts$/, '')}`, join(root, module)])),
    },
    outdir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'silent',
    metafile: true,
    plugins: [packagesExternal, sourceLocations],
  };
}

/**
 * The compiled CLI's entry for the sources as they are now, compiled first if needed. Concurrent starts are safe:
 * each compiles into its own staging folder and renames it into place; the first rename wins.
 */
export async function compiledCli({ root = projectRoot, cacheDir = join(root, '.cache', 'cli') } = {}) {
  // The registry of templates is compiled in: it is written first from the template folders, so a folder added since
  // the last start is a template of this one.
  writeTemplateRegistries(root);
  // Versions from the manifests: loading esbuild itself (17 ms) waits until there is something to compile.
  const require = createRequire(import.meta.url);
  const versions = ['esbuild', ...COMPILED_IN_PACKAGES].map((name) => `${name} ${require(`${name}/package.json`).version}`);
  const folder = join(cacheDir, sourceHash(root, CLI_SOURCES, versions.join(', '), join(cacheDir, STAMP)));
  const entry = join(folder, 'cli.js');
  if (existsSync(entry)) return entry;
  const esbuild = await import('esbuild');
  const staging = `${folder}.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    await esbuild.build(cliBuildOptions(root, staging));
  } finally {
    // esbuild's process would otherwise stay for the whole command (about 60 MB beside a build that starts its own
    // for the site's bundle): a later call starts another.
    await esbuild.stop();
  }
  await mkdir(cacheDir, { recursive: true });
  try {
    await rename(staging, folder);
  } catch {
    await rm(staging, { recursive: true, force: true }); // another start compiled the same sources first
  }
  // Compilations of earlier sources go after a day: a `dev` or `serve` started before an edit may still load
  // its lazily imported chunks from one until then.
  const current = relative(cacheDir, folder);
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (name !== current && name !== STAMP && statSync(path).mtimeMs < dayAgo) await rm(path, { recursive: true, force: true });
  }
  return entry;
}

// `node bin/compile-cli.js` compiles ahead of time (CI, a container image) and prints where.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(relative(process.cwd(), await compiledCli()));
}
