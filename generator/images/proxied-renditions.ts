import type { SourceImage } from './encode-rendition.ts';
import { proxyImageUrl } from '../shared/image-proxy.ts';
import { srcsetOf, type RenditionSet } from './rendition-set.ts';

export interface ImageProxy {
  /** The URL template, with `{src}` and `{width}` (config `images.proxy`). */
  template: string;
  /** The site's public origin: the proxy fetches the originals from there. */
  siteUrl: string;
}

/**
 * The image through an image proxy: the original is emitted as it is (under a content-hashed name, so the
 * proxy may cache it forever) and every width is a proxy URL for it. Nothing is encoded here.
 */
export function proxyRenditions(image: SourceImage, name: string, extension: string, widths: number[], proxy: ImageProxy): RenditionSet {
  const path = `assets/images/${name}-${image.hash.slice(0, 8)}${extension}`;
  const original = `${proxy.siteUrl}/${path}`;
  const candidates = widths.map((width) => ({ width, url: proxyImageUrl(proxy.template, original, width) }));
  return { src: candidates.at(-1)!.url, srcset: srcsetOf(candidates), files: [{ path, contents: image.bytes }] };
}
