import { createHash } from 'node:crypto';

/** Where a style is: its module's path (from the folder that holds site/) and its index among the module's styles. */
export interface StylePlace {
  file: string;
  index: number;
}

/** Two styles given the same class name: the bundle fails, naming both. */
export interface ClassNameCollision {
  className: string;
  first: string;
  second: string;
}

export interface ClassNamer {
  /** The class name of the style at `place`: the same for the same place, in every build. */
  nameOf(place: StylePlace): string;
  /** Every pair of places given the same name so far. */
  collisions(): ClassNameCollision[];
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Class names of five characters, a letter and four base-36 digits, made from a SHA-1 of the style's place. Linaria's
 * own are eight (the style's initial and seven of a hash). A stylesheet names each class once or more, and so do the
 * scripts and every page: the contact form's stylesheet, the site's largest, gzips 268 bytes smaller with five.
 * There are 26 × 36⁴ (44 million) names: two of a site's 600 styles share one in about 0.4% of sites, and each style
 * added has a chance of about one in 70,000 of taking a name already given. So every name given is kept with its place
 * and a second place given it is a collision, which the bundle reports (it never ships two styles under one name).
 */
export function createClassNamer(): ClassNamer {
  const placeOf = new Map<string, string>();
  const found: ClassNameCollision[] = [];
  return {
    nameOf({ file, index }) {
      const place = `${file}:${index}`;
      // 48 bits of the digest, read as a letter and four base-36 digits (nearly uniform: 2⁴⁸ is far above 26 × 36⁴).
      let bits = createHash('sha1').update(place).digest().readUIntBE(0, 6);
      let name = LETTERS[bits % LETTERS.length]!;
      bits = Math.floor(bits / LETTERS.length);
      for (let digit = 0; digit < 4; digit += 1) {
        name += DIGITS[bits % DIGITS.length];
        bits = Math.floor(bits / DIGITS.length);
      }
      const first = placeOf.get(name);
      if (first === undefined) placeOf.set(name, place);
      else if (first !== place && !found.some((collision) => collision.className === name && collision.second === place)) {
        found.push({ className: name, first, second: place });
      }
      return name;
    },
    collisions: () => found,
  };
}
