import type { Card } from '../../shared/page-data.ts';

/** What a brochure's download page adds to what every page has. */
export interface BrochureDownloadContent {
  /** The brochure's page, named by the brochure's heading: the title its cover and PDF print. */
  related: Card;
  /** The PDF; none when the build drew no brochures (`site dev` draws them only on a full build). */
  file: { href: string; bytes: number } | null;
}

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    'brochure-download': BrochureDownloadContent;
  }
}
