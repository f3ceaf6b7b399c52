/** How one image reaches browsers: the URLs a template puts in `src` and `srcset`, and the files to emit for them. */
export interface RenditionSet {
  /** The largest rendition, for `src`. */
  src: string;
  /** WebP renditions, or the proxy's, as `url {width}w` candidates; none for a vector image served as it is. */
  srcset?: string;
  /** AVIF renditions, only when they are smaller than the WebP ones. */
  avifSrcset?: string;
  /** Written under `assets/images/` with hashed names (cached forever). */
  files: { path: string; contents: Buffer }[];
}

/** A `srcset` value: `url 320w, url 640w`. */
export function srcsetOf(candidates: { url: string; width: number }[]): string {
  return candidates.map(({ url, width }) => `${url} ${width}w`).join(', ');
}
