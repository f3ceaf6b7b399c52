import { createClassNamer, type StylePlace } from '../../generator/bundle/class-names.ts';

/**
 * Two places of styles, the first style of two modules, whose class names are the same (found by trying modules in
 * turn: about 8,000 of them, as 44 million names make likely).
 */
export function collidingPlaces(folder = 'site/components'): [StylePlace, StylePlace] {
  const namer = createClassNamer();
  const seen = new Map<string, StylePlace>();
  for (let module = 0; ; module += 1) {
    const place = { file: `${folder}/module-${module}.ts`, index: 0 };
    const name = namer.nameOf(place);
    const before = seen.get(name);
    if (before) return [before, place];
    seen.set(name, place);
  }
}
