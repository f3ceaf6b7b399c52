import type { NoOwnContent } from '../../shared/page-data.ts';

/** A locale's home page shows what every page has (its lead, body and sections) and nothing of its own. */
export type HomeContent = NoOwnContent;

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    home: HomeContent;
  }
}
