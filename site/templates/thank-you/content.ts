import type { NoOwnContent } from '../../shared/page-data.ts';

/** The page after a sent form shows what every page has (its lead, body and sections) and nothing of its own. */
export type ThankYouContent = NoOwnContent;

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    'thank-you': ThankYouContent;
  }
}
