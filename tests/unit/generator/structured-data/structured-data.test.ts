import { describe, expect, it } from 'vitest';
import { structuredData } from '../../../../generator/structured-data/structured-data.ts';
import type { ImageSource } from '../../../../site/shared/page-data.ts';
import type { LocaleInfo } from '../../../../site/shared/locales.ts';
import { realConfig } from '../../../support/fixtures.ts';
import { testPage } from '../../../support/render-site.tsx';

const locales = realConfig().locales as LocaleInfo[];
const localeOf = (code: string) => locales.find((locale) => locale.code === code)!;

/** The Article node of an English article's structured data, with this lead image. */
function articleNode(leadImage: ImageSource | null) {
  const base = testPage('en');
  const result = testPage('en', {
    template: 'insight',
    head: { ...base.head, canonical: 'https://example.org/en/insights/a/' },
    page: {
      ...base.page,
      author: { firstName: 'Priya', lastName: 'Raman', role: null, isMember: true, location: null, linkedin: null, picture: null },
      published: { iso: '2026-01-02', label: '2 January 2026' },
      updated: null,
      readingMinutes: 3,
      cards: [],
    },
  });
  const graph = structuredData({
    config: { ...realConfig(), siteUrl: 'https://example.org' },
    result,
    locale: localeOf('en'),
    shareImageUrl: 'https://example.org/assets/share/a.png',
    leadImage,
    breadcrumbs: [],
    category: 'Insights',
  });
  type Node = { '@type': string; publisher?: { logo: unknown }; image?: string[] };
  return (graph!['@graph'] as Node[]).find((node) => node['@type'] === 'Article')!;
}

describe('structured data', () => {
  it('gives an Article’s publisher its logo as an ImageObject with its size, as Google’s Article rich result asks', () => {
    expect(articleNode(null).publisher!.logo).toEqual({
      '@type': 'ImageObject',
      url: 'https://example.org/icon-512.png',
      width: '512',
      height: '512',
    });
  });

  it('names the lead image of an article absolutely, whether the site or an image proxy serves it', () => {
    const imagesOf = (src: string) =>
      articleNode({ src, srcset: `${src} 640w`, width: 640, height: 360, placeholder: 'data:image/webp;base64,AAAA' }).image;
    expect(imagesOf('/assets/images/a-1-640.webp')).toEqual([
      'https://example.org/assets/share/a.png',
      'https://example.org/assets/images/a-1-640.webp',
    ]);
    const proxied = 'https://images.example.net/resize?url=https%3A%2F%2Fexample.org%2Fassets%2Fimages%2Fa-1.png&w=640';
    expect(imagesOf(proxied)).toEqual(['https://example.org/assets/share/a.png', proxied]);
  });
});
