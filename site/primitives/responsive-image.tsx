import { css, cx } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import type { ImageSource } from '../shared/page-data.ts';
import { placeholderFade } from '../design/tokens.ts';

export interface ResponsiveImageProps {
  image: ImageSource;
  /** Empty for decorative images. */
  alt: string;
  /** How wide the image is displayed, so the browser picks the right rendition. */
  sizes: string;
  /** The first visible image: loaded at once, with high priority. */
  priority?: boolean;
  className?: string;
}

const frame = css`
  position: relative;
  display: block;
  overflow: hidden;
  /* Where AVIF is offered the image sits in a <picture> (inline by default). It draws no box of its own, so the
     image lays out exactly as without it: sized and positioned against this frame, which templates size. */
  picture {
    display: contents;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  /* The blurred placeholder sits behind; the image fades in over it in 500 ms, linearly (SPEC §9). */
  img[data-placeholder] {
    position: absolute;
    inset: 0;
    height: 100%;
    object-fit: cover;
    filter: blur(12px);
    transform: scale(1.1);
  }
  img:not([data-placeholder]) {
    position: relative;
    transition: opacity ${placeholderFade};
  }
  &[data-state='loading'] img:not([data-placeholder]) {
    opacity: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    img:not([data-placeholder]) {
      transition: none;
    }
  }
`;

/**
 * The lead picture's fetch priority, written as the HTML attribute: React 18 knows no `fetchPriority` prop and warns
 * about it, and an attribute in lower case reaches the element as it is.
 */
const HIGH_PRIORITY = { fetchpriority: 'high' } as const;

/**
 * A responsive image: a vector image as its one SVG file, else WebP renditions in `srcset` (and AVIF ones in a
 * <picture> source, where the build found them smaller), intrinsic width and height (no layout shift), lazy unless
 * it is the first visible image, over a tiny blurred placeholder when it is a bitmap. Without JavaScript it just
 * shows.
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const img = useRef<HTMLImageElement>(null);
  // Rendered as loaded on the server so the image shows without JavaScript; hydration then checks.
  const [state, setState] = useState<'loading' | 'loaded'>('loaded');
  useEffect(() => {
    const element = img.current;
    // The first visible image is never hidden: it paints as it arrives (its placeholder shows behind it until
    // then), so the largest paint is not held back by hydration or a fade.
    if (!element || element.complete || priority) return;
    setState('loading');
    const done = () => setState('loaded');
    element.addEventListener('load', done, { once: true });
    element.addEventListener('error', done, { once: true });
    return () => {
      element.removeEventListener('load', done);
      element.removeEventListener('error', done);
    };
  }, [priority]);
  const rendition = (
    <img
      ref={img}
      src={image.src}
      srcSet={image.srcset}
      // Without candidates to choose from (a vector image is one file) there is no size to tell.
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? HIGH_PRIORITY : null)}
    />
  );
  return (
    <span className={cx(frame, className)} data-state={state}>
      {image.placeholder ? <img src={image.placeholder} alt="" aria-hidden="true" data-placeholder="" /> : null}
      {image.avifSrcset ? (
        <picture>
          <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
          {rendition}
        </picture>
      ) : (
        rendition
      )}
    </span>
  );
}
