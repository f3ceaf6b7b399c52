import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/temp-project.ts';

// The house rules for the generator's and the site's code (docs/style.md): small modules, lines a reader can take in.
const MAX_LINES = 250;
const MAX_COLUMNS = 140;

function sourceFiles(): string[] {
  return ['generator', 'site'].flatMap((folder) =>
    readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

describe('the shape of the source (generator/ and site/)', () => {
  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = sourceFiles()
      .map((file) => ({ file: relative(projectRoot, file), lines: readFileSync(file, 'utf8').trimEnd().split('\n').length }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it(`has no line over ${MAX_COLUMNS} characters (npm run format wraps them)`, () => {
    const wide = sourceFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => ([...line].length > MAX_COLUMNS ? [`${relative(projectRoot, file)}:${index + 1}`] : [])),
    );
    expect(wide).toEqual([]);
  });
});
