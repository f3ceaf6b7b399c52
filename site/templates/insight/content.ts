import type { ArticleContent, Card } from '../../shared/page-data.ts';

/** What an article adds to what every page has: its byline, dates and length, and what to read next. */
export interface InsightContent extends ArticleContent {
  /** Up to three other articles, newest first. */
  cards: Card[];
}

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    insight: InsightContent;
  }
}
