import { describe, expect, it } from 'vitest';
import { createClassNamer } from '../../../../generator/bundle/class-names.ts';
import { collidingPlaces } from '../../../support/colliding-styles.ts';

describe('class names', () => {
  it('are a letter and four base-36 digits, the same for the same place in every build', () => {
    const places = Array.from({ length: 200 }, (_, index) => ({
      file: `site/components/card-${index % 20}.tsx`,
      index: Math.floor(index / 20),
    }));
    const names = places.map(createClassNamer().nameOf);
    for (const name of names) expect(name).toMatch(/^[a-z][0-9a-z]{4}$/);
    expect(places.map(createClassNamer().nameOf)).toEqual(names);
    expect(new Set(names).size).toBe(places.length);
  });

  it('differ by the module and by the style’s index in it', () => {
    const { nameOf } = createClassNamer();
    const first = nameOf({ file: 'site/layout/header.tsx', index: 0 });
    expect(nameOf({ file: 'site/layout/header.tsx', index: 1 })).not.toBe(first);
    expect(nameOf({ file: 'site/layout/footer.tsx', index: 0 })).not.toBe(first);
  });

  it('report two places given one name, once, and none for a place named twice', () => {
    const [first, second] = collidingPlaces();
    const namer = createClassNamer();
    const name = namer.nameOf(first);
    namer.nameOf(first);
    expect(namer.collisions()).toEqual([]);
    expect(namer.nameOf(second)).toBe(name);
    namer.nameOf(second);
    expect(namer.collisions()).toEqual([{ className: name, first: `${first.file}:0`, second: `${second.file}:0` }]);
  });
});
