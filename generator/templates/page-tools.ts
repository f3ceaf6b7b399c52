import type { Card, DateLine, ImageSource, SitemapGroup } from '../../site/shared/page-data.ts';
import type { SharedFrontMatter } from './shared-fields.ts';

/**
 * The heading a page opens with: its lead's title, else its title. A brochure's PDF has it as its title, on its
 * cover and in its metadata, and its download page as its own heading: one title wherever the brochure is named.
 */
export function headingOf(frontMatter: Pick<SharedFrontMatter, 'title' | 'lead'>): string {
  return frontMatter.lead?.title ?? frontMatter.title;
}

/**
 * What the shared page builder (render/build-page-result.ts) offers a template to fill in its content, so a
 * template file needs nothing from the stages above it.
 */
export interface PageTools {
  /** A content image's renditions; null when there is none. */
  image(src: string | undefined): ImageSource | null;
  /** A date as ISO and as a label in the page's language; none for none. */
  date(iso: string): DateLine;
  date(iso: string | undefined): DateLine | null;
  /** The card of a page of this locale, by route. */
  card(route: string): Card;
  /** The heading of a page of this locale, by route (headingOf). */
  heading(route: string): string;
  /** The locale's articles as cards, newest first, this page left out; the first `limit` of them if given. */
  articleCards(limit?: number): Card[];
  /** Minutes to read this page's body. */
  readingMinutes(): number;
  /** The PDF drawn from the brochure at a route, for its download page. */
  brochureFile(route: string): { href: string; bytes: number } | null;
  /** Every page of the locale in groups. */
  sitemap(): SitemapGroup[];
}
