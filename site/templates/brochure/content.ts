import type { Card } from '../../shared/page-data.ts';

/** What a brochure's page adds to what every page has. */
export interface BrochureContent {
  /** Its download page. */
  related: Card;
}

declare module '../../shared/page-data.ts' {
  interface TemplateContents {
    brochure: BrochureContent;
  }
}
