import type { SourceImage } from './encode-rendition.ts';
import type { RenditionSet } from './rendition-set.ts';

/**
 * A vector original as browsers get it: the SVG itself, under a hashed name. A browser draws it sharp at every
 * width and density from one small file (the site's artwork is 2–10 KB, 1–3 KB compressed, where its WebP renditions
 * weighed far more), so there is nothing to encode and no `srcset` to choose from.
 */
export function vectorRendition(image: SourceImage, name: string): RenditionSet {
  const path = `assets/images/${name}-${image.hash.slice(0, 8)}.svg`;
  return { src: `/${path}`, files: [{ path, contents: image.bytes }] };
}
