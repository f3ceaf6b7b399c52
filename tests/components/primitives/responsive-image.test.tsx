import { act, fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '../../../site/primitives/responsive-image.tsx';
import { renderInSite } from '../../support/render-site.tsx';

const image = {
  src: '/assets/images/a-1-1280.webp',
  srcset: '/assets/images/a-1-640.webp 640w, /assets/images/a-1-1280.webp 1280w',
  width: 1280,
  height: 720,
  placeholder: 'data:image/webp;base64,AAAA',
};

describe('ResponsiveImage', () => {
  it('offers its renditions with sizes and intrinsic dimensions, lazily by default', () => {
    const { container } = renderInSite(<ResponsiveImage image={image} alt="A harbour" sizes="100vw" />);
    const img = container.querySelector('img:not([data-placeholder])')!;
    expect(img.getAttribute('srcset')).toBe(image.srcset);
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '720']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('alt')).toBe('A harbour');
    const placeholder = container.querySelector('img[data-placeholder]')!;
    expect(placeholder.getAttribute('src')).toBe(image.placeholder);
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
  });

  it('draws a vector image with no placeholder behind it when it has none', () => {
    const { container } = renderInSite(
      <ResponsiveImage image={{ src: '/assets/images/art-1.svg', width: 1600, height: 1200 }} alt="" sizes="100vw" />,
    );
    expect([...container.firstElementChild!.children].map((child) => child.getAttribute('src'))).toEqual(['/assets/images/art-1.svg']);
  });

  it('renders a plain image, in no <picture>, when no AVIF is offered', () => {
    const { container } = renderInSite(<ResponsiveImage image={image} alt="" sizes="100vw" />);
    expect(container.querySelector('picture, source')).toBeNull();
    expect([...container.firstElementChild!.children].map((child) => child.tagName)).toEqual(['IMG', 'IMG']);
  });

  it('offers AVIF first in a <picture>, keeping the WebP image with the same attributes as its fallback', () => {
    const avifSrcset = '/assets/images/a-1-640.avif 640w, /assets/images/a-1-1280.avif 1280w';
    const { container } = renderInSite(
      <ResponsiveImage image={{ ...image, avifSrcset }} alt="A harbour" sizes="(max-width: 50rem) 100vw, 26rem" priority />,
    );
    const frame = container.firstElementChild!;
    expect([...frame.children].map((child) => child.tagName)).toEqual(['IMG', 'PICTURE']);
    expect(frame.children[0]!.hasAttribute('data-placeholder')).toBe(true);
    const picture = frame.querySelector('picture')!;
    expect([...picture.children].map((child) => child.tagName)).toEqual(['SOURCE', 'IMG']);
    const source = picture.querySelector('source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe(avifSrcset);
    expect(source.getAttribute('sizes')).toBe('(max-width: 50rem) 100vw, 26rem');
    const img = picture.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(image.src);
    expect(img.getAttribute('srcset')).toBe(image.srcset);
    expect(img.getAttribute('sizes')).toBe('(max-width: 50rem) 100vw, 26rem');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1280', '720']);
    expect([img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual([
      'A harbour',
      'eager',
      'high',
    ]);
  });

  it('loads the first visible image at once', () => {
    const { container } = renderInSite(<ResponsiveImage image={image} alt="" sizes="100vw" priority />);
    const img = container.querySelector('img:not([data-placeholder])')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the placeholder until the image has loaded', async () => {
    // happy-dom reports every image as complete at once; a real browser does not while it downloads.
    const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
    const { container } = renderInSite(<ResponsiveImage image={image} alt="" sizes="100vw" />);
    if (descriptor) Object.defineProperty(HTMLImageElement.prototype, 'complete', descriptor);
    else delete (HTMLImageElement.prototype as { complete?: boolean }).complete;
    const frame = container.firstElementChild as HTMLElement;
    expect(frame.dataset.state).toBe('loading');
    await act(async () => {
      fireEvent.load(container.querySelector('img:not([data-placeholder])')!);
    });
    expect(frame.dataset.state).toBe('loaded');
  });

  it('never hides the first visible image while it downloads, so its paint is not delayed', () => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
    const { container } = renderInSite(<ResponsiveImage image={image} alt="" sizes="100vw" priority />);
    if (descriptor) Object.defineProperty(HTMLImageElement.prototype, 'complete', descriptor);
    else delete (HTMLImageElement.prototype as { complete?: boolean }).complete;
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe('loaded');
  });
});
