import { join } from 'node:path';
import type { SiteConfig } from '../config/config-schema.ts';
import type { RouteTable } from '../plan/create-route-table.ts';
import type { OutputFile } from '../shared/output-file.ts';
import { createTranslator, type Translations } from '../shared/translator.ts';
import type { WorkRunner } from '../shared/work.ts';
import { shareCardOf } from './page-social.ts';
import { createShareImages, type ShareImage } from './share-images.ts';

/** The social stage's output: every page's share image (by the page's public path) and the image files. */
export interface PageShareImages {
  byPage: Map<string, ShareImage>;
  files: OutputFile[];
}

/** Draws a share image for every page: one per distinct card, cached by what it shows. */
export async function createPageShareImages(
  config: SiteConfig,
  table: RouteTable,
  translations: Translations,
  root: string,
  cacheDir: string,
  runner: WorkRunner,
): Promise<PageShareImages> {
  const contentDir = join(root, 'content');
  const requests = config.locales.flatMap((locale) => {
    const t = createTranslator(locale, translations);
    return table.pages
      .filter((page) => page.locale.code === locale.code)
      .map((page) => ({ key: page.path, ...shareCardOf(page, config, t, contentDir) }));
  });
  const made = await createShareImages(requests, cacheDir, runner);
  return { byPage: made.byKey, files: made.files };
}

/** The stage's log line. */
export function describeShareImages(made: PageShareImages): string {
  return `${made.files.length} share images`;
}
