import type { NoOwnContent } from '../../shared/page-data.ts';

/** A landing page shows what every page has (its lead, body and sections) and nothing of its own. */
export type LandingContent = NoOwnContent;

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    landing: LandingContent;
  }
}
