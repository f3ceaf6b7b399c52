import { join } from 'node:path';
import type { SiteConfig } from '../config/config-schema.ts';
import type { RouteTable } from '../plan/create-route-table.ts';
import type { OutputFile } from '../shared/output-file.ts';
import { createTranslator, type Translations } from '../shared/translator.ts';
import { planFeeds, type FeedPlan } from '../feeds/feeds.ts';
import { shareCardOf } from './page-social.ts';
import type { WorkRunner } from '../shared/work.ts';
import { createShareImages, type ShareImage } from './share-images.ts';

/** The social stage's output: every page's share image (by public path), the feeds, and the image files. */
export interface SocialPlan {
  shareImages: Map<string, ShareImage>;
  feeds: FeedPlan;
  files: OutputFile[];
}

/** Draws a share image for every page (cached by content) and decides which locales publish a feed. */
export async function planSocial(
  config: SiteConfig,
  table: RouteTable,
  translations: Translations,
  root: string,
  cacheDir: string,
  runner: WorkRunner,
): Promise<SocialPlan> {
  const contentDir = join(root, 'content');
  const requests = config.locales.flatMap((locale) => {
    const t = createTranslator(locale, translations);
    return table.pages
      .filter((page) => page.locale.code === locale.code)
      .map((page) => ({ key: page.path, ...shareCardOf(page, config, t, contentDir) }));
  });
  const made = await createShareImages(requests, cacheDir, runner);
  return { shareImages: made.byKey, feeds: planFeeds(config.locales, table.pages), files: made.files };
}

/** The stage's log line. */
export function describeSocial(plan: SocialPlan): string {
  return `${plan.files.length} share images, ${plan.feeds.publishers.length} feeds`;
}
