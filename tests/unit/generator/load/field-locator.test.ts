import { describe, expect, it } from 'vitest';
import { createFieldLocator } from '../../../../generator/load/field-locator.ts';

const text = `---
a: 1
b:
  c: 2
  d:
    - x
    - y
sections:
  - type: figures
    items:
      - value: "70 %"
        label: of invoices
      - value: "5 min"
        label: per quote
  - type: steps
    items:
      - title: Discovery
        text: Two weeks
---
Body`;

describe('createFieldLocator', () => {
  const locate = createFieldLocator(text);

  it('finds nested values and list items with their column', () => {
    expect(locate('b.c')).toEqual({ line: 4, column: 6 });
    expect(locate('b.d.1')).toEqual({ line: 7, column: 7 });
  });

  it('counts list items per list, not every dash below the field', () => {
    // A line scanner that counts every "- " after `sections:` would land on the first section's figures.
    expect(locate('sections.1')?.line).toBe(15);
    expect(locate('sections.1.items.0.text')).toEqual({ line: 18, column: 15 });
    expect(locate('sections.0.items.1.label')?.line).toBe(14);
  });

  it('points a missing field at the deepest part that exists', () => {
    expect(locate('sections.1.intro')?.line).toBe(15);
    expect(locate('zzz')).toBeUndefined();
  });

  it('finds nothing in a file without front matter', () => {
    expect(createFieldLocator('# Just markdown')('a')).toBeUndefined();
  });
});
