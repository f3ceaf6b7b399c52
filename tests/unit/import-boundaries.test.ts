import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/temp-project.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)].map(
    (match) => match[1] ?? match[2]!,
  );
}

const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

describe('import boundaries (ARCHITECTURE: top level)', () => {
  it('site/ imports no Node built-in and nothing from generator/ or bin/', () => {
    const offenders = sourceFiles('site').flatMap((file) =>
      importsOf(file)
        .filter((source) => builtins.has(source) || builtins.has(source.split('/')[0]!) || /(^|\/)(generator|bin)\//.test(source))
        .map((source) => `${relative(projectRoot, file)} imports ${source}`),
    );
    expect(offenders).toEqual([]);
  });

  it('generator/ never imports bin/', () => {
    const offenders = sourceFiles('generator').flatMap((file) =>
      importsOf(file)
        .filter((source) => /(^|\/)bin\//.test(source))
        .map((source) => `${relative(projectRoot, file)} imports ${source}`),
    );
    expect(offenders).toEqual([]);
  });

  it('generator/host/ imports no Node built-in, except the build step that bundles the edge worker (it runs in workerd too)', () => {
    const offenders = sourceFiles('generator/host')
      .filter((file) => !file.endsWith('/edge/edge-worker.ts'))
      .flatMap((file) =>
        importsOf(file)
          .filter((source) => builtins.has(source) || builtins.has(source.split('/')[0]!))
          .map((source) => `${relative(projectRoot, file)} imports ${source}`),
      );
    expect(offenders).toEqual([]);
  });

  it('finds the imports it checks (the scanner itself works)', () => {
    expect(importsOf(join(projectRoot, 'generator/serve/create-server.ts'))).toContain('node:http');
  });
});

/**
 * Floors of generator/, top first: a file may import its own folder and any folder on a lower floor, never one on
 * its own floor or above (ARCHITECTURE: "nothing runs back up").
 */
const GENERATOR_FLOORS: string[][] = [
  ['dev'],
  ['build.ts', 'serve', 'analytics-stub'],
  ['execution'],
  ['emit'],
  ['host'],
  ['render'],
  ['brochures', 'social'],
  ['images', 'bundle', 'artwork', 'feeds', 'structured-data'],
  ['plan', 'translations'],
  ['load'],
  ['templates'],
  ['config'],
  ['shared', 'errors', 'cache', 'logger.ts'],
];

/** Floors of site/, top first; runtime/ runs only in the browser and nothing rendered on the server imports it. */
const SITE_FLOORS: string[][] = [
  ['runtime', 'service-worker.ts'],
  ['server.tsx'],
  ['server-chrome.tsx'],
  ['app.tsx'],
  ['templates'],
  ['chrome'],
  ['consent'],
  ['blocks'],
  ['primitives'],
  ['context.tsx', 'design'],
  ['shared'],
];

function floorOf(floors: string[][], part: string): number {
  return floors.findIndex((floor) => floor.includes(part));
}

/** Imports that run sideways or back up between the floors of `folder`. */
function upwardImports(folder: string, floors: string[][]): string[] {
  const base = join(projectRoot, folder);
  return sourceFiles(folder).flatMap((file) => {
    const from = relative(base, file).split('/')[0]!;
    return importsOf(file)
      .filter((source) => source.startsWith('.'))
      .map((source) => relative(base, join(file, '..', source)))
      .filter((target) => !target.startsWith('..'))
      .map((target) => target.split('/')[0]!)
      .filter((to) => to !== from && floorOf(floors, to) <= floorOf(floors, from))
      .map((to) => `${relative(projectRoot, file)} imports ${folder}/${to}`);
  });
}

describe('import boundaries (ARCHITECTURE: the target layout)', () => {
  it('every folder of generator/ and site/ has a floor', () => {
    const unplaced = (['generator', 'site'] as const).flatMap((folder) =>
      readdirSync(join(projectRoot, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
        .filter((entry) => !['static', 'README.md'].includes(entry.name) && !entry.name.endsWith('.d.ts'))
        .map((entry) => entry.name)
        .filter((name) => floorOf(folder === 'generator' ? GENERATOR_FLOORS : SITE_FLOORS, name) < 0)
        .map((name) => `${folder}/${name}`),
    );
    expect(unplaced).toEqual([]);
  });

  it('no import in generator/ runs sideways or back up', () => {
    expect(upwardImports('generator', GENERATOR_FLOORS)).toEqual([]);
  });

  it('no import in site/ runs sideways or back up (shared → primitives → blocks → chrome → templates → app)', () => {
    expect(upwardImports('site', SITE_FLOORS)).toEqual([]);
  });

  it('finds an import that runs back up (the check itself works)', () => {
    const floors = [['b'], ['a']];
    expect(floorOf(floors, 'b')).toBeLessThan(floorOf(floors, 'a'));
    expect(upwardImports('generator', [['shared'], ['build.ts']]).length).toBeGreaterThan(0);
  });
});
