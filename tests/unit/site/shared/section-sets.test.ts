import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { templateOf, TEMPLATES } from '../../../../generator/templates/registry.ts';
import { SECTION_SETS } from '../../../../site/shared/section-sets.ts';
import { BLOCK_TYPES } from '../../../../site/shared/blocks.ts';

const siteDir = resolve(import.meta.dirname, '../../../../site');
const SET_MODULES = { marketing: 'blocks/page-sections.tsx', reading: 'blocks/reading-page-sections.tsx' } as const;

/** Every module of site/ a module imports, directly or through others (static imports only). */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(siteDir, file), 'utf8');
  for (const [, path] of source.matchAll(/^import [^;]*? from '(\.{1,2}\/[^']+\.tsx?)';$/gm)) {
    importsOf(join(file, '..', path!), seen);
  }
  return seen;
}

describe('the set of blocks each template shows', () => {
  it('is the set whose module the template imports, and no other: its stylesheet holds that set only', () => {
    for (const template of TEMPLATES) {
      const reached = importsOf(`templates/${template}/${template}.tsx`);
      const set = templateOf(template).traits.sections;
      for (const [name, module] of Object.entries(SET_MODULES)) {
        expect(reached.has(module), `${template} (${set} set) imports ${module}`).toBe(name === set);
      }
    }
  });

  it('covers every block type between them', () => {
    expect(new Set(Object.values(SECTION_SETS).flat())).toEqual(new Set(BLOCK_TYPES));
  });
});
