import type { Card } from '../../shared/page-data.ts';

/** What the list of articles adds to what every page has. */
export interface InsightListContent {
  /** Every article of the locale, newest first. */
  cards: Card[];
}

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    'insight-list': InsightListContent;
  }
}
