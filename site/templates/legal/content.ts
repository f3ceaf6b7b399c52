import type { NoOwnContent } from '../../shared/page-data.ts';

/** A legal text shows what every page has (its lead, body and sections) and nothing of its own. */
export type LegalContent = NoOwnContent;

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    legal: LegalContent;
  }
}
