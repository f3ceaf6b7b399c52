import type { NoOwnContent } from '../../shared/page-data.ts';

/** An industry page shows what every page has (its lead, body and sections) and nothing of its own. */
export type IndustryContent = NoOwnContent;

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    industry: IndustryContent;
  }
}
