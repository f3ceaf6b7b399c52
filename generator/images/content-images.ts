import { join } from 'node:path';
import type { SiteConfig } from '../config/config-schema.ts';
import type { ContentPage } from '../load/parse-content-page.ts';
import { referencedImages } from '../plan/create-route-table.ts';
import { processImages, type ProcessedImages } from './process-images.ts';

/** The images stage: every image a content page shows, made into renditions (or routed through the configured proxy). */
export function processContentImages(
  config: SiteConfig,
  contentPages: ContentPage[],
  root: string,
  cacheDir: string,
): Promise<ProcessedImages> {
  const referenced = [...new Set(contentPages.flatMap((contentPage) => referencedImages(contentPage)))];
  const proxy = config.images.proxy ? { template: config.images.proxy, siteUrl: config.siteUrl } : undefined;
  return processImages(
    referenced.map((src) => ({ src, file: join(root, 'content', src) })),
    { widths: config.images.widths, cacheDir, proxy },
  );
}
