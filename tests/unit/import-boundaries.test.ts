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
  return [...text.matchAll(/(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)].map((match) => match[1] ?? match[2]!);
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
