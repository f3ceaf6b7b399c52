import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/temp-project.ts';

// The project carries its own references: whoever clones it can read every document the code, the tests and the
// docs point at. (docs/benchmark-log.md is a dated diary that also quotes other projects' files: not scanned.)

const SCANNED = ['bin', 'generator', 'site', 'tests', 'docs', 'content/README.md', 'README.md'];
const NOT_SCANNED = new Set(['docs/benchmark-log.md']);

/** The files under `folder`, but for tests/.tmp: the projects other tests are building, made and removed as this runs. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (!entry.isDirectory()) return [path];
    return entry.name === '.tmp' ? [] : filesUnder(path);
  });
}

/** Every text file scanned, relative to the project. */
function scannedFiles(): string[] {
  const files: string[] = [];
  for (const entry of SCANNED) {
    const path = join(projectRoot, entry);
    const found = entry.endsWith('.md') ? [path] : filesUnder(path);
    for (const file of found) {
      const name = relative(projectRoot, file).split('\\').join('/');
      if (/\.(ts|tsx|js|mjs|md|sh|css)$/.test(name) && !name.includes('-snapshots/') && !NOT_SCANNED.has(name)) files.push(name);
    }
  }
  return files;
}

/** Each match of `pattern` in the scanned files, with where it is. */
function occurrences(pattern: RegExp): { text: string; where: string }[] {
  return scannedFiles().flatMap((file) =>
    readFileSync(join(projectRoot, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(pattern)].map((match) => ({ text: match[1] ?? match[0], where: `${file}:${index + 1}` })),
      ),
  );
}

describe('references', () => {
  it('cites only sections the specification has (docs/spec.md)', () => {
    const sections = new Set(
      [...readFileSync(join(projectRoot, 'docs/spec.md'), 'utf8').matchAll(/^## (\d+)\./gm)].map((match) => match[1]),
    );
    expect(sections.size).toBeGreaterThan(5);
    const cited = occurrences(/SPEC §(\d+)/g);
    expect(cited.length).toBeGreaterThan(50);
    expect(cited.filter(({ text }) => !sections.has(text))).toEqual([]);
  });

  it('points only at documents in the repository', () => {
    const paths = occurrences(/\b(docs\/[\w.-]+\.md)\b/g);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter(({ text }) => !existsSync(join(projectRoot, text)))).toEqual([]);
    // Documents named by their upper-case name (README.md, content/media/LICENSE.md) exist: at that path, or
    // somewhere in the project when named alone.
    const tracked = execFileSync('git', ['ls-files'], { cwd: projectRoot, encoding: 'utf8' }).split('\n');
    const names = new Set(tracked.map((file) => file.replace(/^.*\//, '')));
    const named = occurrences(/([\w/-]*\b[A-Z][A-Z_]+\.md)\b/g);
    expect(named.length).toBeGreaterThan(5);
    const missing = named.filter(({ text }) => (text.includes('/') ? !tracked.includes(text) : !names.has(text)));
    expect(missing).toEqual([]);
  });
});
